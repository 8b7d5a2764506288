/**
 * The script Content-Security-Policy of the storefront's HTML: scripts run only from this origin,
 * from Cloudflare Turnstile (the bot check), or inline with this response's nonce (the router's
 * hydration scripts carry it: app/lib/csp-nonce.ts). An injected inline script or a script from
 * another host does not run, so an XSS cannot reach the tokens in storage.
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce'
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'
/**
 * The payment step posts its signed form to WayForPay's page (production's WAYFORPAY_PAY_URL); the
 * local sandbox is this origin. A form may post nowhere else, so injected markup cannot send a
 * typed password or card form to another site.
 */
const WAYFORPAY_ORIGIN = 'https://secure.wayforpay.com'

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Everything not named falls back to this origin (default-src); what the pages do load is named:
 * the page's own inline stylesheet, pictures from R2 and Sanity's CDN (any https host a marketer's
 * content may name), the bot check's frame and calls.
 */
export function scriptPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${TURNSTILE_ORIGIN}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TURNSTILE_ORIGIN}`,
    `frame-src ${TURNSTILE_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${WAYFORPAY_ORIGIN}`,
    "frame-ancestors 'self'",
  ].join('; ')
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html')

/** The request the renderer sees: it carries the nonce for the scripts it writes (any sent by the caller is replaced). */
export function withNonce(request: Request, nonce: string): Request {
  const headers = new Headers(request.headers)
  headers.set(CSP_NONCE_HEADER, nonce)
  return new Request(request, { headers })
}

/** An HTML answer gets the policy of its nonce; anything else is returned as it is. */
export function withScriptPolicy(response: Response, nonce: string): Response {
  if (!isHtml(response)) return response
  const secured = new Response(response.body, response)
  secured.headers.set('content-security-policy', scriptPolicy(nonce))
  return secured
}
