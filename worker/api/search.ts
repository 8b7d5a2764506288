import { type Context, Hono } from 'hono'
import { searchQuerySchema, searchResponseSchema } from '../../app/contract/search'
import { isSearchable } from '../../app/domain/search-input'
import { clientIp } from '../services/rate-limit'
import type { ApiEnv } from './app-env'
import { answers, query } from './route-contract'

/**
 * Counts a product search against the caller's address (worker/services/rate-limit.ts): 429 past the
 * minute's limit. A query too short to search reads nothing, and is not counted.
 */
export async function countSearch(c: Context<ApiEnv>, q: string | undefined): Promise<void> {
  if (q !== undefined && isSearchable(q)) await c.var.services.rateLimit.check('search', clientIp(c.req.raw.headers))
}

/** GET /shop/search/?q= (spec §7), mounted at /shop/search. A q under 2 characters answers []. */
export const search = new Hono<ApiEnv>({ strict: false }).get(
  '/',
  query(searchQuerySchema),
  answers(searchResponseSchema),
  async (c) => {
    const { q } = c.req.valid('query')
    await countSearch(c, q)
    return c.json(await c.var.services.catalogue.search(q, c.var.locale, c.var.viewer))
  },
)
