/** The store works on Kyiv time: a staff member's "orders of 3 May" means Kyiv's 3 May. */
export const STORE_TIME_ZONE = 'Europe/Kyiv'

/** Offset of Kyiv from UTC at an instant, in minutes (+120 in winter, +180 in summer). */
function kyivOffsetMinutes(at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at))
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((asUtc - Math.floor(at / 60_000) * 60_000) / 60_000)
}

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
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at))
}

/** "24.11.2026 14:05": an instant as Ukrainian Excel reads a date and time, in Kyiv. */
export function kyivDateTime(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: STORE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`
}

/** Minutes since midnight in Kyiv at an instant (0–1439; a DST night has 23 or 25 hours). */
export function kyivMinuteOfDay(at: number): number {
  return Math.floor((at - kyivDayStart(kyivDate(at))) / 60_000)
}
