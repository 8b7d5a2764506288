import { Hono } from 'hono'
import { z } from 'zod'
import { cartPricesRequestSchema } from '../../app/contract/cart'
import { categoryProductsQuerySchema } from '../../app/contract/listing'
import type { ApiEnv } from './app-env'
import { parseJson, parseParam, parseQuery } from './validate'
import { changes } from './page-writes'

const slugParam = z.string().min(1).max(200)
const idParam = z.coerce.number().int().positive().max(2 ** 31)

/** Catalogue endpoints of spec §7 (declared without trailing slashes; non-strict routing adds them). */
export const shop = new Hono<ApiEnv>({ strict: false })
  .get('/categories', async (c) => c.json(await c.var.services.catalogue.categories(c.var.locale)))
  .get('/categories/first_level', async (c) => c.json(await c.var.services.catalogue.firstLevelCategories(c.var.locale)))
  .get('/categories/tree', async (c) => c.json(await c.var.services.catalogue.categoryTree(c.var.locale)))
  .get('/categories/tree_childs', async (c) => c.json(await c.var.services.catalogue.categoryTree(c.var.locale)))
  .get('/categories/slug/:slug', async (c) =>
    c.json(await c.var.services.catalogue.categoryBySlug(parseParam(slugParam, c.req.param('slug')), c.var.locale)),
  )
  .get('/products/latest', async (c) => c.json(await c.var.services.catalogue.latestProducts(c.var.locale, c.var.viewer)))
  .get('/products/top-viewed', async (c) => c.json(await c.var.services.catalogue.topViewed(c.var.locale, c.var.viewer)))
  .get('/products/category-products', async (c) =>
    c.json(await c.var.services.catalogue.categoryProducts(parseQuery(c, categoryProductsQuerySchema), c.var.locale, c.var.viewer)),
  )
  .get('/products', async (c) => {
    const { results, count, price_range } = await c.var.services.catalogue.categoryProducts(
      parseQuery(c, categoryProductsQuerySchema),
      c.var.locale,
      c.var.viewer,
    )
    return c.json({ results, count, price_range })
  })
  .get('/products/slug/:slug', async (c) =>
    c.json(
      await c.var.services.catalogue.productBySlug(parseParam(slugParam, c.req.param('slug')), c.var.locale, c.var.viewer, {
        countView: true,
      }),
    ),
  )
  .get('/products/external-slug/:slug', async (c) =>
    c.json(await c.var.services.catalogue.productByExternalSlug(parseParam(slugParam, c.req.param('slug')), c.var.locale, c.var.viewer)),
  )
  .get('/products/:id', async (c) =>
    c.json(await c.var.services.catalogue.productById(parseParam(idParam, c.req.param('id')), c.var.locale, c.var.viewer)),
  )
  .get('/brands/all-brands', async (c) => c.json(await c.var.services.catalogue.brands(c.var.locale)))
  .get('/brands/brand', async (c) => {
    const { slug } = parseQuery(c, z.object({ slug: slugParam }))
    return c.json(await c.var.services.catalogue.brandBySlug(slug, c.var.locale))
  })
  .get('/variants/:code', async (c) =>
    c.json(await c.var.services.catalogue.variantByCode(parseParam(slugParam, c.req.param('code')), c.var.locale, c.var.viewer)),
  )

/** Spec §7 update-cart-product-prices: the client's isWhoosaler is ignored; the token decides. */
export const core = new Hono<ApiEnv>({ strict: false }).post('/update-cart-product-prices', changes('nothing'), async (c) => {
  const { codes } = await parseJson(c, cartPricesRequestSchema)
  return c.json(await c.var.services.catalogue.currentPrices(codes, c.var.viewer))
})
