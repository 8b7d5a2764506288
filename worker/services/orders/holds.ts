import type { Db } from '../../../db/client'
import { lapsedHolds, releaseLapsedHold } from '../../../db/queries/holds'
import type { EmailService } from '../email'
import { createStatusMails } from './status-mails'

/** How many lapsed orders one run releases; the next run (a minute later) takes the rest. */
export const HOLDS_PER_RUN = 200

export interface HoldService {
  /** Cancels every unpaid card order whose hold lapsed by `nowMs`, each exactly once; answers how many. */
  releaseLapsed(nowMs?: number): Promise<number>
}

/**
 * The scheduled job's work (worker/index.ts `scheduled`): an unpaid card order's stock and promo
 * use go back when its hold lapses, and the buyer is told. Each order is released in its own guarded
 * transaction, so overlapping runs, a late payment or staff acting at once never release it twice.
 */
export function createHoldService(
  db: Db,
  email: EmailService,
  opts: { holdMinutes: number; productPagesChanged?: () => Promise<void> },
): HoldService {
  const statusMails = createStatusMails(db, email)
  return {
    async releaseLapsed(nowMs = Date.now()) {
      let released = 0
      for (const id of await lapsedHolds(db, nowMs, HOLDS_PER_RUN)) {
        if (!(await releaseLapsedHold(db, id, nowMs, opts.holdMinutes))) continue
        released++
        await statusMails.sendNow(id, nowMs)
      }
      // Stock came back: product pages showing pre-order must render afresh.
      if (released > 0) await opts.productPagesChanged?.()
      return released
    },
  }
}
