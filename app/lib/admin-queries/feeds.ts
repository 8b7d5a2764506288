import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { FeedChannel, FeedKey } from '../../domain/feeds/types'
import type { Locale } from '../../domain/locale'
import { call, invalidates, keysOf, write } from './query'

export const feedKeys = keysOf('feeds')

/** Each feed's address, last build, remarks per product, and Prom's wholesale quantity. */
export const feedsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...feedKeys.all, 'overview', locale],
    queryFn: () => call(locale, (api) => api.admin.feeds.$get()),
  })

/** The brands, and the products switched off somewhere, with the channels each is kept out of. */
export const feedSwitchesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...feedKeys.all, 'switches', locale],
    queryFn: () => call(locale, (api) => api.admin.feeds.switches.$get()),
  })

/** Each store category with its category in every channel. */
export const feedCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...feedKeys.all, 'categories', locale],
    queryFn: () => call(locale, (api) => api.admin.feeds.categories.$get()),
  })

/** A few products by name or code, to switch one off (nothing is asked before something is typed). */
export const feedProductSearchQuery = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: [...feedKeys.all, 'products', q, locale],
    queryFn: () => call(locale, (api) => api.admin.products.$get({ query: { q, limit: '8' } })),
    enabled: q !== '',
  })

/** One feed built again at once, or every feed. */
export const rebuildFeeds = (locale: Locale) =>
  mutationOptions({
    mutationFn: (feed?: FeedKey) =>
      write(locale, (api) => api.admin.feeds.rebuild.$post({ json: feed ? { feed } : {} })),
    onSuccess: invalidates(feedKeys.all),
  })

/** The channels a brand or a product is kept out of. */
export const saveFeedSwitch = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ of, id, off }: { of: 'brands' | 'products'; id: number; off: FeedChannel[] }) =>
      write(locale, (api) => api.admin.feeds.switches[of][':id'].$put({ param: { id: String(id) }, json: { off } })),
    onSuccess: invalidates(feedKeys.all),
  })

/** A store category's category in each channel. */
export const saveFeedCategory = (locale: Locale) =>
  mutationOptions({
    mutationFn: ({ id, values }: { id: number; values: Partial<Record<FeedChannel, string>> }) =>
      write(locale, (api) => api.admin.feeds.categories[':id'].$put({ param: { id: String(id) }, json: values })),
    onSuccess: invalidates(feedKeys.all),
  })

/** From how many units Prom shows the wholesale price (null: none is sent). */
export const savePromWholesale = (locale: Locale) =>
  mutationOptions({
    mutationFn: (quantity: number | null) =>
      write(locale, (api) => api.admin.feeds.prom.$patch({ json: { wholesale_min_quantity: quantity } })),
    onSuccess: invalidates(feedKeys.all),
  })
