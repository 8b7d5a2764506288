import type { ClientResponse } from 'hono/client'
import type { Locale } from '../../domain/locale'
import { type Answer, type ApiCall, apiFetch } from '../api-client'
import { authFetch } from '../auth/auth-fetch'
import { answered, asApiError } from '../query-kit'

/*
 * The storefront reads and writes through TanStack Query: one module per resource in this folder,
 * each with its query keys (`['store', resource, …, locale]`), its query options and its mutation
 * options, and every write invalidates (or updates) its resource's keys. Query's own code comes in a
 * chunk of its own on the first read or write (use-store-query.ts).
 */

export { invalidates } from '../query-kit'

/** The signed-in buyer's call: the session's token, renewed before it ends and refreshed once on a 401. */
export function signedIn<R extends ClientResponse<unknown, number, string>>(
  locale: Locale,
  request: ApiCall<R>,
): Promise<Answer<R>> {
  return asApiError(authFetch(request, { locale }))
}

/** A call anyone may make (an order's page is opened by its reference). */
export function open<R extends ClientResponse<unknown, number, string>>(
  locale: Locale,
  request: ApiCall<R>,
): Promise<Answer<R>> {
  return asApiError(apiFetch(request, { locale }))
}

/** A signed-in write's answer: its JSON, or `true` for an empty one (204). */
export function signedInWrite<R extends ClientResponse<unknown, number, string>>(
  locale: Locale,
  request: ApiCall<R>,
): Promise<NonNullable<Answer<R>> | true> {
  return answered(signedIn(locale, request))
}

/** The keys of one resource: invalidating `all` reloads each of its lists and records. */
export const keysOf = (resource: string) => ({ all: ['store', resource] as const })
