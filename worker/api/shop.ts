import { Hono } from 'hono'
import type { ApiEnv } from './app-env'
import { cartPricesRequestSchema } from '../../app/contract/cart'
import { parseJson } from './validate'

export const shop = new Hono<ApiEnv>({ strict: false })
  .get('/categories/first_level', async (c) =>
    c.json(await c.var.services.catalogue.firstLevelCategories(c.var.locale)),
  )
  .get('/categories/tree', async (c) => c.json(await c.var.services.catalogue.categoryTree(c.var.locale)))
  .get('/products/latest', async (c) =>
    c.json(await c.var.services.catalogue.latestProducts(c.var.locale, c.var.viewer)),
  )

/** Spec §7 update-cart-product-prices: the client's isWhoosaler is ignored; the token decides. */
export const core = new Hono<ApiEnv>({ strict: false }).post('/update-cart-product-prices', async (c) => {
  const { codes } = await parseJson(c, cartPricesRequestSchema)
  return c.json(await c.var.services.catalogue.currentPrices(codes, c.var.viewer))
})
