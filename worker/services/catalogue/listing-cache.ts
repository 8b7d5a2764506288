import type { CategoryProductsQuery } from '../../../app/contract/listing'
import { DEFAULT_PAGE_SIZE } from '../../../app/domain/listing'

/** Deeper pages are opened too rarely to be read again from KV within an entry's life. */
const KEPT_PAGES = 3

/**
 * Whether a listing's answer is worth a KV entry: a category's or brand's listing as first opened
 * (any sort, at most one facet, the first pages, the usual page size). A price range, several facets
 * or a deep page make a combination few other visitors ask for within the hour: written to KV it
 * cost a write (most of the store's KV writes) and was seldom read, so it is read from the database
 * each time, KV neither read nor written.
 */
export function listingWorthKeeping(query: CategoryProductsQuery): boolean {
  if (query.q !== undefined || query.price_min !== undefined || query.price_max !== undefined) return false
  const facets = new Set(query.brand_ids ?? []).size + new Set(query.category_ids ?? []).size
  return facets <= 1 && query.page <= KEPT_PAGES && query.limit <= DEFAULT_PAGE_SIZE
}
