import { kyivDayOf, longDate, shortDate } from '../domain/date-text'
import type { Locale } from '../domain/locale'

/** A `YYYY-MM-DD` date as the reader says it (12 березня 2026 р. / 12 March 2026), the same on server and browser. */
export function formatContentDate(date: string, locale: Locale): string {
  return longDate(date, locale)
}

/**
 * A moment as a short date in the reader's language, the one format each language uses everywhere
 * (24.11.2026 / 24/11/2026), on Kyiv's calendar; the text as given when it is no date.
 */
export function formatShortDate(iso: string, language: string): string {
  const day = kyivDayOf(iso)
  return day === null ? iso : shortDate(day, language)
}
