import { describe, expect, it } from 'vitest'
import { kyivTrickyInstants } from '../../../tests/support/kyiv-instants'
import { formatShortDate } from '../../lib/content-date'
import { reviewDate } from './review-date'

const LONG = { day: 'numeric', month: 'long', year: 'numeric' } as const
const SHORT = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

describe("dates on Kyiv's calendar, written as Intl writes them", () => {
  const instants = kyivTrickyInstants().map((at) => new Date(at).toISOString())
  it.each([
    ['ua', 'uk-UA', "a review's date", LONG, reviewDate],
    ['en', 'en-GB', "a review's date", LONG, reviewDate],
    ['ua', 'uk-UA', 'a short date', SHORT, formatShortDate],
    ['en', 'en-GB', 'a short date', SHORT, formatShortDate],
  ] as const)('%s (%s): %s around every DST switch and Kyiv midnight', (locale, tag, _what, options, format) => {
    const intl = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Europe/Kyiv' })
    expect(instants.filter((iso) => format(iso, locale) !== intl.format(Date.parse(iso)))).toEqual([])
  })
})
