import { escapeMarkup } from '../../../app/domain/text'
import { TURBOSMS_STAND_IN_PATH, TURBOSMS_TEST_TOKEN } from '../../env-messages'

/**
 * A local stand-in for TurboSMS's HTTP API (https://turbosms.ua/api.html), development and tests
 * only, that records what the store sent:
 *
 *   POST {path}/message/send.json  Authorization: Bearer <token>, {recipients, viber?, sms?} → TurboSMS's
 *                                  answer {response_code, response_status, response_result: [{phone,
 *                                  response_code, message_id, response_status}]} (HTTP 200, as TurboSMS)
 *   POST {path}/control            {"mode": "up" | "down" | "refuse", "status"?}: answer, fail with a 502,
 *                                  or refuse every message with `status` (e.g. INVALID_PHONE)
 *   GET  {path}                    what it accepted, newest first (HTML; `?format=json` for tests)
 *
 * Messages live in the Worker's KV (`dev:turbosms:`), the mode in the isolate's memory.
 */
type Mode = 'up' | 'down' | 'refuse'
let mode: Mode = 'up'
let refusal = 'NOT_ALLOWED_NUMBER_STOPLIST'
const LIST = 'dev:turbosms:sent'

/** A message as recorded: the channel TurboSMS would try first, the recipients and both texts. */
export interface StandInMessage {
  message_id: string
  phone: string
  channel: 'viber+sms' | 'viber' | 'sms'
  viber: { sender: string; text: string } | null
  sms: { sender: string; text: string } | null
  at: string
}

const answer = (code: number, status: string, result: unknown[] | null = null) =>
  Response.json({ response_code: code, response_status: status, response_result: result })

const part = (value: unknown) => {
  const v = value as { sender?: unknown; text?: unknown } | undefined
  return v && typeof v.text === 'string' ? { sender: String(v.sender ?? ''), text: v.text } : null
}

async function send(request: Request, kv: KVNamespace): Promise<Response> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return answer(103, 'REQUIRED_TOKEN')
  if (token !== TURBOSMS_TEST_TOKEN) return answer(105, 'REQUIRED_AUTH')
  if (mode === 'down') return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 })
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null
  if (!body) return answer(502, 'FAILED_PARSE_BODY')
  const viber = part(body.viber)
  const sms = part(body.sms)
  if (!viber && !sms) return answer(201, 'REQUIRED_MESSAGE_TEXT')
  if ((viber && !viber.sender) || (sms && !sms.sender)) return answer(200, 'REQUIRED_MESSAGE_SENDER')
  const recipients = Array.isArray(body.recipients) ? body.recipients.map(String) : []
  if (recipients.length === 0) return answer(202, 'REQUIRED_MESSAGE_RECIPIENT')
  const sent = (await kv.get<StandInMessage[]>(LIST, 'json')) ?? []
  const results = recipients.map((phone) => {
    if (mode === 'refuse') return { phone, response_code: 404, message_id: null, response_status: refusal }
    if (!/^380\d{9}$/.test(phone))
      return { phone, response_code: 305, message_id: null, response_status: 'INVALID_PHONE' }
    const message_id = crypto.randomUUID()
    const channel = viber && sms ? 'viber+sms' : viber ? 'viber' : 'sms'
    sent.unshift({ message_id, phone, channel, viber, sms, at: new Date().toISOString() })
    return { phone, response_code: 0, message_id, response_status: 'OK' }
  })
  await kv.put(LIST, JSON.stringify(sent.slice(0, 300)))
  const accepted = results.filter((r) => r.response_code === 0).length
  return accepted === 0
    ? answer(results[0]!.response_code, results[0]!.response_status, results)
    : answer(
        accepted === results.length ? 800 : 802,
        accepted === results.length ? 'SUCCESS_MESSAGE_ACCEPTED' : 'SUCCESS_MESSAGE_PARTIAL_ACCEPTED',
        results,
      )
}

function page(sent: StandInMessage[]): Response {
  const items = sent
    .map(
      (m) =>
        `<article class="msg" data-phone="${escapeMarkup(m.phone)}"><header><strong>+${escapeMarkup(m.phone)}</strong>` +
        `<span>${m.channel} · ${escapeMarkup(m.at)}</span></header><p>${escapeMarkup((m.viber ?? m.sms)!.text)}</p></article>`,
    )
    .join('')
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>TurboSMS (dev)</title>` +
    `<style>body{font:15px/1.5 system-ui,sans-serif;max-width:880px;margin:24px auto;padding:0 16px;color:#2b2126}` +
    `.msg{border:1px solid #eadfe3;border-radius:10px;padding:12px 16px;margin:12px 0}header{display:flex;gap:12px;flex-wrap:wrap}header span{color:#7a6b72;font-size:13px}p{margin:6px 0 0}</style></head>` +
    `<body><h1>Viber / SMS <small style="font-size:14px;color:#7a6b72">development only · TurboSMS stand-in · mode ${mode}</small></h1>` +
    (items || '<p>No messages yet.</p>') +
    `</body></html>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

export async function serveTurboSmsStandIn(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.slice(TURBOSMS_STAND_IN_PATH.length).replace(/\/+$/, '')
  const kv = env.CATALOG_CACHE
  if (request.method === 'GET' && path === '') {
    const sent = (await kv.get<StandInMessage[]>(LIST, 'json')) ?? []
    return url.searchParams.get('format') === 'json' ? Response.json(sent) : page(sent)
  }
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 })
  if (path === '/message/send.json') return send(request, kv)
  if (path === '/control') {
    const body = (await request.json().catch(() => ({}))) as { mode?: unknown; status?: unknown }
    if (body.mode !== 'up' && body.mode !== 'down' && body.mode !== 'refuse')
      return new Response('mode is up, down or refuse', { status: 400 })
    mode = body.mode
    if (typeof body.status === 'string' && /^[A-Z_]{3,60}$/.test(body.status)) refusal = body.status
    return Response.json({ mode })
  }
  return new Response('Not found', { status: 404 })
}
