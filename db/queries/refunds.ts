import type { InStatement } from '@libsql/client'
import type { PaymentType } from '../../app/domain/order-status'
import type { Db } from '../client'
import { auditStatement } from './audit-entries'
import { returnReceiptStatement } from './fiscal-receipts'
import { orderEventStatement } from './order-events'

/** What a refund needs of an order. */
export interface RefundableOrder {
  id: number
  number: string
  reference: string
  status: string
  payType: PaymentType
  firstName: string
  email: string
  locale: 'ua' | 'en'
  paidUah: number
  refundedUah: number
  refundPendingUah: number
  refundPendingSince: number | null
}

export async function refundableOrder(db: Db, id: number): Promise<RefundableOrder | null> {
  const { rows } = await db.$client.execute({
    sql: `SELECT o.id, o.number, o.reference, o.status, o.pay_type, o.first_name, coalesce(nullif(o.email, ''), u.email, '') AS email, o.locale,
      o.paid_uah, o.refunded_uah, o.refund_pending_uah, o.refund_pending_since
      FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ?`,
    args: [id],
  })
  const r = rows[0]
  if (!r) return null
  return {
    id: Number(r.id),
    number: String(r.number),
    reference: String(r.reference),
    status: String(r.status),
    payType: String(r.pay_type) as PaymentType,
    firstName: String(r.first_name),
    email: String(r.email),
    locale: r.locale === 'en' ? 'en' : 'ua',
    paidUah: Number(r.paid_uah),
    refundedUah: Number(r.refunded_uah),
    refundPendingUah: Number(r.refund_pending_uah),
    refundPendingSince: r.refund_pending_since === null ? null : Number(r.refund_pending_since),
  }
}

/**
 * Claims `amountUah` of the payment for one refund request. Only one refund is in flight per order
 * (a claim older than `staleBeforeMs` is taken over: its request never came back), and the claim
 * fits in what was paid and not yet refunded (the `orders_refund_within_payment` trigger holds it
 * too). False when another refund holds the claim or the amount no longer fits.
 */
export async function claimRefund(
  db: Db,
  id: number,
  amountUah: number,
  nowMs: number,
  staleBeforeMs: number,
): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: `UPDATE orders SET refund_pending_uah = ?, refund_pending_since = ?
      WHERE id = ? AND (refund_pending_uah = 0 OR refund_pending_since < ?) AND refunded_uah + ? <= paid_uah`,
    args: [amountUah, nowMs, id, staleBeforeMs, amountUah],
  })
  return rowsAffected === 1
}

/** The claim a refund request holds: its amount and when it was taken (a takeover takes it anew). */
export interface RefundClaim {
  amountUah: number
  claimedAt: number
}

/** Runs `rest` after `update` in one write transaction, only when the update matched its claim; false when it did not. */
async function underClaim(db: Db, update: InStatement, rest: InStatement[]): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    if ((await tx.execute(update)).rowsAffected !== 1) {
      await tx.rollback()
      return false
    }
    // One statement at a time on the transaction's own connection: the receipt's `changes() = 1` sees the update.
    for (const statement of rest) await tx.execute(statement)
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}

/**
 * The provider refunded the claimed amount: it counts as refunded, anything owed from an earlier
 * failure is settled by it, with the return receipt and the timeline entry. Only while this request
 * still holds its claim: an answer that comes back after the claim went stale and was taken over
 * writes nothing (the request that took it asks the provider first and records it): false.
 */
export async function completeRefund(
  db: Db,
  id: number,
  claim: RefundClaim,
  actorId: number | null,
  note: string,
): Promise<boolean> {
  const { amountUah, claimedAt } = claim
  return underClaim(
    db,
    {
      sql: `UPDATE orders SET refunded_uah = refunded_uah + refund_pending_uah, refund_pending_uah = 0, refund_pending_since = NULL,
          refund_failed_uah = max(refund_failed_uah - ?, 0), refund_error = CASE WHEN refund_failed_uah - ? > 0 THEN refund_error END,
          updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND refund_pending_uah = ? AND refund_pending_since = ?`,
      args: [amountUah, amountUah, id, amountUah, claimedAt],
    },
    [
      returnReceiptStatement(id, amountUah),
      orderEventStatement({ orderId: id, kind: 'refund', actorId, amountUah, note }),
    ],
  )
}

/**
 * The provider refused or did not answer: the claim is let go and the amount recorded as owed, for
 * staff to see and retry. Owed on top of what already was, never beyond what is left of the payment
 * (a refund of all that is left includes the owed part); the owed refund itself, refused again
 * (`retriesOwed`), stays what is owed. Only while this request still holds its claim (as completeRefund):
 * a late answer does not undo the claim of the request that took it over.
 */
export async function failRefund(
  db: Db,
  id: number,
  claim: RefundClaim,
  actorId: number | null,
  reason: string,
  retriesOwed = false,
): Promise<boolean> {
  const { amountUah, claimedAt } = claim
  return underClaim(
    db,
    {
      sql: `UPDATE orders SET refund_pending_uah = 0, refund_pending_since = NULL,
          refund_failed_uah = CASE WHEN ? THEN ? ELSE min(refund_failed_uah + ?, paid_uah - refunded_uah) END,
          refund_error = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND refund_pending_since = ?`,
      args: [retriesOwed ? 1 : 0, amountUah, amountUah, reason, id, claimedAt],
    },
    [orderEventStatement({ orderId: id, kind: 'refund_failed', actorId, amountUah, note: reason })],
  )
}

/**
 * Staff record that they sent `amountUah` of an invoice order's bank transfer back by bank transfer:
 * no provider is asked, so the refund is recorded at once, with the return receipt's job, the
 * timeline entry and the audit row. The update is guarded (an invoice order, no card refund in
 * flight, within what was paid and not refunded), and the rest is written only when it matched, in
 * one transaction: a second tab or a replay beyond the payment writes nothing. False when refused.
 */
export async function recordTransferRefund(
  db: Db,
  id: number,
  amountUah: number,
  actorId: number | null,
  note: string,
): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    const moved = await tx.execute({
      // Money owed back (a transfer that arrived after the cancel) is settled by what is sent.
      sql: `UPDATE orders SET refunded_uah = refunded_uah + ?,
          refund_failed_uah = max(refund_failed_uah - ?, 0), refund_error = CASE WHEN refund_failed_uah - ? > 0 THEN refund_error END,
          updated_at = unixepoch('subsec') * 1000
        WHERE id = ? AND pay_type = 'invoice' AND refund_pending_uah = 0 AND refunded_uah + ? <= paid_uah
        RETURNING refunded_uah`,
      args: [amountUah, amountUah, amountUah, id, amountUah],
    })
    const row = moved.rows[0]
    if (!row) {
      await tx.rollback()
      return false
    }
    const refunded = Number(row.refunded_uah)
    // Right after the update, on the transaction's own connection: its `changes() = 1` sees the update.
    await tx.execute(returnReceiptStatement(id, amountUah))
    await tx.batch([
      orderEventStatement({ orderId: id, kind: 'refund', actorId, amountUah, note }),
      auditStatement(db, {
        actorId,
        action: 'order.refund_transfer',
        entity: 'order',
        entityId: id,
        before: { refunded_uah: refunded - amountUah },
        after: { refunded_uah: refunded },
      }),
    ])
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}
