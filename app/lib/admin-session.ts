import type { TokenPair } from '../contract/auth'
import type { Locale } from '../domain/locale'
import { API_BASE, ApiError, apiFetch } from './api-client'

/**
 * The back office signs in like the storefront: the access and refresh tokens live in
 * localStorage under the spec's keys (§3: accessToken / access_token, refreshToken), so a staff
 * member who logged in on the site is signed in here too. The server checks the role of every call.
 */
const ACCESS_KEYS = ['accessToken', 'access_token'] as const
const REFRESH_KEY = 'refreshToken'

export function storedAccessToken(): string | null {
  for (const key of ACCESS_KEYS) {
    const value = localStorage.getItem(key)
    if (value) return value
  }
  return null
}

export function storeTokens(pair: TokenPair) {
  for (const key of ACCESS_KEYS) localStorage.setItem(key, pair.access)
  localStorage.setItem(REFRESH_KEY, pair.refresh)
}

export function clearTokens() {
  for (const key of [...ACCESS_KEYS, REFRESH_KEY, 'isWhoosaler']) localStorage.removeItem(key)
}

let refreshing: Promise<boolean> | null = null

/** One refresh for all calls that got a 401 at once (the refresh token rotates on every use). */
function refreshOnce(locale: Locale): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = localStorage.getItem(REFRESH_KEY)
    if (!refresh) return false
    try {
      storeTokens(await apiFetch<TokenPair>('/auth/jwt/refresh/', { locale, init: { method: 'POST', body: JSON.stringify({ refresh }) } }))
      return true
    } catch {
      clearTokens()
      return false
    }
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

function withBearer(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  const token = storedAccessToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  return { ...init, headers }
}

/** A back-office API call: on a 401 the tokens are refreshed once and the call retried (spec §4). */
export async function adminFetch<T>(path: string, locale: Locale, init?: RequestInit): Promise<T> {
  try {
    return await apiFetch<T>(path, { locale, init: withBearer(init) })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !(await refreshOnce(locale))) throw error
    return apiFetch<T>(path, { locale, init: withBearer(init) })
  }
}

/** Fetches a protected file (a CSV export, a certificate photo) with the bearer token. */
export async function adminBlob(path: string, locale: Locale): Promise<Blob> {
  let res = await fetch(`${API_BASE}${path}`, withBearer({ headers: { 'accept-language': locale } }))
  if (res.status === 401 && (await refreshOnce(locale))) res = await fetch(`${API_BASE}${path}`, withBearer({ headers: { 'accept-language': locale } }))
  if (!res.ok) throw new ApiError(res.status, 'unknown', `HTTP ${res.status}`)
  return res.blob()
}

/** Saves a CSV export under the name the server gives it. */
export async function downloadCsv(path: string, locale: Locale, name: string) {
  const url = URL.createObjectURL(await adminBlob(path, locale))
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`
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
