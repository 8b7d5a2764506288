import { createServerFn } from '@tanstack/react-start'
import { env } from 'cloudflare:workers'
import { z } from 'zod'
import { toProductCard } from '../contract/catalogue-view'
import { AppError } from '../domain/app-error'
import { LOCALES } from '../domain/locale'
import { ANONYMOUS } from '../../worker/services/catalogue/product-dto'
import { getServices } from '../../worker/services/context'

/** The popular-products slider under the product page. */
const POPULAR_LIMIT = 12

/**
 * The product page: the product (counting the view unless it is a preload) and the top-viewed
 * products as cards. Null for an unknown or inactive slug, so the route can answer 404.
 * Rendered for an anonymous retail viewer; a wholesaler's prices are fetched by the browser with its token.
 */
export const getProductPage = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: z.string().min(1).max(200), locale: z.enum(LOCALES), countView: z.boolean() }))
  .handler(async ({ data }) => {
    const { catalogue } = getServices(env)
    const [product, top] = await Promise.all([
      catalogue.productBySlug(data.slug, data.locale, ANONYMOUS, { countView: data.countView }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return null
        throw error
      }),
      catalogue.topViewed(data.locale, ANONYMOUS),
    ])
    if (!product) return null
    const popular = top
      .filter((p) => p.id !== product.id)
      .slice(0, POPULAR_LIMIT)
      .map(toProductCard)
    return { product, popular }
  })

/** Public site settings the head of every page needs (SITE_URL, for canonical and JSON-LD URLs). */
export const getSeoConfig = createServerFn({ method: 'GET' }).handler(async () => ({ siteUrl: getServices(env).config.SITE_URL }))
