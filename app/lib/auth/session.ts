import type { Company } from '../../contract/account'
import type { Me, TokenAnswer } from '../../contract/auth'
import { classifyIdentifier } from '../../domain/login-identifier'
import { repriceStoredLists } from '../cart-storage'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../api-client'
import { type AuthState, getAuthState, reloadAuthFromStorage, setAuthState } from './auth-store'
import { authFetch, refreshAccessToken, refreshWithSession } from './auth-fetch'
import { onLogout, setAuthNavigator } from './session-end'
import { AUTH_STORAGE_KEYS, readTokens, writeAccessToken, writeWholesaleFlag } from './token-storage'

export { authFetch } from './auth-fetch'
export { expireSession, logout, onLogout, SessionEndedError, takeSessionNotice } from './session-end'

/** §8 'Токен не отримано': the login answer carried no tokens. */
export class NoTokensError extends Error {
  constructor() {
    super('no tokens in the login answer')
    this.name = 'NoTokensError'
  }
}

type LoginListener = (state: AuthState, locale: Locale) => void | Promise<void>
const loginListeners = new Set<LoginListener>()

/** Runs after every login, once the user is loaded (the cart reprices its stored lines here, §4). */
export function onLogin(listener: LoginListener): () => void {
  loginListeners.add(listener)
  return () => loginListeners.delete(listener)
}

let loadingProfile: Promise<Me> | null = null

/** The wholesale status and the user; the flag always comes from the server (§6). One request pair at a time. */
export function loadProfile(locale: Locale): Promise<Me> {
  loadingProfile ??= fetchProfile(locale).finally(() => {
    loadingProfile = null
  })
  return loadingProfile
}

async function fetchProfile(locale: Locale): Promise<Me> {
  const [status, user] = await Promise.all([
    authFetch((api) => api['whoosaler-status'].$get(), { locale }),
    authFetch((api) => api.auth.users.me.$get(), { locale }),
  ])
  writeWholesaleFlag(status.is_whoosaler)
  setAuthState({ realStock: user.real_stock, user })
  return user
}

/**
 * Spec §4 Auth: login stores the access and refresh tokens, then fetches the wholesale status and
 * the user. The identifier is sent as phone or email by the §5 rule.
 */
export async function login(
  credentials: { identifier: string; password: string; recaptchaToken: string },
  locale: Locale,
) {
  const identifier = classifyIdentifier(credentials.identifier)
  const body = {
    ...(identifier.kind === 'phone' ? { phone: identifier.phone } : { email: identifier.email }),
    password: credentials.password,
    recaptchaToken: credentials.recaptchaToken,
  }
  // Typed loosely on purpose: an answer without tokens is §8's 'Токен не отримано', not a crash.
  const pair: Partial<TokenAnswer> | null = await apiFetch(
    (api) => api.company.auth.token['custom-login'].$post({ json: body }),
    { locale },
  )
  if (!pair?.access) throw new NoTokensError()
  // The refresh token came only in the session cookie the answer set: scripts hold the access token alone.
  writeAccessToken(pair.access)
  setAuthState({ accessToken: pair.access, user: null, company: null })
  await loadProfile(locale)
  for (const listener of loginListeners) {
    try {
      await listener(getAuthState(), locale)
    } catch (error) {
      console.warn('after login', error)
    }
  }
}

/** Stores the access token of a pair an answer carried (a password change hands the session a new one; its cookie came with it). */
export function adoptTokens(pair: Partial<TokenAnswer> | null | undefined) {
  if (!pair?.access) return
  writeAccessToken(pair.access)
  reloadAuthFromStorage()
}

/** Keeps the company of the Auth state (the company section loads and edits it). */
export function setCompany(company: Company | null) {
  setAuthState({ company, ...(company && { realStock: company.real_stock }) })
}

let started = false
/**
 * Called once by the root layout in the browser: follows logins and logouts of other tabs, loads the
 * signed-in user (wholesale flag included) for this page, and re-runs the page's loaders after a
 * login or logout (`reload`), so every price on it follows the new buyer without a page reload.
 * `renderedSignedIn` says whether the server rendered the page for a session (its cookie); the
 * browser's token and the cookie are brought back in step when they disagree.
 */
export function startAuthSession(
  locale: Locale,
  navigate: (to: '/login' | '/') => void,
  renderedSignedIn: boolean,
  reload: () => Promise<void>,
) {
  setAuthNavigator(navigate)
  if (started) return
  started = true
  // §4: after login the stored cart is repriced for the buyer (a failure leaves it unchanged); the page follows.
  onLogin(async (_state, lang) => {
    await reload()
    await repriceStoredLists(lang)
  })
  // The cart is cleared on logout; the wishlist goes back to retail prices.
  onLogout(() => void repriceStoredLists(locale).then(reload))
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !AUTH_STORAGE_KEYS.includes(event.key)) return
    const before = getAuthState().accessToken
    reloadAuthFromStorage()
    const after = getAuthState()
    if (after.accessToken && (!before || !after.user))
      void loadProfile(locale).catch((error: unknown) => console.warn('profile', error))
  })
  void syncWithSession(locale, renderedSignedIn, reload)
    .catch((error: unknown) => console.warn('session', error))
    // The stored lines take the prices of the buyer this page was rendered for (a partner approved or a
    // session ended since they were added): one request, and only when there are lines.
    .then(() => repriceStoredLists(locale))
}

async function syncWithSession(locale: Locale, renderedSignedIn: boolean, reload: () => Promise<void>) {
  const { access, refresh: legacyRefresh } = readTokens()
  if (access && !renderedSignedIn && legacyRefresh) {
    // A session begun before the cookie existed (its refresh token still in storage): one refresh sets
    // the cookie (or ends a session that is over), then the page is rendered again for this buyer.
    // A bare access token (no refresh token anywhere) is used as it is until it expires.
    await refreshAccessToken(access, locale)
    await reload()
  } else if (!access && renderedSignedIn) {
    // The cookie without a token (storage was cleared): take a token from the session, quietly.
    const adopted = await refreshWithSession(locale).then(
      () => true,
      () => false,
    )
    if (!adopted) return
  } else if (!access) {
    return
  }
  await loadProfile(locale)
}
