import type { Locale } from '../../domain/locale'
import { apiFetch } from '../api-client'
import { clearStoredCart } from '../stored-list'
import { setAuthState } from './auth-store'
import { clearStoredAuth, readTokens } from './token-storage'

/** Why the session ended on its own; the login page shows the matching §8 message. */
export type SessionNotice = 'token_invalid' | 'session_expired' | 'refresh_failed'
const NOTICE_KEY = 'auth-notice'

type Navigate = (to: '/login' | '/') => void
let navigate: Navigate = (to) => window.location.assign(to)
/** The root route hands in the router's navigation, so a forced logout stays a client-side move. */
export function setAuthNavigator(fn: Navigate) {
  navigate = fn
}

const logoutListeners = new Set<() => void>()
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener)
  return () => logoutListeners.delete(listener)
}

/**
 * Spec §4 Auth: logout clears the tokens, the wholesale flag, the user and the cart, and ends the
 * session on the server (the refresh-token family and its cookie; a failure there is only logged,
 * §8). The listeners run once the cookie is gone, so pages they reload render for a retail visitor.
 */
export async function logout(locale: Locale) {
  const { refresh: legacy } = readTokens()
  clearStoredAuth()
  clearStoredCart()
  setAuthState({ accessToken: null, realStock: false, company: null, user: null })
  await apiFetch((api) => api.auth.logout.$post({ json: legacy ? { refresh: legacy } : {} }), { locale }).catch(
    (error: unknown) => console.warn('logout', error),
  )
  for (const listener of logoutListeners) listener()
}

/** Spec §4/§8: the session cannot go on: log out and send the user to /login with the reason. */
export async function expireSession(reason: SessionNotice, locale: Locale) {
  // Parallel requests can each end the session; the first reason is the one to show.
  if (!sessionStorage.getItem(NOTICE_KEY)) sessionStorage.setItem(NOTICE_KEY, reason)
  await logout(locale)
  navigate('/login')
}

/** The reason of the last forced logout, once (the login page shows it). */
export function takeSessionNotice(): SessionNotice | null {
  const value = sessionStorage.getItem(NOTICE_KEY)
  sessionStorage.removeItem(NOTICE_KEY)
  return value === 'token_invalid' || value === 'session_expired' || value === 'refresh_failed' ? value : null
}

/** Thrown to the caller of a request that was abandoned because the session ended. */
export class SessionEndedError extends Error {
  constructor(readonly reason: SessionNotice) {
    super(`session ended: ${reason}`)
    this.name = 'SessionEndedError'
  }
}
