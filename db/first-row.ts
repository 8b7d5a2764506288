import { LibsqlError } from '@libsql/client/web'
import { decodePipeline, encodable, encodePipeline, type PipelineRequest, type StreamResult } from './hrana-protobuf'
import { ProtobufError } from './protobuf-wire'

/**
 * The first row of one statement over Hrana's HTTP pipeline (POST <url>/v3-protobuf/pipeline:
 * hrana-protobuf.ts; Turso and the local server serve it), for the hottest reads
 * (json-statement.ts's statementRow: a listing page, the search's candidates and found products).
 * The client makes a stream, a closing error object with its stack trace, a queue, an encoder and a
 * row with a property defined per value for each statement: up to a sixth of a listing's Worker CPU.
 * This sends the same request (execute, then close) and reads the same answer, with the client's value rules and error codes. Anything else goes through the client.
 */
export type FirstRowReader = (sql: string, args: readonly unknown[]) => Promise<unknown[]> | undefined

async function failure(response: Response): Promise<LibsqlError> {
  let message = `Server returned HTTP status ${response.status}`
  const type = response.headers.get('content-type') ?? 'text/plain'
  if (type === 'application/json') {
    const body = (await response.json()) as { message?: string; code?: string | null }
    if (typeof body.message === 'string') return new LibsqlError(body.message, body.code ?? 'UNKNOWN')
  } else if (type === 'text/plain') {
    const text = (await response.text()).trim()
    if (text !== '') message += `: ${text}`
  } else await response.body?.cancel()
  return new LibsqlError(message, 'SERVER_ERROR')
}

type Pipeline = (requests: PipelineRequest[]) => Promise<StreamResult[]>

/**
 * How the pipeline sends its POST: `fetch`'s own arguments, not a Request made for it (fetch makes its
 * Request from them; handed one, it makes a second from the first and hands the body over to it).
 */
export type PipelineFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> },
) => Promise<Response>

/**
 * Hrana's HTTP pipeline of a database at `url` (http:, https: or libsql:, with no query: a URL the
 * client would read options from goes through the client), or undefined: one POST of `requests`,
 * then `close`, answering each request's result (the client's codes for a refused request).
 */
export function hranaPipeline(url: string, authToken: string | undefined, fetch: PipelineFetch): Pipeline | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const scheme = parsed.protocol === 'libsql:' ? 'https:' : parsed.protocol
  if ((scheme !== 'http:' && scheme !== 'https:') || parsed.search || parsed.hash || parsed.username) return undefined
  const endpoint = new URL('v3-protobuf/pipeline', `${scheme}//${parsed.host}${parsed.pathname}`).toString()
  const headers: Record<string, string> = { 'content-type': 'application/x-protobuf' }
  if (authToken !== undefined) headers.authorization = `Bearer ${authToken}`
  return async (requests) => {
    const response = await fetch(endpoint, { method: 'POST', headers, body: encodePipeline(requests) })
    if (!response.ok) throw await failure(response)
    const bytes = new Uint8Array(await response.arrayBuffer())
    try {
      return decodePipeline(bytes)
    } catch (error) {
      if (error instanceof ProtobufError) throw new LibsqlError(error.message, 'HRANA_PROTO_ERROR')
      throw error
    }
  }
}

/** A request's result of `type`, or the client's error for a failed or unexpected one. */
export function okResult<T extends 'execute' | 'batch'>(
  result: StreamResult | undefined,
  type: T,
): Extract<StreamResult & { type: 'ok' }, { response: { type: T } }>['response']['result'] {
  if (result?.type === 'error') throw new LibsqlError(result.error.message, result.error.code ?? 'UNKNOWN')
  if (result?.type !== 'ok' || result.response.type !== type || !('result' in result.response))
    throw new LibsqlError('Received unexpected type of response', 'HRANA_PROTO_ERROR')
  return result.response.result as never
}

/**
 * A reader for a database at `url` (hranaPipeline's URLs), or undefined. Its answer is undefined for
 * arguments it does not encode.
 */
export function firstRowReader(
  url: string,
  authToken: string | undefined,
  fetch: PipelineFetch,
): FirstRowReader | undefined {
  const pipeline = hranaPipeline(url, authToken, fetch)
  if (!pipeline) return undefined
  return (sql, args) => {
    if (!encodable(args)) return undefined
    return (async () => {
      const [result] = await pipeline([{ type: 'execute', stmt: { sql, args, wantRows: true } }])
      return okResult(result, 'execute').rows[0] ?? []
    })()
  }
}
