import { z } from 'zod'
import { SEARCH_MAX_LENGTH, SEARCH_RESULTS_LIMIT } from '../domain/search-input'
import { productSchema } from './catalogue'

/** GET /shop/search/ (spec §7): query `q`; answers at most SEARCH_RESULTS_LIMIT products in the §3 shape. */

export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).default(''),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchResponseSchema = z.array(productSchema).max(SEARCH_RESULTS_LIMIT)
export type SearchResponse = z.infer<typeof searchResponseSchema>
