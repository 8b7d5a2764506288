import type { Locale } from '../domain/locale'

/** A `YYYY-MM-DD` date as the reader says it (12 березня 2026 р. / 12 March 2026), the same on server and browser. */
export function formatContentDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Intl.DateTimeFormat(locale === 'ua' ? 'uk-UA' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)))
}

/**
 * A moment as a short date in the reader's language, the one format each language uses everywhere
 * (24.11.2026 / 24/11/2026), on Kyiv's calendar; the text as given when it is no date.
 */
export function formatShortDate(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Kyiv',
  }).format(date)
}
