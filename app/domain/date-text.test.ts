import { describe, expect, it } from 'vitest'
import { kyivDayOf, longDate, shortDate } from './date-text'

const LANGUAGES = [
  ['ua', 'uk-UA'],
  ['en', 'en-GB'],
] as const
const DAY_MS = 86_400_000

/** Every calendar day from 1999 to 2031 as `YYYY-MM-DD` with its UTC midnight. */
function everyDay(): [string, Date][] {
  const days: [string, Date][] = []
  for (let at = Date.UTC(1999, 0, 1); at < Date.UTC(2032, 0, 1); at += DAY_MS) {
    const date = new Date(at)
    days.push([date.toISOString().slice(0, 10), date])
  }
  return days
}

describe('dates written by hand', () => {
  it('spell every day out exactly as Intl does in each language', () => {
    for (const [language, tag] of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      expect(everyDay().filter(([day, date]) => longDate(day, language) !== intl.format(date))).toEqual([])
    }
  })

  it('write every day in figures exactly as Intl does in each language', () => {
    for (const [language, tag] of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
      expect(everyDay().filter(([day, date]) => shortDate(day, language) !== intl.format(date))).toEqual([])
    }
  })

  it('give back a text that is no YYYY-MM-DD date as it is', () => {
    for (const text of ['', 'soon', '2026-3-5', '2026-03-12T10:00:00Z']) {
      expect(longDate(text, 'ua')).toBe(text)
      expect(shortDate(text, 'en')).toBe(text)
    }
  })

  it("name Kyiv's day of a moment, the next day from 21:00 or 22:00 UTC", () => {
    expect(kyivDayOf('2026-07-01T20:59:59Z')).toBe('2026-07-01')
    expect(kyivDayOf('2026-07-01T21:00:00Z')).toBe('2026-07-02')
    expect(kyivDayOf('2026-01-15T21:59:59.999Z')).toBe('2026-01-15')
    expect(kyivDayOf('2026-01-15T22:00:00+00:00')).toBe('2026-01-16')
    expect(kyivDayOf('not a date')).toBeNull()
  })
})
