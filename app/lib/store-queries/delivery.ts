import type { Locale } from '../../domain/locale'
import { keysOf, open } from './query'
import { readThrough, storeQuery } from './use-store-query'

/**
 * Nova Poshta's cities and branches, asked of the Worker (never the carrier directly) as the buyer
 * types: imported by the look-up on its first ask, so the checkout's first load carries no Query.
 */
export const deliveryKeys = keysOf('delivery')

/** A look-up's answer stays a while: the carrier's lists change seldom, and typing back asks nothing. */
const LOOKUP_FRESH_MS = 5 * 60_000

export const citiesQuery = (locale: Locale, q: string) =>
  storeQuery({
    queryKey: [...deliveryKeys.all, 'cities', q, locale],
    queryFn: ({ signal }) =>
      open(locale, (api) => api.delivery['nova-poshta'].cities.$get({ query: { q } }, { init: { signal } })),
    staleTime: LOOKUP_FRESH_MS,
  })

export const branchesQuery = (locale: Locale, city: string, q: string) =>
  storeQuery({
    queryKey: [...deliveryKeys.all, 'branches', city, q, locale],
    queryFn: ({ signal }) =>
      open(locale, (api) => api.delivery['nova-poshta'].branches.$get({ query: { city, q } }, { init: { signal } })),
    staleTime: LOOKUP_FRESH_MS,
  })

export const findCities = (locale: Locale, q: string, signal: AbortSignal) =>
  readThrough(citiesQuery(locale, q), signal)

export const findBranches = (locale: Locale, city: string, q: string, signal: AbortSignal) =>
  readThrough(branchesQuery(locale, city, q), signal)
