import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { env, waitUntil } from 'cloudflare:workers'
import { z } from 'zod'
import { LOCALES } from '../domain/locale'
import { getServices } from '../../worker/services/context'
import { countViewSoon } from '../../worker/services/catalogue/view-counter'
import { popularCardsJson } from '../../worker/services/catalogue/popular-cards'
import { pageViewer } from './page-viewer'

/**
 * The product page: the product, the top-viewed products as cards (one JSON text) and the first page of its reviews
 * and questions. Null for an unknown or inactive slug, so the route can answer 404.
 * Rendered for the buyer of the session cookie: an approved wholesaler gets their prices and stock on the first paint.
 * The product and its reviews are one database round trip, overlapping the session's look-up; the
 * view (unless a preload) is counted as a cached page's is, with the isolate's others a second later.
 */
export const getProductPage = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().min(1).max(200), locale: z.enum(LOCALES), countView: z.boolean() }))
  .handler(async ({ data }) => {
    const services = getServices(env)
    const { catalogue } = services
    const viewer = pageViewer(services)
    const [page, top] = await Promise.all([
      catalogue.productPage(data.slug, data.locale, viewer),
      viewer.then((v) => catalogue.topViewedCards(data.locale, v)),
    ])
    if (!page) return null
    if (data.countView)
      countViewSoon(
        data.slug,
        (views) => getServices(env).catalogue.addViewsBySlug(views),
        waitUntil,
        getRequest().headers.get('cf-connecting-ip'),
      )
    return {
      product: page.product,
      popularJson: popularCardsJson(top, page.product.id),
      reviews: page.reviews,
      seo: page.seo,
    }
  })
