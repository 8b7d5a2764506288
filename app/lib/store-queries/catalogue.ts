import type { Locale } from '../../domain/locale'
import type { SearchResponse } from '../../contract/search'
import { storedAccessToken } from '../access-token'
import { pricedFetch } from '../auth/auth-fetch'
import { apiFetch, isRateLimited } from '../api-client'
import { asApiError } from '../query-kit'
import { keysOf, open } from './query'
import { readThrough, storeQuery } from './use-store-query'

/*
 * The catalogue's reads a page asks for after its first paint: the home page's latest products and
 * advantages, and a product's rating. A page imports this module (and with it Query's chunk) only when such a read is
 * due (./catalogue-reads.ts), so none of it is in a page's first load.
 */
export const catalogueKeys = keysOf('catalogue')

/**
 * Priced for the caller: the stored token, as it is, gets a wholesaler wholesale figures (the client
 * is cleared on login and logout); an expired one is answered as anonymous, never a reason to sign out.
 */
export const latestProductsQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...catalogueKeys.all, 'latest', locale],
    queryFn: ({ signal }) =>
      asApiError(
        apiFetch((api) => api.shop.products.latest.$get(undefined, { init: { signal } }), {
          locale,
          token: storedAccessToken(),
        }),
      ),
  })

export const latestProducts = (locale: Locale, signal: AbortSignal) => readThrough(latestProductsQuery(locale), signal)

/** The home page's advantages (spec §2), asked for when the about block comes into view; kept five minutes. */
export const advantagesQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...catalogueKeys.all, 'advantages', locale],
    queryFn: ({ signal }) => open(locale, (api) => api.core.advantages.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  })

export const advantages = (locale: Locale, signal: AbortSignal) => readThrough(advantagesQuery(locale), signal)

/** A product as the API has it now: its rating, read again after the visitor adds or removes a review. */
export const productQuery = (id: number) =>
  storeQuery({
    queryKey: [...catalogueKeys.all, 'product', id],
    queryFn: () => open('ua', (api) => api.shop.products[':id'].$get({ param: { id: String(id) } })),
  })

export const currentProduct = (id: number) => readThrough(productQuery(id))

/**
 * The header's search drop-down (spec §9), priced for the caller as the listing is. An answer is kept
 * a minute: typing back to a query shown a moment ago shows it again without asking.
 */
export const searchQuery = (q: string, locale: Locale) =>
  storeQuery({
    queryKey: [...catalogueKeys.all, 'search', q, locale],
    queryFn: ({ signal }) =>
      asApiError(pricedFetch((api) => api.shop.search.$get({ query: { q } }, { init: { signal } }), { locale })),
    staleTime: 60_000,
  })

/**
 * The drop-down's products, or `limited` when this address is over its minute of searches (429): the
 * box then asks the buyer to wait, where "nothing found" would say the shop has no such product.
 */
export async function searchProducts(
  q: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<{ results: SearchResponse; limited: boolean }> {
  try {
    return { results: await readThrough(searchQuery(q, locale), signal), limited: false }
  } catch (error) {
    if (!isRateLimited(error)) throw error
    return { results: [], limited: true }
  }
}

/** The phone menu's category tree with subcategories, asked for when the menu first opens; kept five minutes. */
export const categoryTreeQuery = (locale: Locale) =>
  storeQuery({
    queryKey: [...catalogueKeys.all, 'tree', locale],
    queryFn: ({ signal }) => open(locale, (api) => api.shop.categories.tree.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  })

export const categoryTree = (locale: Locale, signal: AbortSignal) => readThrough(categoryTreeQuery(locale), signal)
