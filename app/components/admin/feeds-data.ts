import type { FeedChannel, FeedKey } from '../../domain/feeds/types'
import type { ApiClient } from '../../lib/api-client'

/**
 * The feed page's reads and writes, one place per resource: each read is a key and a call of the
 * typed client, each write a call. The page runs them through useAdminData/useAdminAction today; a
 * query layer (TanStack Query) can take the same keys and calls unchanged.
 */
export const feedReads = {
  overview: { key: 'feeds', call: (api: ApiClient) => api.admin.feeds.$get() },
  switches: { key: 'feeds/switches', call: (api: ApiClient) => api.admin.feeds.switches.$get() },
  categories: { key: 'feeds/categories', call: (api: ApiClient) => api.admin.feeds.categories.$get() },
  products: (q: string) => ({
    key: `feeds/products?q=${q}`,
    call: (api: ApiClient) => api.admin.products.$get({ query: { q, limit: '8' } }),
  }),
}

export const feedWrites = {
  rebuild: (feed?: FeedKey) => (api: ApiClient) => api.admin.feeds.rebuild.$post({ json: feed ? { feed } : {} }),
  brandSwitches: (id: number, off: FeedChannel[]) => (api: ApiClient) =>
    api.admin.feeds.switches.brands[':id'].$put({ param: { id: String(id) }, json: { off } }),
  productSwitches: (id: number, off: FeedChannel[]) => (api: ApiClient) =>
    api.admin.feeds.switches.products[':id'].$put({ param: { id: String(id) }, json: { off } }),
  category: (id: number, values: Partial<Record<FeedChannel, string>>) => (api: ApiClient) =>
    api.admin.feeds.categories[':id'].$put({ param: { id: String(id) }, json: values }),
  promWholesale: (quantity: number | null) => (api: ApiClient) =>
    api.admin.feeds.prom.$patch({ json: { wholesale_min_quantity: quantity } }),
}
