/**
 * The rules of a search query the browser needs too (spec §5 Search). Kept apart from
 * search-query.ts, whose spelling tables only the Worker needs, so they stay out of every page's
 * script.
 */

/** Spec §5/§9: at least 2 characters (spaces do not count); shorter queries make no request. */
export const SEARCH_MIN_CHARS = 2

/** GET /shop/search/: the longest q accepted, and the most products answered. */
export const SEARCH_MAX_LENGTH = 100
export const SEARCH_RESULTS_LIMIT = 20

export function isSearchable(query: string): boolean {
  return query.replace(/\s+/gu, '').length >= SEARCH_MIN_CHARS
}
