import { Hono } from 'hono'
import { searchQuerySchema, searchResponseSchema } from '../../app/contract/search'
import { countSearch } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { answers, query } from './route-contract'

/** GET /shop/search/?q= (spec §7), mounted at /shop/search. A q under 2 characters answers []. */
export const search = new Hono<ApiEnv>({ strict: false }).get(
  '/',
  query(searchQuerySchema),
  answers(searchResponseSchema),
  async (c) => {
    const { q } = c.req.valid('query')
    await countSearch(c.var.services.rateLimit, c.req.raw.headers, q)
    return c.json(await c.var.services.catalogue.search(q, c.var.locale, c.var.viewer))
  },
)
