import type { Locale } from '../../domain/locale'

/**
 * A review's date on the product page: the page's language and the store's time zone, so the
 * server's render and the browser's agree. (The profile shows dates in the browser's own format.)
 */
const formats = new Map<Locale, Intl.DateTimeFormat>()

export function reviewDate(iso: string, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'uk-UA', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Kyiv',
    })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}
