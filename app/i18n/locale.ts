import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { parse } from 'hono/utils/cookie'
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_STORAGE_KEY } from '../domain/locale'

const ONE_YEAR = 365 * 24 * 3600

const readCookie = (name: string): string | undefined => parse(document.cookie, name)[name]

/** The language of this request: the user-locale cookie on the server, the same cookie in the browser. */
export const getRequestLocale = createIsomorphicFn()
  .server((): Locale => {
    const value = getCookie(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  })
  .client((): Locale => {
    const value = readCookie(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  })

/** Saves the choice where the spec keeps it (localStorage) and where the server reads it (a cookie). */
export function persistLocale(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`
}

/** Spec §1: changing language saves the choice and reloads the page. */
export function switchLocale(locale: Locale) {
  persistLocale(locale)
  window.location.reload()
}

/**
 * localStorage is the spec's home of the choice; the cookie lets the server render it. If they
 * disagree (cookie cleared, storage kept), follow storage and reload once.
 */
export function syncStoredLocale(rendered: Locale) {
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY)
  if (isLocale(stored) && stored !== rendered) return switchLocale(stored)
  if (!isLocale(stored)) persistLocale(rendered)
}
