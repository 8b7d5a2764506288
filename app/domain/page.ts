/** One page of a table: its rows, how many rows match, and the page's number among how many. */
export interface Page<T> {
  results: T[]
  count: number
  page: number
  pages: number
  limit: number
}

export function pageOf<T>(results: T[], count: number, query: { page: number; limit: number }): Page<T> {
  return { results, count, page: query.page, limit: query.limit, pages: Math.max(1, Math.ceil(count / query.limit)) }
}
