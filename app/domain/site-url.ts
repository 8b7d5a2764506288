import { DEFAULT_LOCALE, type Locale } from './locale'

/** A page in another language is the same path with `?lang=` (app/lib/seo.ts tells why). */
export const LANG_PARAM = 'lang'

/** hreflang codes: the site's `ua` is ISO 639-1 `uk`. */
export const HREFLANG: Record<Locale, string> = { ua: 'uk', en: 'en' }
function trimSlash(siteUrl: string) {
  return siteUrl.replace(/\/+$/, '')
}

/** An absolute URL for a site path; absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${trimSlash(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`
}

/** The page in one language: the bare URL in the default language (what a crawler without a cookie gets), `?lang=` for another. */
export function localizedUrl(siteUrl: string, path: string, locale: Locale): string {
  const [pathname = '/', query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  if (locale === DEFAULT_LOCALE) params.delete(LANG_PARAM)
  else params.set(LANG_PARAM, locale)
  const search = params.toString()
  return `${absoluteUrl(siteUrl, pathname)}${search ? `?${search}` : ''}`
}

/** `?lang=ua|en` from a parsed search object or a query string; undefined when absent or invalid. */
export function langFromSearch(search: Record<string, unknown> | string | undefined): Locale | undefined {
  const value = typeof search === 'string' ? new URLSearchParams(search).get(LANG_PARAM) : search?.[LANG_PARAM]
  return value === 'ua' || value === 'en' ? value : undefined
}
