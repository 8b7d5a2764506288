import type { Product } from '../../../app/contract/catalogue'
import type { Locale } from '../../../app/domain/locale'
import { isSearchable, SEARCH_RESULTS_LIMIT } from '../../../app/domain/search-query'
import type { Db } from '../../../db/client'
import { findProducts } from '../../../db/queries/search'
import { toProductDtos } from './product-dto'
import { type Viewer } from '../../../app/domain/viewer'

/**
 * Spec §7 GET /shop/search/: the best SEARCH_RESULTS_LIMIT active products for `query`, localised,
 * with wholesale fields for approved wholesalers only (the same DTOs as every product answer).
 * Not cached: queries are too varied for KV to pay off, and the index answers in milliseconds.
 */
export async function searchProducts(db: Db, query: string, locale: Locale, viewer: Viewer): Promise<Product[]> {
  if (!isSearchable(query)) return []
  // A Ukrainian answer shows no English text (localized), so none is read.
  const { rows, media } = await findProducts(db, query, SEARCH_RESULTS_LIMIT, locale === 'ua' ? 'ua' : 'both')
  return toProductDtos(rows, media, locale, viewer)
}
