/**
 * The script Content-Security-Policy of the storefront's HTML: scripts run only from this origin,
 * from Cloudflare Turnstile (the bot check), or inline with this response's nonce (the router's
 * hydration scripts carry it: app/lib/csp-nonce.ts). An injected inline script or a script from
 * another host does not run, so an XSS cannot reach the tokens in storage.
 */
export const CSP_NONCE_HEADER = 'x-csp-nonce'
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

export function scriptPolicy(nonce: string): string {
  return [
    `script-src 'self' 'nonce-${nonce}' ${TURNSTILE_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
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
