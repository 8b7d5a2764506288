import { kyivDate } from './kyiv-time'

/**
 * Dates as the reader's language writes them, exactly as Intl's uk-UA and en-GB formats print them
 * (the unit test compares the two), written by hand: a browser's first `Intl.DateTimeFormat` loads
 * locale and time-zone data, a task of tens of milliseconds on a phone while the page hydrates
 * (docs/decisions/dates-written-by-hand.md). The day is Kyiv's, the store's, so the server's render
 * and the browser's agree.
 */

// One string each: a few bytes less of the pages' script.
const UA_MONTHS = 'січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня'.split(' ')
const EN_MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** Year, month (1–12) and day of a `YYYY-MM-DD` date; null when the text is not one. */
function calendarDay(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null
}

/** `YYYY-MM-DD` spelt out: 12 березня 2026 р. / 12 March 2026; the text as given when it is not one. */
export function longDate(day: string, language: string): string {
  const parts = calendarDay(day)
  if (!parts) return day
  const [y, m, d] = parts
  return language === 'en' ? `${d} ${EN_MONTHS[m - 1]} ${y}` : `${d} ${UA_MONTHS[m - 1]} ${y} р.`
}

/** `YYYY-MM-DD` in figures: 24.11.2026 / 24/11/2026; the text as given when it is not one. */
export function shortDate(day: string, language: string): string {
  const parts = calendarDay(day)
  if (!parts) return day
  const [y, m, d] = parts
  const dd = String(d).padStart(2, '0')
  const mm = String(m).padStart(2, '0')
  return language === 'en' ? `${dd}/${mm}/${y}` : `${dd}.${mm}.${y}`
}

/** Kyiv's calendar day of an ISO moment, or null when the text is no moment. */
export function kyivDayOf(iso: string): string | null {
  const at = Date.parse(iso)
  return Number.isNaN(at) ? null : kyivDate(at)
}
