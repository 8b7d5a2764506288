import type { ClientResponse } from 'hono/client'
import type { Locale } from '../../domain/locale'
import { type Answer, type ApiCall, ApiError, apiFetch } from '../api-client'
import { getAuthState, reloadAuthFromStorage } from './auth-store'
import { expireSession, SessionEndedError, type SessionNotice } from './session-end'
import { hasInvalidCharacters, readTokens, secondsLeft, writeAccessToken } from './token-storage'

async function end(reason: SessionNotice, locale: Locale): Promise<never> {
  await expireSession(reason, locale)
  throw new SessionEndedError(reason)
}

/** An access token this close to its end is renewed before use: public endpoints answer an expired one as anonymous, not 401. */
const RENEW_BEFORE_SECONDS = 30

let refreshing: Promise<string> | null = null

/**
 * One refresh at a time in this tab, and (with Web Locks) across tabs: the refresh token rotates,
 * so a second tab presenting the one just used would revoke the family. Inside the lock, a token
 * another tab already renewed is taken as it is.
 */
export function refreshAccessToken(rejected: string | null, locale: Locale): Promise<string> {
  refreshing ??= withLock(() => renew(rejected, locale)).finally(() => {
    refreshing = null
  })
  return refreshing
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('auth-refresh', task) as Promise<T>)
    : task()
}

/**
 * POST /auth/jwt/refresh/: the session cookie carries the refresh token (the body carries one only
 * for a session begun before the cookie existed). Answers the new access token, stored.
 */
export async function refreshWithSession(locale: Locale): Promise<string> {
  const legacy = readTokens().refresh
  const pair: { access?: string } = await apiFetch(
    (api) => api.auth.jwt.refresh.$post({ json: legacy ? { refresh: legacy } : {} }),
    { locale },
  )
  // §8: no new token after a refresh: 'could not refresh token'.
  if (!pair.access) throw new ApiError(200, 'no_token', 'no access token in the refresh answer')
  writeAccessToken(pair.access)
  reloadAuthFromStorage()
  return pair.access
}

async function renew(rejected: string | null, locale: Locale): Promise<string> {
  const stored = readTokens()
  if (stored.access && stored.access !== rejected) {
    reloadAuthFromStorage()
    return stored.access
  }
  try {
    return await refreshWithSession(locale)
  } catch (error) {
    // §8: a refresh answered 401 (or no session to refresh: 400) logs out with "log in again"; any other failure logs out too (§4).
    const expired = error instanceof ApiError && (error.status === 401 || error.status === 400)
    return end(expired ? 'session_expired' : 'refresh_failed', locale)
  }
}

/**
 * apiFetch with the signed-in user's bearer token (spec §4 Token handling, §5 Token, §8):
 * - a token with Cyrillic characters is never sent: logout, /login, and the request is abandoned;
 * - a token at (or near) its expiry is renewed first, so wholesale answers never quietly turn retail;
 * - a 401 gets one token refresh and one retry; a second 401 (or a failed refresh) logs out and
 *   sends the user to /login.
 * Abandoned requests, and requests made while signed out, reject with SessionEndedError.
 */
export async function authFetch<R extends ClientResponse<unknown, number, string>>(
  call: ApiCall<R>,
  opts: { locale: Locale },
): Promise<Answer<R>> {
  let token = getAuthState().accessToken ?? readTokens().access
  // Signed out (perhaps by a parallel request a moment ago): nothing to send.
  if (!token) throw new SessionEndedError('session_expired')
  if (hasInvalidCharacters(token)) return end('token_invalid', opts.locale)
  if ((secondsLeft(token) ?? Infinity) < RENEW_BEFORE_SECONDS) token = await refreshAccessToken(token, opts.locale)
  try {
    return await apiFetch(call, { locale: opts.locale, token })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error
  }
  const fresh = await refreshAccessToken(token, opts.locale)
  if (hasInvalidCharacters(fresh)) return end('token_invalid', opts.locale)
  try {
    return await apiFetch(call, { locale: opts.locale, token: fresh })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return end('session_expired', opts.locale)
    throw error
  }
}

/**
 * A call whose answer is priced for the caller (search, cart prices, the checkout quote): with the
 * signed-in buyer's token when there is one, so a wholesaler gets wholesale figures; anonymous otherwise.
 */
export function pricedFetch<R extends ClientResponse<unknown, number, string>>(
  call: ApiCall<R>,
  opts: { locale: Locale },
): Promise<Answer<R>> {
  return (getAuthState().accessToken ?? readTokens().access) ? authFetch(call, opts) : apiFetch(call, opts)
}
