/** Spec §9 sorts; `newest` orders by creation date, newest first. */
export const SORTS = ['sort_order', 'newest', 'popular', 'price_asc', 'price_dsc'] as const
export type Sort = (typeof SORTS)[number]

export function isSort(value: unknown): value is Sort {
  return typeof value === 'string' && (SORTS as readonly string[]).includes(value)
}

/** Spec §9: 24 per page; the API refuses more than 100. */
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 100
