import type { ParcelNoticeKind } from '../schema/parcels'
import type { Db } from '../client'
import { parcelMessageStatement } from './messages'

export interface ParcelNotice {
  orderId: number
  kind: ParcelNoticeKind
  statusCode: string
  branch: string
  storageUntil: string
  /** A line for the order's timeline (staff), in the carrier's Ukrainian words. */
  note: string
}

/**
 * Records that the store acted on a parcel's status, once per order and kind: the notice, the order's
 * timeline entry and, for the buyer's notices, the Viber/SMS message's job, in one batch. The
 * notice's key is the guard: answers false when it was recorded before (a replayed run), and then
 * the batch writes nothing else (`changes()`), so the caller tells nobody again.
 */
export async function recordParcelNotice(db: Db, notice: ParcelNotice): Promise<boolean> {
  const event = notice.kind === 'arrived' ? 'parcel_arrived' : notice.kind === 'reminded' ? 'pickup_reminder' : null
  const [inserted] = await db.$client.batch(
    [
      {
        sql: `INSERT INTO parcel_notices (order_id, kind, status_code, branch, storage_until) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (order_id, kind) DO NOTHING`,
        args: [notice.orderId, notice.kind, notice.statusCode, notice.branch, notice.storageUntil],
      },
      {
        sql: `INSERT INTO order_events (order_id, kind, note) SELECT ?, 'note', ? WHERE changes() = 1`,
        args: [notice.orderId, notice.note],
      },
      // Only with the notice just written: the timeline entry above then changed one row.
      ...(event ? [parcelMessageStatement(event, notice.orderId)] : []),
    ],
    'write',
  )
  return inserted!.rowsAffected === 1
}

/** Parcels at a branch whose free storage ends soon and whose buyer was not reminded yet. */
export async function parcelsToRemind(db: Db, fromDay: string, toDay: string, limit: number) {
  const { rows } = await db.$client.execute({
    sql: `SELECT n.order_id, n.branch, n.storage_until FROM parcel_notices n
      JOIN orders o ON o.id = n.order_id AND o.status IN ('at_delivry', 'delivring')
      WHERE n.kind = 'arrived' AND n.storage_until BETWEEN ? AND ?
        AND NOT EXISTS (SELECT 1 FROM parcel_notices r WHERE r.order_id = n.order_id AND r.kind = 'reminded')
      ORDER BY n.storage_until LIMIT ?`,
    args: [fromDay, toDay, limit],
  })
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    branch: String(r.branch),
    storageUntil: String(r.storage_until),
  }))
}
