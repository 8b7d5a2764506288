import type { ClientResponse } from 'hono/client'
import type { Locale } from '../domain/locale'
import { type ApiCall, ApiError, clientFor } from './api-client'
import { refreshAccessToken } from './auth/auth-fetch'
import { readTokens } from './auth/token-storage'

/*
 * Files the API gives only to a signed-in caller (the back office's exports, a partner's price
 * list): fetched with the bearer token through the typed client, then saved by the browser.
 */

/** Fetches a protected file (a CSV export, a certificate photo) with the bearer token, through the typed client. */
export async function adminBlob(call: ApiCall<ClientResponse<unknown, number, string>>, locale: Locale): Promise<Blob> {
  const get = (token: string | null) => call(clientFor(locale, token))
  const token = readTokens().access
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
