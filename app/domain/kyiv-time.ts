/** The store works on Kyiv time: a staff member's "orders of 3 May" means Kyiv's 3 May. */
export const STORE_TIME_ZONE = 'Europe/Kyiv'

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU's summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Offset of Kyiv from UTC at an instant, in minutes: +180 from the last Sunday of March 01:00 UTC to
 * the last Sunday of October 01:00 UTC (the EU rule Kyiv's time zone has followed since 1996), +120
 * otherwise. Worked out from the rule rather than read from Intl: a browser's first
 * `Intl.DateTimeFormat` loads its time-zone data, a task of tens of milliseconds while a page
 * hydrates (docs/decisions/dates-written-by-hand.md).
 */
function kyivOffsetMinutes(at: number): number {
  const year = new Date(at).getUTCFullYear()
  return at >= lastSundayOneUtc(year, 2) && at < lastSundayOneUtc(year, 9) ? 180 : 120
}

/** The instant shifted by Kyiv's offset: its UTC fields read as Kyiv's wall clock. */
const kyivWallClock = (at: number) => new Date(at + kyivOffsetMinutes(at) * 60_000)

/** Epoch ms of 00:00 Kyiv time on a "YYYY-MM-DD" day. */
export function kyivDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const utcMidnight = Date.UTC(y, m - 1, d)
  // The offset at the guess and at the corrected instant agree except across a DST switch at night.
  const guess = utcMidnight - kyivOffsetMinutes(utcMidnight) * 60_000
  return utcMidnight - kyivOffsetMinutes(guess) * 60_000
}

/** Epoch ms of the start of the day after "YYYY-MM-DD" in Kyiv (an exclusive upper bound). */
export function kyivDayEnd(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  return kyivDayStart(next)
}

/** "YYYY-MM-DD" of an instant in Kyiv. */
export function kyivDate(at: number): string {
  return kyivWallClock(at).toISOString().slice(0, 10)
}

/** "24.11.2026 14:05": an instant as Ukrainian Excel reads a date and time, in Kyiv. */
export function kyivDateTime(at: number): string {
  const iso = kyivWallClock(at).toISOString()
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`
}

/** Minutes since midnight in Kyiv at an instant (0–1439; a DST night has 23 or 25 hours). */
export function kyivMinuteOfDay(at: number): number {
  return Math.floor((at - kyivDayStart(kyivDate(at))) / 60_000)
}
