import { Hono } from 'hono'
import { searchQuerySchema } from '../../app/contract/search'
import type { ApiEnv } from './app-env'
import { parseQuery } from './validate'

/** GET /shop/search/?q= (spec §7), mounted at /shop/search. A q under 2 characters answers []. */
export const search = new Hono<ApiEnv>({ strict: false }).get('/', async (c) => {
  const { q } = parseQuery(c, searchQuerySchema)
  return c.json(await c.var.services.catalogue.search(q, c.var.locale, c.var.viewer))
})
