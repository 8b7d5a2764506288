import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { reindexProducts } from '../../../db/queries/search-index'
import type { Cache, CacheFamily } from '../cache'

/** What a change touches, hence which cached answers (every locale and audience) must go. */
export const PURGE = {
  product: ['listings', 'latestProducts', 'topViewed'],
  /** A product moved between categories or brands, or shown or hidden: counts change too. */
  productPlacement: ['listings', 'latestProducts', 'topViewed', 'categories'],
  brand: ['brands', 'listings', 'latestProducts', 'topViewed'],
  category: ['categories', 'listings', 'latestProducts', 'topViewed'],
  /** A brand or category hidden or shown: its products come and go, so every count and list changes. */
  placement: ['brands', 'categories', 'listings', 'latestProducts', 'topViewed'],
} as const satisfies Record<string, readonly CacheFamily[]>

export async function purgeFamilies(cache: Cache, families: readonly CacheFamily[]): Promise<void> {
  await Promise.all(families.map((f) => cache.purge(f)))
}

/** Names, short descriptions, codes and barcodes feed the search index. */
export async function reindex(db: Db, productIds: readonly number[]): Promise<void> {
  await reindexProducts(db.$client, [...new Set(productIds)])
}

/** A unique index turned a write down: answer a field error instead of a 500. */
export async function uniqueAsFieldError<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const text = String((error as { cause?: unknown }).cause ?? '') + String(error)
    if (/UNIQUE constraint/i.test(text)) throw new AppError('invalid_data', 'invalid_request', { [field]: [message] })
    throw error
  }
}
