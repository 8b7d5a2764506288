/** Spec §9: 24 products and 24 category tiles per page. */
export const PRODUCTS_PER_PAGE = 24
export const TILES_PER_PAGE = 24

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage))
}

export type PagerItem = number | 'gap'

/**
 * The numbered pager's buttons: always the first and last page, the current page with `siblings`
 * on each side, and a gap where pages are skipped. A gap never hides a single page (it shows it instead).
 */
export function pagerItems(current: number, total: number, siblings = 1): PagerItem[] {
  if (total <= 1) return [1]
  const page = Math.min(Math.max(1, current), total)
  // First, last, current, two sibling groups and two gaps: below that many, list every page.
  const slots = 2 * siblings + 5
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1)
  let start = Math.max(2, page - siblings)
  let end = Math.min(total - 1, page + siblings)
  // Keep the number of buttons constant near the ends.
  if (page - siblings <= 3) {
    start = 2
    end = slots - 2
  } else if (page + siblings >= total - 2) {
    start = total - (slots - 3)
    end = total - 1
  }
  const items: PagerItem[] = [1]
  if (start > 2) items.push('gap')
  for (let p = start; p <= end; p++) items.push(p)
  if (end < total - 1) items.push('gap')
  items.push(total)
  return items
}

/** One page of a list (1-based), clamped to the last page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pageCount(items.length, perPage)
  const p = Math.min(Math.max(1, page), last)
  return items.slice((p - 1) * perPage, p * perPage)
}
