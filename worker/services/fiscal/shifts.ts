import { kyivDate, kyivDayEnd, kyivMinuteOfDay } from '../../../app/domain/kyiv-time'
import { type CheckboxClient, type CheckboxShift, CheckboxRefused } from '../../adapters/checkbox'

/**
 * The cashier's shift. A shift belongs to one Kyiv day: it is opened before the day's first receipt,
 * closed (Z-report) by the Cron Trigger from SHIFT_CLOSES_AT every night, and one found open from an
 * earlier day or older than MAX_SHIFT_MS is closed before another receipt is issued, so none runs
 * past 24 hours. What the store knows of it is kept in KV for the back office; Checkbox is the truth.
 */
export const SHIFT_CLOSES_AT_MINUTE = 23 * 60 + 50
export const MAX_SHIFT_MS = 23 * 3600_000

export interface ShiftRecord {
  id: string
  status: 'open' | 'closed'
  openedAt: number
  closedAt: number | null
}

const SHIFT_KEY = 'fiscal:checkbox:shift'
const TOKEN_KEY = 'fiscal:checkbox:token'
/** The cashier's token lives for hours; it is renewed sooner, and at once when refused. */
const TOKEN_TTL_SECONDS = 6 * 3600

const isOpen = (shift: CheckboxShift | null) =>
  shift !== null && shift.status !== 'CLOSED' && shift.status !== 'CLOSING'

/** Receipts wait from the nightly closing until the next Kyiv midnight. */
export function inClosingWindow(now: number): boolean {
  return kyivMinuteOfDay(now) >= SHIFT_CLOSES_AT_MINUTE
}
export const nextKyivMidnight = (now: number) => kyivDayEnd(kyivDate(now))

export function createShifts(client: CheckboxClient, kv: KVNamespace) {
  async function record(): Promise<ShiftRecord | null> {
    return kv.get<ShiftRecord>(SHIFT_KEY, 'json')
  }
  const remember = (shift: ShiftRecord) => kv.put(SHIFT_KEY, JSON.stringify(shift))

  async function signedIn<T>(work: (token: string) => Promise<T>): Promise<T> {
    const kept = await kv.get(TOKEN_KEY)
    if (kept) {
      try {
        return await work(kept)
      } catch (error) {
        if (!(error instanceof CheckboxRefused && error.status === 401)) throw error
      }
    }
    const token = await client.signIn()
    await kv.put(TOKEN_KEY, token, { expirationTtl: TOKEN_TTL_SECONDS })
    return work(token)
  }

  async function close(token: string, now: number, known: ShiftRecord | null): Promise<void> {
    try {
      await client.closeShift(token)
    } catch (error) {
      // Closed meanwhile (another sweep, or Checkbox's own closing): nothing is open now.
      if (!(error instanceof CheckboxRefused) || isOpen(await client.currentShift(token))) throw error
    }
    if (known) await remember({ ...known, status: 'closed', closedAt: now })
  }

  return {
    signedIn,
    record,

    /** An open shift of today's Kyiv day, opened (after closing a stale one) when needed. */
    async ensureOpen(token: string, now: number): Promise<void> {
      const current = await client.currentShift(token)
      if (isOpen(current)) {
        const known = await record()
        const mine =
          known?.id === current!.id
            ? known
            : { id: current!.id, status: 'open' as const, openedAt: now, closedAt: null }
        if (known?.id !== current!.id) await remember(mine)
        const stale = kyivDate(mine.openedAt) !== kyivDate(now) || now - mine.openedAt > MAX_SHIFT_MS
        if (!stale) return
        await close(token, now, mine)
      }
      let opened: CheckboxShift
      try {
        opened = await client.openShift(token)
      } catch (error) {
        // Another sweep opened it a moment ago.
        const again = error instanceof CheckboxRefused ? await client.currentShift(token) : null
        if (!isOpen(again)) throw error
        opened = again!
      }
      await remember({ id: opened.id, status: 'open', openedAt: now, closedAt: null })
    },

    /** The nightly Z-report: from SHIFT_CLOSES_AT until midnight, or whenever a shift is stale. */
    async closeIfDue(now: number): Promise<boolean> {
      const known = await record()
      const staleByRecord =
        known?.status === 'open' && (kyivDate(known.openedAt) !== kyivDate(now) || now - known.openedAt > MAX_SHIFT_MS)
      if (!inClosingWindow(now) && !staleByRecord) return false
      return signedIn(async (token) => {
        const current = await client.currentShift(token)
        if (!isOpen(current)) {
          if (known?.status === 'open') await remember({ ...known, status: 'closed', closedAt: now })
          return false
        }
        await close(
          token,
          now,
          known?.id === current!.id ? known : { ...current!, status: 'open', openedAt: now, closedAt: null },
        )
        return true
      })
    },
  }
}
export type Shifts = ReturnType<typeof createShifts>
