import { readFileSync } from 'node:fs'
import { createLocalContentSource } from '../../worker/adapters/content/local'

/**
 * The Content Lake's query endpoint (`/v{date}/data/query/{dataset}`, GET with `query` and
 * `$name` JSON parameters, or POST with `{ query, params }`), answered from the checked-in
 * dataset with the same GROQ engine the local source uses.
 */
const source = createLocalContentSource(readFileSync('cms/dataset/production.ndjson', 'utf8'))

export function isContentLakeQuery(url: URL): boolean {
  return url.hostname.endsWith('.sanity.io') && /^\/v[\d-]+\/data\/query\//.test(url.pathname)
}

export async function answerContentLakeQuery(request: Request): Promise<Response> {
  const url = new URL(request.url)
  let query = url.searchParams.get('query')
  let params: Record<string, unknown> = {}
  if (request.method === 'POST') {
    const body = (await request.json()) as { query: string; params?: Record<string, unknown> }
    query = body.query
    params = body.params ?? {}
  } else {
    for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  }
  if (!query) return Response.json({ error: { description: 'no query' } }, { status: 400 })
  return Response.json({ query, result: await source.fetch(query, params), ms: 1 })
}
