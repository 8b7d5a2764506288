import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE, type TokenAnswer, type TokenPair } from '../../app/contract/auth'
import { AppError } from '../../app/domain/app-error'
import { REFRESH_TOKEN_TTL_MS } from '../services/auth/refresh-tokens'
import type { ApiEnv } from './app-env'

/** Secure everywhere but on a local (development or test) environment served over http. */
function secure(c: Context<ApiEnv>): boolean {
  return !c.var.services.config.local || new URL(c.req.url).protocol === 'https:'
}

const options = (c: Context<ApiEnv>) => ({ path: '/', httpOnly: true, secure: secure(c), sameSite: 'Lax' as const })

/** Every new token pair (login, refresh, password change) also renews the browser's session cookie. */
export function keepSession(c: Context<ApiEnv>, refresh: string) {
  setCookie(c, SESSION_COOKIE, refresh, { ...options(c), maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000) })
}

export function endSession(c: Context<ApiEnv>) {
  deleteCookie(c, SESSION_COOKIE, options(c))
}

/** The refresh token of a refresh or logout call: the body's (API clients), else the session cookie's (the browser). */
export function refreshTokenOf(c: Context<ApiEnv>, fromBody: string | undefined): string {
  const token = fromBody ?? getCookie(c, SESSION_COOKIE)
  if (!token) throw new AppError('invalid_data', 'Invalid request', { refresh: ['Required'] })
  return token
}

/**
 * A browser sets Origin on every POST and Sec-Fetch-Site on every request, and no script can set or
 * drop either; API clients (apps, scripts, the ERP) send neither.
 */
export function fromBrowser(c: Context<ApiEnv>): boolean {
  return c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined
}

/**
 * A new pair as the answer's body: both tokens to an API client (spec §7); a browser gets the access
 * token alone, so a script on the page never holds the refresh token (it is in the HttpOnly cookie).
 */
export function tokenAnswer(c: Context<ApiEnv>, pair: TokenPair): TokenAnswer {
  return fromBrowser(c) ? { access: pair.access } : pair
}
