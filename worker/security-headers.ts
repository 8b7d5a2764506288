import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * What every answer of the Worker says to the browser (pages, API, media, redirects): no MIME
 * sniffing; no framing by other sites (clickjacking of the checkout or the profile); only the
 * origin as referrer to other sites; no camera, microphone or location. HSTS only in production:
 * local development is plain http. hono/secure-headers writes them, with its other defaults off
 * (they would change what the storefront's embeds and payment redirects may do) and without
 * overwriting a header the answer set itself (a page's script policy with its nonce: worker/csp.ts).
 */
const headersFor = (production: boolean) =>
  secureHeaders({
    overwrite: false,
    xContentTypeOptions: true,
    xFrameOptions: 'SAMEORIGIN',
    contentSecurityPolicy: { frameAncestors: ["'self'"] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  })

const PRODUCTION = headersFor(true)
const LOCAL = headersFor(false)

/**
 * What the middleware writes, read once from hono's own middleware run on an empty answer, for the
 * answers made before the app (worker/page-hit.ts): the same headers, by construction.
 */
const written = new Map<boolean, Promise<ReadonlyArray<[string, string]>>>()
function headerListOf(production: boolean): Promise<ReadonlyArray<[string, string]>> {
  let list = written.get(production)
  if (!list) {
    const context = { res: new Response(null), get: () => undefined, set: () => {} }
    const run = (production ? PRODUCTION : LOCAL)(
      context as unknown as Parameters<typeof PRODUCTION>[0],
      async () => {},
    )
    written.set(production, (list = run.then(() => [...context.res.headers])))
  }
  return list
}

/** Writes the headers into an answer's own (mutable) headers as the middleware would: none the answer set itself is replaced. */
export async function addSecurityHeaders(headers: Headers, production: boolean): Promise<void> {
  for (const [name, value] of await headerListOf(production)) if (!headers.has(name)) headers.set(name, value)
}

/** The headers as middleware; `production` decides HSTS per request (the environment is known only then). */
export function securityHeaders(production: (env: Env) => boolean): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    await next()
    // A copy first: answers from the cache and Response.redirect have immutable headers.
    c.res = new Response(c.res.body, c.res)
    const write = production(c.env) ? PRODUCTION : LOCAL
    await write(c, async () => {})
  }
}
