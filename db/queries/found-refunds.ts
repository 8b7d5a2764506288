import type { Db } from '../client'
import { returnReceiptStatement } from './fiscal-receipts'
import { orderEventStatement } from './order-events'

/** A refund the provider carried out that the store never recorded, found while a refund claim is held. */
export interface FoundRefund {
  /** What the provider refunded beyond the store's record (hryvnias). */
  foundUah: number
  /** The claim this request holds, and the refunded total the finding was measured against. */
  claimedUah: number
  refundedUah: number
  /** What is still to be sent after it: the claim shrinks to it, or is let go at 0. */
  sendUah: number
  actorId: number | null
  note: string
}

/**
 * Records a refund the provider reports and the store missed (an earlier request's answer was lost,
 * or its Worker died before recording it): counted as refunded, settling what was owed as a refund
 * does, with its return receipt and timeline entry, in one transaction. Guarded by the claim and by
 * the refunded total it was measured against: when either moved meanwhile (a stale claim taken over
 * by another request), nothing is written and the answer is false.
 */
export async function recordFoundRefund(db: Db, orderId: number, found: FoundRefund): Promise<boolean> {
  const { foundUah, claimedUah, refundedUah, sendUah } = found
  const tx = await db.$client.transaction('write')
  try {
    const moved = await tx.execute({
      sql: `UPDATE orders SET refunded_uah = refunded_uah + ?, refund_pending_uah = ?,
          refund_pending_since = CASE WHEN ? > 0 THEN refund_pending_since END,
          refund_failed_uah = max(refund_failed_uah - ?, 0), refund_error = CASE WHEN refund_failed_uah - ? > 0 THEN refund_error END,
          updated_at = unixepoch('subsec') * 1000
        WHERE id = ? AND refund_pending_uah = ? AND refunded_uah = ? RETURNING id`,
      args: [foundUah, sendUah, sendUah, foundUah, foundUah, orderId, claimedUah, refundedUah],
    })
    if (!moved.rows[0]) {
      await tx.rollback()
      return false
    }
    // Right after the update, on the transaction's own connection: its `changes() = 1` sees the update.
    await tx.execute(returnReceiptStatement(orderId, foundUah))
    await tx.execute(
      orderEventStatement({ orderId, kind: 'refund', actorId: found.actorId, amountUah: foundUah, note: found.note }),
    )
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}
