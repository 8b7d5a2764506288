import { describe, expect, it } from 'vitest'
import { kyivTrickyInstants } from '../../tests/support/kyiv-instants'
import { kyivDate, kyivDateTime, kyivDayEnd, kyivDayStart, STORE_TIME_ZONE } from './kyiv-time'

describe('Kyiv days', () => {
  it('starts a winter day at 22:00 UTC the day before and a summer day at 21:00', () => {
    expect(new Date(kyivDayStart('2026-01-15')).toISOString()).toBe('2026-01-14T22:00:00.000Z')
    expect(new Date(kyivDayStart('2026-07-01')).toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('ends a day where the next begins, including the short day of the spring switch', () => {
    expect(kyivDayEnd('2026-01-15')).toBe(kyivDayStart('2026-01-16'))
    expect(kyivDayEnd('2026-12-31')).toBe(kyivDayStart('2027-01-01'))
    expect((kyivDayEnd('2026-03-29') - kyivDayStart('2026-03-29')) / 3_600_000).toBe(23)
    expect((kyivDayEnd('2026-10-25') - kyivDayStart('2026-10-25')) / 3_600_000).toBe(25)
  })

  it('names the Kyiv day of an instant, the inverse of the day bounds', () => {
    expect(kyivDate(Date.UTC(2026, 0, 14, 23, 30))).toBe('2026-01-15')
    expect(kyivDate(kyivDayStart('2026-07-01'))).toBe('2026-07-01')
    expect(kyivDate(kyivDayEnd('2026-07-01') - 1)).toBe('2026-07-01')
  })
})

describe('kyivDateTime', () => {
  it('writes an instant as Kyiv day and time, summer and winter', () => {
    expect(kyivDateTime(Date.UTC(2026, 0, 15, 22, 30))).toBe('16.01.2026 00:30')
    expect(kyivDateTime(Date.UTC(2026, 6, 1, 9, 5))).toBe('01.07.2026 12:05')
  })
})

describe('the Kyiv clock without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

  it('agrees with Intl on the day and the time around every switch and midnight', () => {
    const differing = kyivTrickyInstants().filter((at) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]))
      return (
        kyivDate(at) !== `${p.year}-${p.month}-${p.day}` ||
        kyivDateTime(at) !== `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`
      )
    })
    expect(differing.map((at) => new Date(at).toISOString())).toEqual([])
  })

  it('starts each Kyiv day at the instant Intl calls its midnight', () => {
    const days: string[] = []
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2041, 0, 1); at += 86_400_000)
      days.push(new Date(at).toISOString().slice(0, 10))
    const differing = days.filter((day) => {
      const start = kyivDayStart(day)
      return !intl.format(start).endsWith(' 00:00') || !intl.format(start - 60_000).endsWith(' 23:59')
    })
    expect(differing).toEqual([])
  })
})
