import { createServerFn } from '@tanstack/react-start'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { toProductCard } from '../contract/catalogue-view'
import { AppError } from '../domain/app-error'
import { LOCALES } from '../domain/locale'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../domain/reviews'
import { getServices } from '../../worker/services/context'
import { pageViewer } from './page-viewer'

/** The popular-products slider under the product page. */
const POPULAR_LIMIT = 12

/**
 * The product page: the product (counting the view unless it is a preload), the top-viewed
 * products as cards and the first page of its reviews and questions. Null for an unknown or inactive slug, so the route can answer 404.
 * Rendered for the buyer of the session cookie: an approved wholesaler gets their prices and stock on the first paint.
 */
export const getProductPage = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().min(1).max(200), locale: z.enum(LOCALES), countView: z.boolean() }))
  .handler(async ({ data }) => {
    const services = getServices(env)
    const { catalogue, reviews } = services
    const viewer = await pageViewer(services)
    const [product, top] = await Promise.all([
      catalogue.productBySlug(data.slug, data.locale, viewer, { countView: data.countView }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return null
        throw error
      }),
      catalogue.topViewed(data.locale, viewer),
    ])
    if (!product) return null
    const popular = top
      .filter((p) => p.id !== product.id)
      .slice(0, POPULAR_LIMIT)
      .map(toProductCard)
    // The first page of each review tab, as an anonymous visitor sees it (also the JSON-LD's reviews).
    const firstPage = (type: ReviewType) =>
      reviews.list({ productId: product.id, type, page: 1, limit: REVIEWS_PAGE_SIZE }, null)
    const [comments, questions] = await Promise.all([firstPage('COMMENT'), firstPage('QUESTION')])
    return { product, popular, reviews: { COMMENT: comments, QUESTION: questions } }
  })

/** Public site settings the head of every page needs (SITE_URL, for canonical and JSON-LD URLs). */
export const getSeoConfig = createServerFn({ method: 'GET' }).handler(async () => ({
  siteUrl: getServices(env).config.SITE_URL,
}))
