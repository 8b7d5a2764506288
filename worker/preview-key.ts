import { parse, serialize } from 'hono/utils/cookie'
import type { AppConfig } from './env'
import { checkPreviewToken, PREVIEW_COOKIE, previewUnavailable } from './services/content-preview'

/**
 * The draft preview's door (/preview/{page|blog}/{slug}). The key (a token from `npm run
 * preview:token`) is never in the Studio: the Studio's bundle is public. A marketer pastes it once
 * into the form this page shows, or opens an address with `?token=`; the Worker checks it, keeps it
 * in an HttpOnly cookie until it expires and sends the browser to the address without it, so the
 * key stays out of the address bar, the history and any link shared from there.
 */
export async function previewDoor(
  request: Request,
  config: AppConfig,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const given = url.searchParams.get('token')
  if (given !== null) {
    const refusal = await previewRefusal(config, given)
    if (refusal) return refusal
    url.searchParams.delete('token')
    return keepKey(url, given)
  }
  const kept = parse(request.headers.get('cookie') ?? '', PREVIEW_COOKIE)[PREVIEW_COOKIE] ?? null
  return (await previewRefusal(config, kept)) ?? noStore(await render(request), 'noindex')
}

/** The cookie lives as long as the key (its first part is its expiry in ms). */
function keepKey(url: URL, token: string): Response {
  const expiresAt = Number(token.split('.')[0])
  const cookie = serialize(PREVIEW_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: url.protocol === 'https:',
    sameSite: 'Lax',
    maxAge: Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
  })
  return noStore(
    new Response(null, { status: 303, headers: { location: url.pathname + url.search, 'set-cookie': cookie } }),
  )
}

export function noStore(response: Response, robots?: string): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'private, no-store')
  if (robots) headers.set('x-robots-tag', robots)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The answer when the draft cannot be shown: 503 naming the missing setting; 401 for a missing, wrong
 * or expired key, with a form to paste one. Staff read it: Ukrainian, English below. The key sent is
 * never written back.
 */
async function previewRefusal(config: AppConfig, token: string | null): Promise<Response | null> {
  const unavailable = previewUnavailable(config)
  const check = unavailable ? null : await checkPreviewToken(token, config.SANITY_PREVIEW_SECRET!, Date.now())
  if (!unavailable && check === 'valid') return null
  const [status, ua, en] = unavailable
    ? [503, 'Перегляд чернеток на цьому сайті не налаштовано.', unavailable]
    : check === 'expired'
      ? [401, 'Термін дії ключа для перегляду минув: попросіть новий.', 'The preview key has expired.']
      : check === 'missing'
        ? [401, 'Щоб побачити чернетку, вставте ключ для перегляду.', 'Paste the preview key to see the draft.']
        : [401, 'Ключ для перегляду чернетки неповний або неправильний.', 'The preview key is incomplete or wrong.']
  const form =
    status === 401
      ? '<form method="get"><label>Ключ для перегляду (Preview key) <input name="token" required autocomplete="off" maxlength="200"></label> <button>Переглянути</button></form>'
      : ''
  const html = `<!doctype html><html lang="uk"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Перегляд чернетки</title><p>${ua}</p><p lang="en">${en}</p>${form}</html>`
  return noStore(new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } }), 'noindex')
}
