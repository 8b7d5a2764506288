import type { Locale } from '../domain/locale'

/** A `YYYY-MM-DD` date as the reader says it (12 березня 2026 р. / 12 March 2026), the same on server and browser. */
export function formatContentDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}
