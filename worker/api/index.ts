import { Hono } from 'hono'
import { z } from 'zod'
import { localeFromAcceptLanguage } from '../../app/domain/locale'
import { viewerFromAuthorization } from '../services/catalogue/viewer'
import { getServices } from '../services/context'
import { changesFeeds } from '../services/feeds'
import type { PageCache } from '../services/page-cache'
import { quickOrder } from './quick-order'
import { reorder } from './reorder'
import type { ApiEnv } from './app-env'
import { account } from './account'
import { admin } from './admin'
import { auth } from './auth'
import { limitBodies } from './body'
import { refuseCrossSite } from './cross-site'
import { emptyPageWrites, isWrite, type PageWrites } from './page-writes'
import { handleError, handleNotFound } from './errors'
import { core, shop } from './shop'
import { orders, ordersAlias } from './orders'
import { content } from './content'
import { delivery } from './delivery'
import { forms } from './forms'
import { webhooks } from './webhooks'
import { preview } from './preview'
import { reviewsApi } from './reviews'
import { payment } from './payment'
import { search } from './search'
import { sync } from './sync'
import { openApiDocument, type OpenApiDocument } from './openapi'
import { answers } from './route-contract'
import { issueReceiptsSoon } from './fiscal-soon'
import { buyerReceipts, receiptQr } from './fiscal'
import { alerts } from './alerts'

/** The JSON API of spec §7 under /api/v1. Routes are declared without the trailing slash; non-strict routing answers the spec's slashed paths too. */
export const api = new Hono<ApiEnv>({ strict: false }).basePath('/api/v1')

api.use(async (c, next) => {
  const services = getServices(c.env)
  c.set('services', services)
  c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')))
  c.set('viewer', await viewerFromAuthorization(services.db, services.config.JWT_SECRET, c.req.header('authorization')))
  c.set('pageWrites', emptyPageWrites())
  await next()
  c.header('Vary', 'Accept-Language, Authorization')
  if (c.res.status < 400 && isWrite(c.req.method)) {
    await invalidateDeclared(c.var.pageWrites, services.pageCache, `${c.req.method} ${c.req.path}`)
    // Stock changes reach the card lists kept in KV too (listings, latest, top viewed); other changes purge them where made.
    if (movesShownStock(c.var.pageWrites)) await services.cache.moveStockGeneration()
    // The same declaration tells whether the marketplace feeds went stale (worker/services/feeds).
    if (changesFeeds(c.var.pageWrites.declared, c.var.pageWrites.changes)) await services.feeds.markStale()
    await issueReceiptsSoon(c, services.fiscal, services.messages)
  }
})

/** The cached pages a successful write declared (worker/api/page-writes.ts) go; an undeclared write empties them all. */
async function invalidateDeclared(writes: PageWrites, pageCache: PageCache, route: string) {
  if (!writes.declared) {
    console.error(`write route without a page-change declaration: ${route}; the page cache is emptied`)
    return pageCache.invalidate()
  }
  if (writes.changes.length > 0) await pageCache.invalidate(writes.changes, writes.productSlugs)
}

/** A write that declared a stock change, or nothing at all (which empties every cached page too). */
const movesShownStock = (writes: PageWrites) => !writes.declared || writes.changes.includes('stock')

// A browser's write from another site is refused before anything reads its body.
api.use(refuseCrossSite())

// Bodies over their limit are refused before any route reads them (in the caller's language, so after the locale is known).
api.use(limitBodies())

/**
 * Every route, chained so that its type (`ApiRoutes`) carries each path, request and answer: the
 * browser's typed client is `hc<ApiRoutes>` (app/lib/api-client.ts), and /api/v1/openapi.json is
 * written from the same declarations (worker/api/openapi.ts).
 */
export const apiRoutes = api
  .get('/health', answers(z.object({ ok: z.boolean() })), (c) => c.json({ ok: true }))
  .route('/shop', shop)
  .route('/shop/search', search)
  .route('/shop', reviewsApi)
  .route('/core', core)
  .route('/', content)
  .route('/', forms)
  .route('/webhooks', webhooks)
  .route('/preview', preview)
  .route('/', auth)
  .route('/order', orders)
  .route('/quick-order', quickOrder)
  .route('/order', reorder)
  .route('/order', buyerReceipts)
  .route('/order', receiptQr)
  .route('/', ordersAlias)
  .route('/order', payment)
  .route('/', account)
  .route('/admin', admin)
  .route('/sync', sync)
  .route('/delivery', delivery)
  .route('/', alerts)

export type ApiRoutes = typeof apiRoutes

// Written once per isolate: the routes do not change while it lives.
let document: Promise<OpenApiDocument> | null = null
api.get('/openapi.json', answers('OpenAPI 3.1 document'), async (c) =>
  c.json(await (document ??= openApiDocument(api as never))),
)

api.notFound(handleNotFound)
api.onError(handleError)
