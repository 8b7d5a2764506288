import type { ListSpec } from './admin-lists'

/*
 * The back office's product table as its address names it. No zod here: route definitions load with
 * every storefront page (see admin-lists.ts); the API's query schema is built from these lists.
 */

export const PRODUCT_SORTS = ['sort_order', 'name', 'created', 'price', 'id', 'stock'] as const
/** `low`: a variant with fewer pieces on hand than the staff's low-stock threshold; `out`: a variant with none. */
export const STOCK_FILTERS = ['low', 'out'] as const

export const PRODUCT_LIST = {
  sorts: PRODUCT_SORTS,
  filters: { q: 'text', brand_id: 'text', category_id: 'text', active: ['true', 'false'], stock: STOCK_FILTERS },
} as const satisfies ListSpec
