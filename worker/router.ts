import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { api } from './api'
import { newNonce, scriptPolicy, withNonce, withScriptPolicy } from './csp'
import { type AppConfig, ConfigError, isLocalEnvironment } from './env'
import { legacyRedirect } from './legacy-redirects'
import { serveFeed } from './feeds'
import { serveMedia } from './media'
import { securityHeaders } from './security-headers'
import { isSignedInPage, signInFirst } from './sign-in-first'
import { memoryPageHit } from './page-hit'
import { isSeoPath, serveSeo } from './seo'
import { configFor, getServices, pageCacheFor } from './services/context'
import { countViewSoon } from './services/catalogue/view-counter'
import { type CacheablePage, cacheablePage, sessionCookieOf, withoutTracking } from './services/page-cache'
import { viewerFromSession } from './services/catalogue/viewer'
import { noStore, previewDoor } from './preview-key'
import { logLine, requestIdOf, requestLine } from './services/ops/log'
import { runJobs } from './services/ops/jobs'

type Fallback = (request: Request) => Response | Promise<Response>
/** The renderer with the script nonce of this answer (a fresh one unless the caller names it). */
type Render = (request: Request, nonce?: string) => Promise<Response>
type WorkerEnv = { Bindings: Env; Variables: { config: AppConfig } }
/** Hono's own type of the runtime's context: the same object. */
const runtimeContext = (c: { executionCtx: unknown }) => c.executionCtx as ExecutionContext

/**
 * The Worker is one Hono app: the security headers around everything, then the configuration
 * (parsed before anything is served, so a missing secret stops the Worker with its name), then
 * /api/v1 → the API app, /media → R2, /robots.txt and the sitemap's files, the dev-only pages, the payment
 * return, the legacy links of spec §2 → 301, and everything else → `fallback` (SSR).
 */
export function createWorkerApp(fallback: Fallback) {
  const render = withScriptNonce(fallback)
  const app = new Hono<WorkerEnv>()
  // An exception is the runtime's to report, as before there was an app around the routes.
  app.onError((error) => {
    throw error
  })
  // One structured line per request (Workers Logs, `wrangler tail`), with its id also in the answer's
  // x-request-id, so a report from a buyer or staff finds its line. Tests run quiet.
  app.use(async (c, next) => {
    const started = Date.now()
    const id = requestIdOf(c.req.raw.headers)
    try {
      await next()
    } finally {
      if (c.env.APP_ENV !== 'test') {
        const status = c.res?.status ?? 500
        logLine(status >= 500 ? 'error' : 'info', requestLine(c.req.raw, status, Date.now() - started, id))
      }
    }
    if (c.res) c.res.headers.set('x-request-id', id)
  })
  app.use(securityHeaders((env) => !isLocalEnvironment(env.APP_ENV)))
  app.use(async (c, next) => {
    try {
      c.set('config', configFor(c.env))
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      console.error(error.message)
      return new Response(`Service unavailable: ${error.message}`, {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    }
    await next()
  })
  // The API has its own limits by path (worker/api/body.ts); everything else (server functions, the
  // payment return, the dev pages) takes small bodies only, refused before they are read whole.
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : pageBodyLimit(c, next)))
  app.all('/api/v1', (c) => api.fetch(c.req.raw, c.env, c.executionCtx))
  app.all('/api/v1/*', (c) => api.fetch(c.req.raw, c.env, c.executionCtx))
  app.all('/media/*', (c) => serveMedia(c.req.raw, c.env, (work) => c.executionCtx.waitUntil(work)))
  app.all('/feeds/*', (c) => serveFeed(c.req.raw, c.env))
  app.all('*', async (c, next) => (isSeoPath(c.req.path) ? serveSeo(c.req.raw, c.env, runtimeContext(c)) : next()))
  // The outbox and the payment sandbox: development and tests only, and absent from the production build.
  app.all('/dev/*', async (c, next) => {
    if (!c.var.config.local) return next()
    const page = await (await import('./dev')).serveDevPage(c.req.raw, c.env, runtimeContext(c))
    return page ?? next()
  })
  // Drafts: refused before anything renders without a valid key, and never kept by any cache.
  app.get('/preview/*', (c) => previewDoor(c.req.raw, c.var.config, (request) => render(request)))
  // WayForPay sends the shopper back to returnUrl with a POST; the check page is read with GET.
  app.post('/check-payment/*', (c) => Response.redirect(new URL(c.req.path, c.req.url).href, 303))
  app.all('*', async (c) => {
    const request = c.req.raw
    const url = new URL(request.url)
    const redirect = legacyRedirect(url)
    if (redirect) return redirect
    const page = cacheablePage(request, url)
    const session = sessionCookieOf(request.headers.get('cookie'))
    if (isSignedInPage(request, url) && !(session && (await liveSession(c.env, session)))) return signInFirst(url)
    // Only a live session renders privately: a forged or ended cookie gets the anonymous cached page.
    if (session && (!page || (await liveSession(c.env, session)))) return privatePage(await render(request))
    return page ? cachedPage(request, c.env, runtimeContext(c), page, render) : render(request)
  })
  return app
}

