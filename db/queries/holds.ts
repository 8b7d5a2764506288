import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import { orderEventStatement } from './order-events'
import { releaseOrderStatements } from './orders'

/** Statuses in which an unpaid card order still holds its stock (awaiting payment, or a failed attempt). */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['created', 'payed_error']
const holding = HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')

/** Orders whose hold lapsed by `nowMs`, oldest first. */
export async function lapsedHolds(db: Db, nowMs: number, limit: number): Promise<number[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT id FROM orders WHERE hold_until IS NOT NULL AND hold_until <= ? AND status IN (${holding}) ORDER BY hold_until LIMIT ?`,
    args: [nowMs, limit],
  })
  return rows.map((r) => Number(r.id))
}

export interface ReleasedHold {
  id: number
  number: string
  reference: string
  firstName: string
  email: string
  locale: 'ua' | 'en'
}

/**
 * Cancels one order whose hold lapsed: declined, its stock and promo use given back, the timeline
 * told. One write transaction guarded by the hold and the status, so a second run, a payment that
 * arrived meanwhile or staff acting at the same moment leave it alone; null when nothing was done.
 */
export async function releaseLapsedHold(db: Db, id: number, nowMs: number): Promise<ReleasedHold | null> {
  const tx = await db.$client.transaction('write')
  try {
    const { rows } = await tx.execute({
      sql: `SELECT o.status, o.number, o.reference, o.first_name, coalesce(nullif(o.email, ''), u.email, '') AS email, o.locale
        FROM orders o LEFT JOIN users u ON u.id = o.user_id
        WHERE o.id = ? AND o.hold_until IS NOT NULL AND o.hold_until <= ? AND o.status IN (${holding})`,
      args: [id, nowMs],
    })
    const row = rows[0]
    if (!row) {
      await tx.rollback()
      return null
    }
    await tx.batch([
      // hold_until stays: the buyer's pages tell a lapsed payment from a cancel by staff.
      { sql: `UPDATE orders SET status = 'declined', updated_at = ? WHERE id = ?`, args: [nowMs, id] },
      ...releaseOrderStatements(id, { reason: 'lapse', actorId: null }),
      orderEventStatement({
        orderId: id,
        kind: 'hold_expired',
        fromStatus: row.status as OrderStatus,
        toStatus: 'declined',
      }),
    ])
    await tx.commit()
    return {
      id,
      number: String(row.number),
      reference: String(row.reference),
      firstName: String(row.first_name),
      email: String(row.email),
      locale: row.locale === 'en' ? 'en' : 'ua',
    }
  } finally {
    tx.close()
  }
}
