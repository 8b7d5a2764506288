import type { Locale } from '../domain/locale'
import type { ClientResponse } from 'hono/client'
import { type Answer, type ApiCall, ApiError, clientFor } from './api-client'
import { authFetch, refreshAccessToken } from './auth/auth-fetch'
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

/** Fetches a protected file (a CSV export, a certificate photo) with the bearer token, through the typed client. */
export async function adminBlob(call: ApiCall<ClientResponse<unknown, number, string>>, locale: Locale): Promise<Blob> {
  const get = (token: string | null) => call(clientFor(locale, token))
  const token = storedAccessToken()
  let res = await get(token)
  if (res.status === 401) res = await get(await refreshAccessToken(token, locale))
  if (!res.ok) throw new ApiError(res.status, 'unknown', `HTTP ${res.status}`)
  return res.blob()
}

/** Saves a CSV export with the table's name and the day. */
export function downloadCsv(call: ApiCall<ClientResponse<unknown, number, string>>, locale: Locale, name: string) {
  return downloadExport(call, locale, name, 'csv')
}

/** Saves an export (CSV or an Excel workbook) with the table's name and the day. */
export async function downloadExport(
  call: ApiCall<ClientResponse<unknown, number, string>>,
  locale: Locale,
  name: string,
  extension: 'csv' | 'xlsx',
) {
  const url = URL.createObjectURL(await adminBlob(call, locale))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.${extension}`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Query string of the non-empty values. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v))
  const s = search.toString()
  return s ? `?${s}` : ''
}