const isApiPath = (path: string) => path === '/api/v1' || path.startsWith('/api/v1/')

/** A page's server function sends a few fields of JSON; the WayForPay return, a short form. */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024
const pageBodyLimit = bodyLimit({
  maxSize: PAGE_BODY_LIMIT_BYTES,
  onError: (c) => c.text('Request body too large', 413),
})

/** The Worker's handlers: every request through the app, and the Cron Trigger. */
export function createFetchHandler(fallback: Fallback): ExportedHandler<Env> {
  const app = createWorkerApp(fallback)
  return {
    // A page held in this isolate's memory goes out before the app (worker/page-hit.ts).
    fetch: async (request, env, ctx) =>
      (await memoryPageHit(request, env, ctx, SCRIPT_POLICY)) ?? app.fetch(request, env, ctx),

    /**
     * The Cron Trigger (wrangler.toml [triggers]): unpaid card orders whose hold lapsed are cancelled
     * and their stock and promo use returned; fiscal receipts due are issued and the shift closed at night; Nova Poshta parcels the buyer received
     * make their orders delivered. A missing secret stops it with its name, like fetch.
     */
    async scheduled(_controller, env, ctx) {
      configFor(env)
      const services = getServices(env)
      ctx.waitUntil(runJobs(env, services))
    },
  }
}

/**
 * The script policy (worker/csp.ts) of rendered pages. Off under Vite's dev server, whose own inline
 * scripts (module reload) carry no nonce; the built Worker (npm start, production) always has it.
 */
const SCRIPT_POLICY = (import.meta as { env?: { DEV?: boolean } }).env?.DEV !== true

/** Renders with a nonce (fresh unless given), and answers the policy naming it. */
function withScriptNonce(render: Fallback): Render {
  if (!SCRIPT_POLICY) return async (request) => render(request)
  return async (request, nonce = newNonce()) => withScriptPolicy(await render(withNonce(request, nonce)), nonce)
}

/** A page rendered for one signed-in buyer (their prices): no shared cache may keep it. */
function privatePage(response: Response): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  return noStore(response)
}

/**
 * Whether a session cookie names a live session (the same check the page's render makes). A database
 * that cannot say counts as live: the page then renders privately, as before there was a check.
 */
async function liveSession(env: Env, token: string): Promise<boolean> {
  try {
    return (await viewerFromSession(getServices(env).db, token)).userId !== null
  } catch {
    return true
  }
}

/**
 * The home page or a product page, from the edge cache when it holds one (worker/services/page-cache.ts).
 * A cached product page skips the route loader, so the view it stands for is counted here (in a
 * batch a second later).
 */
async function cachedPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  page: CacheablePage,
  render: Render,
): Promise<Response> {
  const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work)
  // One nonce per answer: the render writes it, or the kept copy gets it in place of its own.
  const nonce = SCRIPT_POLICY ? newNonce() : undefined
  // The copy kept for everyone is rendered without the visitor's tracking parameters (the browser keeps its own URL).
  const clean = withoutTracking(new URL(request.url))
  const plain = clean.href === request.url ? request : new Request(clean, request)
  const cache = pageCacheFor(env)
  const { response, hit } = await cache.page(request, page, async () => render(plain, nonce), waitUntil, nonce)
  if (hit && page.productSlug !== null)
    countViewSoon(
      page.productSlug,
      (views) => getServices(env).catalogue.addViewsBySlug(views),
      waitUntil,
      request.headers.get('cf-connecting-ip'),
    )
  // The answer from the cache is the page cache's own (its headers can be set).
  if (hit && nonce) response.headers.set('content-security-policy', scriptPolicy(nonce))
  return response
}
