import { describe, expect, it } from 'vitest'
import { formatContentDate, formatShortDate } from './content-date'

describe('dates, one format per language', () => {
  it.each([
    ['2026-11-24T10:00:00Z', 'ua', '24.11.2026'],
    ['2026-11-24T10:00:00Z', 'en', '24/11/2026'],
    // 23:30 UTC is already the next day in Kyiv.
    ['2026-11-23T23:30:00Z', 'ua', '24.11.2026'],
    ['not a date', 'en', 'not a date'],
  ])('%s in %s → %s', (iso, language, expected) => expect(formatShortDate(iso, language)).toBe(expected))

  it('spells content dates out', () => expect(formatContentDate('2026-03-12', 'en')).toBe('12 March 2026'))
})
