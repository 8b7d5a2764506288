import { QueryClient } from '@tanstack/react-query'
import type { ClientResponse } from 'hono/client'
import type { ListSearch } from '../../contract/admin-lists'
import type { Locale } from '../../domain/locale'
import { adminFetch } from '../admin-session'
import { type Answer, type ApiCall, ApiError } from '../api-client'
import { answered, asApiError } from '../query-kit'

export { invalidates, invalidatesSettled } from '../query-kit'

/*
 * The back office reads and writes through TanStack Query: one module per resource in this folder,
 * each with its query keys (`['admin', resource, …, locale]`), its queryOptions and its
 * mutationOptions, and every write invalidates its resource's keys. Only the back office's chunks
 * import it: the storefront loads through its routes' loaders and carries none of it.
 */

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}

/** A call's answer, or its failure as an ApiError (a network failure too); the token is refreshed once on a 401. */
export function call<R extends ClientResponse<unknown, number, string>>(
  locale: Locale,
  request: ApiCall<R>,
): Promise<Answer<R>> {
  return asApiError(adminFetch(request, locale))
}

/** A write's answer: its JSON, or `true` for an empty one (204). */
export function write<R extends ClientResponse<unknown, number, string>>(
  locale: Locale,
  request: ApiCall<R>,
): Promise<NonNullable<Answer<R>> | true> {
  return answered(call(locale, request))
}

/** The keys of one resource: invalidating `all` reloads each of its lists and records. */
export const keysOf = (resource: string) => ({ all: ['admin', resource] as const })

/** Rows on a back-office table's page unless it asks for another number. */
export const ROWS_PER_PAGE = 25

/** The API query of a table's address: empty filters left out, as the address leaves them out. */
export function listQuery(search: ListSearch, limit = ROWS_PER_PAGE): Record<string, string> {
  const query: Record<string, string> = { limit: String(limit) }
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== '') query[key] = String(value)
  delete query.tab
  return query
}

/**
 * One client for the back office's session. A refusal (4xx) is an answer, not a failure worth
 * repeating; the window regaining focus does not reload
 * a table under the staff member's cursor.
 */
export function adminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
