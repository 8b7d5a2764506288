import { anyFlip, type AvailabilityFlip } from '../../../app/domain/availability'
import type { Db } from '../../../db/client'
import { lapsedHolds, releaseLapsedHold } from '../../../db/queries/holds'
import type { EmailService } from '../email'
import { type ShownStock, tellShownStock } from '../shown-stock'
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
  opts: { holdMinutes: number; shownStock?: ShownStock },
): HoldService {
  const statusMails = createStatusMails(db, email)
  return {
    async releaseLapsed(nowMs = Date.now()) {
      const flips: AvailabilityFlip[] = []
      for (const id of await lapsedHolds(db, nowMs, HOLDS_PER_RUN)) {
        const flip = await releaseLapsedHold(db, id, nowMs, opts.holdMinutes)
        if (!flip) continue
        flips.push(flip)
        await statusMails.sendNow(id, nowMs)
      }
      // Only stock that turned a variant from pre-order to in stock changes what cached pages show.
      await tellShownStock(anyFlip(flips), opts.shownStock ?? {})
      return flips.length
    },
  }
}
