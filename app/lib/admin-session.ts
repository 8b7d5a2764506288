import type { Locale } from '../domain/locale'
import type { ClientResponse } from 'hono/client'
import type { Answer, ApiCall } from './api-client'
import { authFetch } from './auth/auth-fetch'
import { readTokens } from './auth/token-storage'

/**
 * The back office signs in like the storefront (app/lib/auth): the same tokens under the spec's
 * keys, the same refresh-once-on-401 rule, so a staff member signed in on the site is signed in
 * here too. The server checks the role of every call.
 */
export const storedAccessToken = () => readTokens().access

export function adminFetch<R extends ClientResponse<unknown, number, string>>(
  call: ApiCall<R>,
  locale: Locale,
): Promise<Answer<R>> {
  return authFetch(call, { locale })
}

export { adminBlob, downloadCsv, downloadExport } from './download'

/** Query string of the non-empty values. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v))
  const s = search.toString()
  return s ? `?${s}` : ''
}
