import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../app/domain/locale'
import { viewerFromAuthorization } from '../services/catalogue/viewer'
import { getServices } from '../services/context'
import type { PageCache } from '../services/page-cache'
import type { ApiEnv } from './app-env'
import { account } from './account'
import { admin } from './admin'
import { auth } from './auth'
import { limitBodies } from './body'
import { emptyPageWrites, isWrite, type PageWrites } from './page-writes'
import { handleError, handleNotFound } from './errors'
import { core, shop } from './shop'
import { orders, ordersAlias } from './orders'
import { content } from './content'
import { delivery } from './delivery'
import { forms } from './forms'
import { webhooks } from './webhooks'
import { reviewsApi } from './reviews'
import { payment } from './payment'
import { search } from './search'
import { sync } from './sync'

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
  if (c.res.status < 400 && isWrite(c.req.method)) await invalidateDeclared(c.var.pageWrites, services.pageCache, `${c.req.method} ${c.req.path}`)
})

/** The cached pages a successful write declared (worker/api/page-writes.ts) go; an undeclared write empties them all. */
async function invalidateDeclared(writes: PageWrites, pageCache: PageCache, route: string) {
  if (!writes.declared) {
    console.error(`write route without a page-change declaration: ${route}; the page cache is emptied`)
    return pageCache.invalidate()
  }
  if (writes.changes.length > 0) await pageCache.invalidate(writes.changes, writes.productSlugs)
}

// Bodies over their limit are refused before any route reads them (in the caller's language, so after the locale is known).
api.use(limitBodies())

api.get('/health', (c) => c.json({ ok: true }))
api.route('/shop', shop)
api.route('/shop/search', search)
api.route('/shop', reviewsApi)
api.route('/core', core)
api.route('/', content)
api.route('/', forms)
api.route('/webhooks', webhooks)
api.route('/', auth)
api.route('/order', orders)
api.route('/', ordersAlias)
api.route('/order', payment)
api.route('/', account)
api.route('/admin', admin)
api.route('/sync', sync)
api.route('/delivery', delivery)

api.notFound(handleNotFound)
api.onError(handleError)
