import { kyivDayOf, longDate } from '../../domain/date-text'
import type { Locale } from '../../domain/locale'

/**
 * A review's date on the product page: the page's language on the store's (Kyiv's) calendar, so the
 * server's render and the browser's agree.
 */
export function reviewDate(iso: string, locale: Locale): string {
  const day = kyivDayOf(iso)
  return day === null ? iso : longDate(day, locale)
}
