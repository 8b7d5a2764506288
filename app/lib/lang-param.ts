import type { Locale } from '../domain/locale'
import { persistLocale } from '../i18n/locale'
import { LANG_PARAM, langFromSearch } from './seo'

/**
 * A page opened as `?lang=ua|en` (the hreflang alternates, app/lib/seo.ts) was rendered in that
 * language. Adopt it as the visitor's choice (storage and cookie, as the language switch does) and
 * drop the parameter from the address (through `replace`, the router's history), so that the
 * language switch and later pages follow the choice.
 * Runs before the storage/cookie reconciliation of the root, which would otherwise reload.
 */
export function adoptLangParam(replace: (href: string) => void): Locale | undefined {
  const url = new URL(window.location.href)
  const lang = langFromSearch(url.search)
  if (!lang) return undefined
  persistLocale(lang)
  url.searchParams.delete(LANG_PARAM)
  replace(`${url.pathname}${url.search}${url.hash}`)
  return lang
}
