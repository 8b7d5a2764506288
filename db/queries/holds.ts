import type { AvailabilityFlip } from '../../app/domain/availability'
import type { OrderStatus } from '../../app/domain/order-status'
import { HOLDING_STATUSES } from '../../app/domain/order-holds'
import type { Db } from '../client'
import { quotedList } from '../sql-literals'
import { orderEventStatement } from './order-events'
import { releaseOrderStatements } from './orders'
import { statusMailJobStatement } from './status-mails'
import { stockFlipsOf } from './stock-flips'

const holding = quotedList(HOLDING_STATUSES)

/**
 * Orders whose hold lapsed by a moment (args: the moment, the limit), oldest first. Its status test is the
 * partial index's own condition (db/schema/orders.ts `orders_holding_idx`), so SQLite reads that index.
 */
export const LAPSED_HOLDS = `SELECT id FROM orders WHERE hold_until IS NOT NULL AND hold_until <= ? AND status IN (${holding}) ORDER BY hold_until LIMIT ?`

/** Orders whose hold lapsed by `nowMs`, oldest first. */
export async function lapsedHolds(db: Db, nowMs: number, limit: number): Promise<number[]> {
  const { rows } = await db.$client.execute({ sql: LAPSED_HOLDS, args: [nowMs, limit] })
  return rows.map((r) => Number(r.id))
}

/**
 * Cancels one order whose hold lapsed: declined, its stock and promo use given back, the timeline
 * told and the buyer's email's job written. One write transaction guarded by the hold and the status,
 * so a second run, a payment that arrived meanwhile or staff acting at the same moment leave it alone;
 * null when nothing was done. Released, it answers whether a variant came back in stock with it
 * (db/queries/stock-flips.ts).
 */
export async function releaseLapsedHold(
  db: Db,
  id: number,
  nowMs: number,
  holdMinutes: number,
): Promise<AvailabilityFlip | null> {
  const tx = await db.$client.transaction('write')
  try {
    const { rows } = await tx.execute({
      sql: `SELECT status FROM orders WHERE id = ? AND hold_until IS NOT NULL AND hold_until <= ? AND status IN (${holding})`,
      args: [id, nowMs],
    })
    const row = rows[0]
    if (!row) {
      await tx.rollback()
      return null
    }
    const statements = [
      // hold_until stays: the buyer's pages tell a lapsed payment from a cancel by staff.
      { sql: `UPDATE orders SET status = 'declined', updated_at = ? WHERE id = ?`, args: [nowMs, id] },
      ...releaseOrderStatements(id, { reason: 'lapse', actorId: null }),
      orderEventStatement({
        orderId: id,
        kind: 'hold_expired',
        fromStatus: row.status as OrderStatus,
        toStatus: 'declined',
      }),
      // The buyer is told, by the cancel's own outbox job.
      statusMailJobStatement(id, 'declined', { lapsedAfterMinutes: holdMinutes }),
    ]
    const results = await tx.batch(statements)
    await tx.commit()
    return stockFlipsOf(statements, results)
  } finally {
    tx.close()
  }
}
