import { Hono } from 'hono'
import { z } from 'zod'
import {
  cartNamesRequestSchema,
  cartNamesResponseSchema,
  cartPricesRequestSchema,
  cartPricesResponseSchema,
} from '../../app/contract/cart'
import {
  brandSchema,
  categoryProductsQuerySchema,
  categoryProductsResponseSchema,
  productsResponseSchema,
} from '../../app/contract/listing'
import { categorySchema, productSchema, variantSchema } from '../../app/contract/catalogue'
import type { ApiEnv } from './app-env'
import { parseParam } from './validate'
import { changes } from './page-writes'
import { answers, jsonBody, query } from './route-contract'
import { answerJsonText } from './json-text'
import { clientIp, countSearch } from '../services/rate-limit'

const slugParam = z.string().min(1).max(200)
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
const categories = answers(z.array(categorySchema))
// The sliders' lists carry whole products, as spec §7 has them ("products with variants"); the home page trims them to cards itself.
const products = answers(z.array(productSchema))

/** Catalogue endpoints of spec §7 (declared without trailing slashes; non-strict routing adds them). */
export const shop = new Hono<ApiEnv>({ strict: false })
  .get('/categories', categories, async (c) => c.json(await c.var.services.catalogue.categories(c.var.locale)))
  .get('/categories/first_level', categories, async (c) =>
    c.json(await c.var.services.catalogue.firstLevelCategories(c.var.locale)),
  )
  .get('/categories/tree', categories, async (c) => c.json(await c.var.services.catalogue.categoryTree(c.var.locale)))
  .get('/categories/tree_childs', categories, async (c) =>
    c.json(await c.var.services.catalogue.categoryTree(c.var.locale)),
  )
  .get('/categories/slug/:slug', answers(categorySchema), async (c) =>
    c.json(await c.var.services.catalogue.categoryBySlug(parseParam(slugParam, c.req.param('slug')), c.var.locale)),
  )
  .get('/products/latest', products, async (c) =>
    c.json(await c.var.services.catalogue.latestProducts(c.var.locale, c.var.viewer)),
  )
  .get('/products/top-viewed', products, async (c) =>
    c.json(await c.var.services.catalogue.topViewed(c.var.locale, c.var.viewer)),
  )
  .get(
    '/products/category-products',
    query(categoryProductsQuerySchema),
    answers(categoryProductsResponseSchema),
    async (c) => {
      const listing = c.req.valid('query')
      await countSearch(c.var.services.rateLimit, c.req.raw.headers, listing.q)
      return answerJsonText(c, await c.var.services.catalogue.categoryProductsJson(listing, c.var.locale, c.var.viewer))
    },
  )
  .get('/products', query(categoryProductsQuerySchema), answers(productsResponseSchema), async (c) => {
    const listing = c.req.valid('query')
    await countSearch(c.var.services.rateLimit, c.req.raw.headers, listing.q)
    const { results, count, price_range } = await c.var.services.catalogue.categoryProducts(
      listing,
      c.var.locale,
      c.var.viewer,
    )
    return c.json({ results, count, price_range })
  })
  .get('/products/slug/:slug', answers(productSchema), async (c) => {
    const slug = parseParam(slugParam, c.req.param('slug'))
    // A view is a write: one a minute per address and product counts, the rest are answered uncounted.
    const countView = await c.var.services.rateLimit.allows('productViews', `${clientIp(c.req.raw.headers)}:${slug}`)
    return c.json(await c.var.services.catalogue.productBySlug(slug, c.var.locale, c.var.viewer, { countView }))
  })
  .get('/products/external-slug/:slug', answers(productSchema), async (c) =>
    c.json(
      await c.var.services.catalogue.productByExternalSlug(
        parseParam(slugParam, c.req.param('slug')),
        c.var.locale,
        c.var.viewer,
      ),
    ),
  )
  .get('/products/:id', answers(productSchema), async (c) =>
    c.json(
      await c.var.services.catalogue.productById(parseParam(idParam, c.req.param('id')), c.var.locale, c.var.viewer),
    ),
  )
  .get('/brands/all-brands', answers(z.array(brandSchema)), async (c) =>
    c.json(await c.var.services.catalogue.brands(c.var.locale)),
  )
  .get('/brands/brand', query(z.object({ slug: slugParam })), answers(brandSchema), async (c) =>
    c.json(await c.var.services.catalogue.brandBySlug(c.req.valid('query').slug, c.var.locale)),
  )
  .get('/variants/:code', answers(variantSchema), async (c) =>
    c.json(
      await c.var.services.catalogue.variantByCode(
        parseParam(slugParam, c.req.param('code')),
        c.var.locale,
        c.var.viewer,
      ),
    ),
  )

export const core = new Hono<ApiEnv>({ strict: false })
  /** Spec §7 update-cart-product-prices: the client's isWhoosaler is ignored; the token decides. */
  .post(
    '/update-cart-product-prices',
    changes('nothing'),
    jsonBody(cartPricesRequestSchema),
    answers(cartPricesResponseSchema),
    async (c) => c.json(await c.var.services.catalogue.currentPrices(c.req.valid('json').codes, c.var.viewer)),
  )
  /** The store's own: stored lines' names in the request's language, asked when a page is in another. */
  .post(
    '/cart-product-names',
    changes('nothing'),
    jsonBody(cartNamesRequestSchema),
    answers(cartNamesResponseSchema),
    async (c) => c.json(await c.var.services.catalogue.lineNames(c.req.valid('json').codes, c.var.locale)),
  )
