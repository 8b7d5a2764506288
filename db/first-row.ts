import { LibsqlError } from '@libsql/client/web'

/**
 * The first row of one statement over Hrana's HTTP pipeline (POST <url>/v2/pipeline, the endpoint
 * and JSON encoding @libsql/client/web uses with Turso and the local server), for the hottest reads
 * (json-statement.ts's statementRow: a listing page, the search's candidates and found products).
 * The client makes a stream, a closing error object with its stack trace, a queue, an encoder and a
 * row with a property defined per value for each statement: up to a sixth of a listing's Worker CPU.
 * This sends the same request (execute, then close) and reads the same answer, with the client's value rules and error codes. Anything else goes through the client.
 */
export type FirstRowReader = (sql: string, args: readonly unknown[]) => Promise<unknown[]> | undefined

export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }

interface PipelineAnswer {
  results: Array<
    | { type: 'ok'; response: { type: string; result?: unknown } }
    | { type: 'error'; error: { message: string; code?: string | null } }
  >
}

/** An argument as the client encodes it (valueToProto, then json_encode's Value); undefined when the client must. */
function encodeArg(value: unknown): HranaValue | undefined {
  if (value === null) return { type: 'null' }
  switch (typeof value) {
    case 'string':
      return { type: 'text', value }
    case 'number':
      if (!Number.isFinite(value))
        throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
      return { type: 'float', value }
    case 'boolean':
      return { type: 'integer', value: value ? '1' : '0' }
    default:
      return undefined
  }
}

/** A value as the client answers it with intMode "number" (json_decode's Value, then valueFromProto). */
export function decodeValue(value: HranaValue): unknown {
  switch (value.type) {
    case 'null':
      return null
    case 'integer': {
      const number = Number(value.value)
      if (!Number.isSafeInteger(number))
        throw new RangeError('Received integer which is too large to be safely represented as a JavaScript number')
      return number
    }
    case 'float':
    case 'text':
      return value.value
    case 'blob':
      return Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0)).buffer
  }
}

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

type Pipeline = (requests: unknown[]) => Promise<PipelineAnswer['results']>

/**
 * How the pipeline sends its POST: `fetch`'s own arguments, not a Request made for it (fetch makes its
 * Request from them; handed one, it makes a second from the first and hands the body over to it).
 */
export type PipelineFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
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
  const endpoint = new URL('v2/pipeline', `${scheme}//${parsed.host}${parsed.pathname}`).toString()
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (authToken !== undefined) headers.authorization = `Bearer ${authToken}`
  return async (requests) => {
    const body = JSON.stringify({ baton: null, requests: [...requests, { type: 'close' }] })
    const response = await fetch(endpoint, { method: 'POST', headers, body })
    if (!response.ok) throw await failure(response)
    return ((await response.json()) as PipelineAnswer).results ?? []
  }
}

/** Statement arguments as the client encodes them; undefined when one must go through the client. */
export function encodeArgs(args: readonly unknown[]): HranaValue[] | undefined {
  const encoded: HranaValue[] = []
  for (const arg of args) {
    const value = encodeArg(arg)
    if (value === undefined) return undefined
    encoded.push(value)
  }
  return encoded
}

/** A request's result of `type`, or the client's error for a failed or unexpected one. */
export function okResult(result: PipelineAnswer['results'][number] | undefined, type: string): unknown {
  if (result?.type === 'error') throw new LibsqlError(result.error.message, result.error.code ?? 'UNKNOWN')
  if (result?.type !== 'ok' || result.response.type !== type || !result.response.result)
    throw new LibsqlError('Received unexpected type of response', 'HRANA_PROTO_ERROR')
  return result.response.result
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
    const encoded = encodeArgs(args)
    if (!encoded) return undefined
    return (async () => {
      const [result] = await pipeline([{ type: 'execute', stmt: { sql, args: encoded, want_rows: true } }])
      const row = (okResult(result, 'execute') as { rows: HranaValue[][] }).rows[0]
      return row ? row.map(decodeValue) : []
    })()
  }
}
