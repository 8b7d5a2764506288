import { useSyncExternalStore } from 'react'
import type { Company } from '../../contract/account'
import type { Me } from '../../contract/auth'
import { readTokens } from './token-storage'

/**
 * Spec §3 Auth state. The access token lives in browser storage (token-storage.ts), the refresh token in an HttpOnly cookie;
 * the user, real_stock and the company are kept in memory and fetched again on each page load.
 * `realStock` is the spec's `real_stock`. Whether the buyer is a wholesale partner is not kept here:
 * the server's answer for the page is its one source (app/lib/buyer.ts).
 */
export interface AuthState {
  accessToken: string | null
  realStock: boolean
  company: Company | null
  user: Me | null
  /** False only in the server render and hydration: the browser's storage has not been read yet. */
  known: boolean
}

const SERVER_STATE: AuthState = {
  accessToken: null,
  realStock: false,
  company: null,
  user: null,
  known: false,
}

let state: AuthState | null = null
const listeners = new Set<() => void>()

function fromStorage(previous: AuthState | null): AuthState {
  const tokens = readTokens()
  const sameUser = previous !== null && previous.accessToken !== null && tokens.access !== null
  return {
    accessToken: tokens.access,
    realStock: sameUser ? previous.realStock : false,
    company: sameUser ? previous.company : null,
    user: sameUser ? previous.user : null,
    known: true,
  }
}

export function getAuthState(): AuthState {
  if (typeof window === 'undefined') return SERVER_STATE
  state ??= fromStorage(null)
  return state
}

export function setAuthState(patch: Partial<Omit<AuthState, 'known'>>) {
  state = { ...getAuthState(), ...patch }
  for (const listener of listeners) listener()
}

/** Re-reads the stored tokens (after another tab logged in or out, or refreshed them). */
export function reloadAuthFromStorage() {
  state = fromStorage(getAuthState())
  for (const listener of listeners) listener()
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The Auth state for components: the header, the profile, checkout prefill, reviews, wholesale prices. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, () => SERVER_STATE)
}

export const isLoggedIn = (s: AuthState) => s.accessToken !== null
