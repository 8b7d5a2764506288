/**
 * What every answer of the Worker says to the browser (pages, API, media, redirects): no MIME
 * sniffing; no framing by other sites (clickjacking of the checkout or the profile); only the
 * origin as referrer to other sites; no camera, microphone or location. HSTS only in production:
 * local development is plain http.
 */
const ALWAYS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}
const PRODUCTION: Record<string, string> = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }

export function withSecurityHeaders(response: Response, production: boolean): Response {
  // A copy: answers from the cache and Response.redirect have immutable headers.
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(production ? { ...ALWAYS, ...PRODUCTION } : ALWAYS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value)
  }
  return secured
}
