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
 * localStorage is the spec's home of the choice; the cookie is only how the server learns it, and a
 * browser may drop it while keeping storage (cleared cookies; Safari keeps a cookie written by a
 * script for 7 days only). Then the server renders Ukrainian to an English visitor. Put right after
 * hydration, the reload wiped whatever the visitor had typed meanwhile (an email on /login), so it is
 * put right before anything is shown: this inline script, first in <body>, writes the stored choice
 * back to the cookie (which also keeps Safari's 7 days running) and, when the page is in the other
 * language, stops this document and loads the page again. An explicit `?lang=ua|en` wins (the
 * hreflang alternates; `adoptLangParam` stores it), and a browser that keeps no cookie is not reloaded
 * in a loop: the cookie must read back first.
 */
export const STORED_LOCALE_FIRST = `(function(){try{var d=document,k='${LOCALE_STORAGE_KEY}',s=localStorage.getItem(k);
if((s!=='ua'&&s!=='en')||/[?&]lang=(ua|en)(&|$)/.test(location.search))return;
d.cookie=k+'='+s+'; path=/; max-age=${ONE_YEAR}; samesite=lax';
if(s===(d.documentElement.lang==='uk'?'ua':'en')||(d.cookie.match(/(?:^|; )${LOCALE_STORAGE_KEY}=(ua|en)/)||[])[1]!==s)return;
window.stop();location.reload()}catch(e){}})();`

/** A first visit (nothing stored) keeps the language it was shown; a differing choice was put right before the page showed (`STORED_LOCALE_FIRST`). */
export function syncStoredLocale(rendered: Locale) {
  if (!isLocale(localStorage.getItem(LOCALE_STORAGE_KEY))) persistLocale(rendered)
}
