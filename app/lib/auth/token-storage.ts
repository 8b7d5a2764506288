/**
 * The Auth state's browser storage (spec §3 keys): the access token under both spellings the spec
 * names (`accessToken`, `access_token`) and `isWhoosaler` ('true' | 'false', written, never read),
 * which exists only while there is an access token. The refresh token lives in the HttpOnly session cookie, out of
 * reach of scripts; `refreshToken` is only read to carry a session from before the cookie over.
 */
const ACCESS_KEYS = ['accessToken', 'access_token'] as const
const REFRESH_KEY = 'refreshToken'
const WHOLESALE_KEY = 'isWhoosaler'
/** Every key above: a `storage` event on one of them means another tab logged in or out. */
export const AUTH_STORAGE_KEYS: readonly string[] = [...ACCESS_KEYS, REFRESH_KEY, WHOLESALE_KEY]

export interface StoredTokens {
  access: string | null
  refresh: string | null
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

export function readTokens(): StoredTokens {
  const s = storage()
  if (!s) return { access: null, refresh: null }
  return { access: s.getItem('accessToken') ?? s.getItem('access_token'), refresh: s.getItem(REFRESH_KEY) }
}

/** Keeps the access token; the refresh token stays in the session cookie the answer set. */
export function writeAccessToken(access: string) {
  const s = storage()
  if (!s) return
  for (const key of ACCESS_KEYS) s.setItem(key, access)
  s.removeItem(REFRESH_KEY)
}

/**
 * The spec's flag, written for compatibility from the server's answer and never read: the audience
 * comes from the server alone (app/lib/buyer.ts). Kept only beside a token: without one it is removed.
 */
export function writeWholesaleFlag(isWholesaler: boolean) {
  const s = storage()
  if (!s) return
  if (readTokens().access === null) s.removeItem(WHOLESALE_KEY)
  else s.setItem(WHOLESALE_KEY, String(isWholesaler))
}

export function clearStoredAuth() {
  const s = storage()
  if (!s) return
  for (const key of AUTH_STORAGE_KEYS) s.removeItem(key)
}

/** Spec §5 Token: a token containing Cyrillic characters is invalid and is never sent. */
export function hasInvalidCharacters(token: string): boolean {
  return /[\u0400-\u04FF]/.test(token)
}

/** Seconds left on an access JWT by its `exp` claim (read, not verified: the server verifies); null when unreadable. */
export function secondsLeft(token: string, nowMs = Date.now()): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp - nowMs / 1000 : null
  } catch {
    return null
  }
}
