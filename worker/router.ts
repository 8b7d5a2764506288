import { api } from './api'
import { newNonce, withFreshNonce, withNonce, withScriptPolicy } from './csp'
import { type AppConfig, ConfigError, isLocalEnvironment } from './env'
import { legacyRedirect } from './legacy-redirects'
import { serveMedia } from './media'
import { withSecurityHeaders } from './security-headers'
import { isSeoPath, serveSeo } from './seo'
import { configFor, getServices, pageCacheFor } from './services/context'
import { countViewSoon } from './services/catalogue/view-counter'
import { type CacheablePage, cacheablePage, hasSession } from './services/page-cache'

type Fallback = (request: Request) => Response | Promise<Response>

/**
 * The Worker's one routing rule: /api/v1 → Hono, /media → R2, the legacy links of spec §2 → 301,
 * everything else → `fallback` (SSR).
 * The env is parsed before anything is served, so a missing secret stops the Worker with its name.
 */
export function createFetchHandler(fallback: Fallback): ExportedHandler<Env> {
  return {
    async fetch(request, env, ctx) {
      let config
      try {
        config = configFor(env)
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error
        console.error(error.message)
        const unavailable = new Response(`Service unavailable: ${error.message}`, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return withSecurityHeaders(unavailable, !isLocalEnvironment(env.APP_ENV))
      }
      return withSecurityHeaders(await route(request, env, ctx, config, fallback), !config.local)
    },

    /**
     * The Cron Trigger (wrangler.toml [triggers]): unpaid card orders whose hold lapsed are cancelled
     * and their stock and promo use returned. A missing secret stops it with its name, like fetch.
     */
    async scheduled(_controller, env, ctx) {
      configFor(env)
      ctx.waitUntil(
        getServices(env)
          .holds.releaseLapsed()
          .then((released) => {
            if (released > 0) console.log(`released ${released} lapsed order hold(s)`)
          }),
      )
    },
  }
}

async function route(request: Request, env: Env, ctx: ExecutionContext, config: AppConfig, fallback: Fallback): Promise<Response> {
  const url = new URL(request.url)
  const { pathname } = url
  if (pathname === '/api/v1' || pathname.startsWith('/api/v1/')) return api.fetch(request, env, ctx)
  if (pathname.startsWith('/media/')) return serveMedia(request, env)
  if (isSeoPath(pathname)) return serveSeo(request, env)
  // The outbox and the payment sandbox: development and tests only, and absent from the production build.
  if (config.local && pathname.startsWith('/dev/')) {
    const page = await (await import('./dev')).serveDevPage(request, env, ctx)
    if (page) return page
  }
  // WayForPay sends the shopper back to returnUrl with a POST; the check page is read with GET.
  if (request.method === 'POST' && pathname.startsWith('/check-payment/')) return Response.redirect(new URL(pathname, request.url).href, 303)
  const redirect = legacyRedirect(url)
  if (redirect) return redirect
  const render = withScriptNonce(fallback)
  if (hasSession(request.headers.get('cookie'))) return privatePage(await render(request))
  const page = cacheablePage(request, url)
  return page ? cachedPage(request, env, ctx, page, render) : render(request)
}

/**
 * The script policy (worker/csp.ts) of rendered pages. Off under Vite's dev server, whose own inline
 * scripts (module reload) carry no nonce; the built Worker (npm start, production) always has it.
 */
const SCRIPT_POLICY = (import.meta as { env?: { DEV?: boolean } }).env?.DEV !== true

/** Renders with a fresh nonce, and answers the policy naming it. */
function withScriptNonce(render: Fallback): Fallback {
  if (!SCRIPT_POLICY) return render
  return async (request) => {
    const nonce = newNonce()
    return withScriptPolicy(await render(withNonce(request, nonce)), nonce)
  }
}

/** A page rendered for one signed-in buyer (their prices): no shared cache may keep it. */
function privatePage(response: Response): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  headers.set('cache-control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The home page or a product page, from the edge cache when it holds one (worker/services/page-cache.ts).
 * A cached product page skips the route loader, so the view it stands for is counted here (in a
 * batch a second later).
 */
async function cachedPage(request: Request, env: Env, ctx: ExecutionContext, page: CacheablePage, render: Fallback): Promise<Response> {
  const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work)
  const { response, hit } = await pageCacheFor(env).page(request, page, async () => render(request), waitUntil)
  if (hit && page.productSlug !== null) countViewSoon(page.productSlug, (views) => getServices(env).catalogue.addViewsBySlug(views), waitUntil)
  // A kept copy carries the nonce of the response that rendered it: each answer gets its own.
  return hit && SCRIPT_POLICY ? withFreshNonce(response) : response
}
