import { parse, serialize } from 'hono/utils/cookie'
import { DEFAULT_LOCALE } from '../app/domain/locale'
import { langFromSearch } from '../app/domain/site-url'
import { newNonce, withScriptPolicy } from './csp'
import type { AppConfig } from './env'
import { type DoorReason, previewDoorPage } from './preview-door-page'
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
    const refusal = await previewRefusal(config, url, given)
    if (refusal) return refusal
    url.searchParams.delete('token')
    return keepKey(url, given)
  }
  const kept = parse(request.headers.get('cookie') ?? '', PREVIEW_COOKIE)[PREVIEW_COOKIE] ?? null
  return (await previewRefusal(config, url, kept)) ?? noStore(await render(request), 'noindex')
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
 * or expired key, with a form to paste one (worker/preview-door-page.ts), in the address's language.
 * The key sent is never written back. No scripts: the storefront's policy (worker/csp.ts) with a
 * nonce nothing uses.
 */
async function previewRefusal(config: AppConfig, url: URL, token: string | null): Promise<Response | null> {
  const unavailable = previewUnavailable(config)
  const check = unavailable ? null : await checkPreviewToken(token, config.SANITY_PREVIEW_SECRET!, Date.now())
  if (!unavailable && check === 'valid') return null
  const reason: DoorReason = unavailable
    ? 'unavailable'
    : check === 'expired'
      ? 'expired'
      : check === 'missing'
        ? 'missing'
        : 'wrong'
  const html = previewDoorPage(
    reason,
    langFromSearch(url.search) ?? DEFAULT_LOCALE,
    url.pathname,
    unavailable ?? undefined,
  )
  const page = new Response(html, {
    status: unavailable ? 503 : 401,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  })
  return noStore(withScriptPolicy(page, newNonce()), 'noindex')
}
