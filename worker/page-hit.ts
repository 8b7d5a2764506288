import { newNonce, scriptPolicy } from './csp'
import { configFor, getServices, pageCacheFor } from './services/context'
import { isLocalEnvironment } from './env'
import { legacyRedirect } from './legacy-redirects'
import { countViewSoon } from './services/catalogue/view-counter'
import { cacheablePage, sessionCookieOf } from './services/page-cache'
import { logLine, requestIdOf, requestLine } from './services/ops/log'
import { addSecurityHeaders } from './security-headers'

/**
 * A page this isolate holds in memory (worker/services/page-cache.ts `memoryHit`), answered before the
 * Worker's app: no routing, no middleware chain, no copies of the answer. It does what the app does
 * for such a hit, in the same order: the configuration is checked first (a missing secret in
 * production falls through to the app, which refuses with its name), the security headers are the
 * middleware's own (worker/security-headers.ts), a fresh script nonce is stamped in and named in the
 * policy, a product page's view is counted in the isolate's batch, and the request's log line is
 * written with its x-request-id. Anything else (a query, a session cookie, a legacy link, a page not
 * in memory, generations not read within the last few seconds) is null: the app answers it as before.
 */
export async function memoryPageHit(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  scriptNonce: boolean,
): Promise<Response | null> {
  if (request.method !== 'GET') return null
  const started = Date.now()
  try {
    configFor(env)
  } catch {
    return null
  }
  const url = new URL(request.url)
  const page = cacheablePage(request, url)
  // A session cookie, live or not, is the app's to check (a live one renders privately).
  if (!page || legacyRedirect(url) || sessionCookieOf(request.headers.get('cookie'))) return null
  const nonce = scriptNonce ? newNonce() : undefined
  const response = pageCacheFor(env).memoryHit(request, page, (work) => ctx.waitUntil(work), nonce)
  if (!response) return null
  if (nonce) response.headers.set('content-security-policy', scriptPolicy(nonce))
  await addSecurityHeaders(response.headers, !isLocalEnvironment(env.APP_ENV))
  if (page.productSlug !== null)
    countViewSoon(
      page.productSlug,
      (views) => getServices(env).catalogue.addViewsBySlug(views),
      (work) => ctx.waitUntil(work),
      request.headers.get('cf-connecting-ip'),
    )
  const id = requestIdOf(request.headers)
  if (env.APP_ENV !== 'test') logLine('info', requestLine(request, response.status, Date.now() - started, id))
  response.headers.set('x-request-id', id)
  return response
}
