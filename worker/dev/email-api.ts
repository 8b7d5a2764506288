/**
 * A local stand-in for the HTTP email API (Resend's shape), development and tests only, so the
 * store's delivery and its retries run offline:
 *
 *   POST {path}/emails   Authorization: Bearer <any key>, {from, to: [..], subject, text, html} → 200 {id}
 *                        (401 without a key, 422 without a recipient or subject)
 *   POST {path}/control  {"mode": "up" | "down" | "reject"}: answer normally, 503, or 422 for every email
 *   GET  {path}          what it accepted, newest first (JSON)
 *
 * Accepted emails live in the Worker's KV (`dev:email-api:`), the mode in the isolate's memory.
 */
export const EMAIL_API_STAND_IN_PATH = '/dev/email'
type Mode = 'up' | 'down' | 'reject'
let mode: Mode = 'up'
const LIST = 'dev:email-api:sent'

export async function serveEmailApiStandIn(request: Request, env: Env): Promise<Response> {
  const path = new URL(request.url).pathname.slice(EMAIL_API_STAND_IN_PATH.length).replace(/\/+$/, '')
  const kv = env.CATALOG_CACHE
  if (request.method === 'GET' && path === '')
    return Response.json((await kv.get<unknown[]>(LIST, 'json')) ?? [], { headers: { 'cache-control': 'no-store' } })
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 })
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
  if (path === '/control') {
    const next = body?.mode
    if (next !== 'up' && next !== 'down' && next !== 'reject')
      return new Response('mode is up, down or reject', { status: 400 })
    mode = next
    return Response.json({ mode })
  }
  if (path !== '/emails') return new Response('Not found', { status: 404 })
  if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? ''))
    return Response.json({ name: 'missing_api_key', message: 'Missing API key' }, { status: 401 })
  if (mode === 'down') return new Response('Service Unavailable', { status: 503 })
  const to = Array.isArray(body?.to) ? body.to.map(String) : []
  if (mode === 'reject' || to.length === 0 || typeof body?.subject !== 'string')
    return Response.json({ name: 'validation_error', message: 'Invalid `to` field.' }, { status: 422 })
  const id = crypto.randomUUID()
  const sent = (await kv.get<unknown[]>(LIST, 'json')) ?? []
  sent.unshift({ id, to, subject: body.subject, idempotency_key: request.headers.get('idempotency-key') })
  await kv.put(LIST, JSON.stringify(sent.slice(0, 200)))
  return Response.json({ id })
}
