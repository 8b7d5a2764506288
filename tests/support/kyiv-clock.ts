import { vi } from 'vitest'
import { kyivDate, kyivDayEnd } from '../../app/domain/kyiv-time'

/**
 * The fiscal shift follows Kyiv's day: from 23:50 the Cron run closes it, and a sweep dated an hour
 * ahead opens the next day's. Tests of receipts that did not set those up failed whenever a run
 * crossed midnight in Kyiv, so they run on the JavaScript clock moved forward to the next time of
 * day given (Kyiv time), and it keeps running from there. Only forward: rows the database stamps
 * with its own clock (an outbox job's first attempt) are then never in the future.
 */
export function pinKyivClock(hour = 12): number {
  const now = Date.now()
  const atHour = (day: string) => kyivDayEnd(day) - (24 - hour) * 3600_000
  let at = atHour(kyivDate(now))
  if (at <= now) at = atHour(kyivDate(now + 24 * 3600_000))
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: at })
  return at
}
