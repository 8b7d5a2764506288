import type { InStatement } from '@libsql/client'
import type { Db } from '../client'
import { jobFromSelectStatement } from './outbox-jobs'
import { orderEventStatement } from './order-events'

/** The outbox job of a card refund that is due (worker/services/payments/refund-jobs.ts carries it out). */
export const REFUND_JOB = 'refund'

/** What a refund job sends: a fixed amount (a return's), or `null` for all that is left of the payment then. */
export interface RefundJobPayload {
  orderId: number
  amountUah: number | null
  /** The return whose money this is, so its outcome is recorded on it. */
  returnId: number | null
  actorId: number | null
  note: string
  /** An invoice order's return: staff confirmed they sent the money back by bank transfer. */
  byTransfer?: boolean
  /** A return's part paid back by staff (cash handed over, or a transfer they sent), named in the buyer's refund email. */
  rest?: RefundRest
}

/** What of a return staff paid back themselves, and how. */
export interface RefundRest {
  amountUah: number
  by: 'cash' | 'transfer'
}

export const returnRefundJobKey = (returnId: number) => `refund:return:${returnId}`
/** Declined and returned are final, so an order's refund of the rest is due at most once. */
export const restRefundJobKey = (orderId: number) => `refund:rest:${orderId}`

/** The job of a return's card refund, written in the transaction that records the return. */
export function returnRefundJobStatement(p: RefundJobPayload & { returnId: number; amountUah: number }): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
    args: [REFUND_JOB, returnRefundJobKey(p.returnId), p.orderId, JSON.stringify(p)],
  }
}

/**
 * The job of refunding what is left of a card payment, written with the move that declines or
 * returns the order: only when that move committed (the order has the status) and something paid
 * by the provider is not refunded yet. An invoice's money goes back by bank transfer, by staff.
 */
export function restRefundJobStatement(orderId: number, actorId: number | null, note: string): InStatement {
  return jobFromSelectStatement(REFUND_JOB, restRefundJobKey(orderId), {
    sql: `SELECT id AS order_id, json_object('orderId', id, 'amountUah', NULL, 'returnId', NULL, 'actorId', ?, 'note', ?) AS payload
      FROM orders WHERE id = ? AND status IN ('declined', 'returned') AND pay_type <> 'invoice' AND paid_uah > refunded_uah`,
    args: [actorId, note, orderId],
  })
}

/**
 * A due refund that could not be carried out in its attempts becomes owed, like a refused one: on
 * the order and the health page, for staff's «Повторити повернення». It adds to what is owed already
 * (never beyond what is left of the payment) and leaves a refund in flight alone.
 */
export async function oweRefund(db: Db, orderId: number, amountUah: number, reason: string): Promise<void> {
  await db.$client.batch(
    [
      {
        sql: `UPDATE orders SET refund_failed_uah = min(refund_failed_uah + ?, paid_uah - refunded_uah), refund_error = ?,
          updated_at = unixepoch('subsec') * 1000 WHERE id = ?`,
        args: [amountUah, reason, orderId],
      },
      orderEventStatement({ orderId, kind: 'refund_failed', amountUah, note: reason }),
    ],
    'write',
  )
}

/** A card refund that is due and not carried out yet (its job pending, being tried, or waiting), as staff see it. */
export interface ScheduledRefundRow {
  /** What it would send now: its fixed amount as far as the payment still reaches, or all that is left. */
  amountUah: number
  /** The return whose money it is; null for the rest of a declined or returned order's payment. */
  returnId: number | null
  attempts: number
  nextAttemptAt: number
  /** A worker holds it right now (its lease has not lapsed). */
  trying: boolean
  lastError: string | null
}

/** The order's refunds still due through the outbox, oldest first (over the jobs' order index). */
export async function scheduledRefundsOf(db: Db, orderId: number, now: number): Promise<ScheduledRefundRow[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT j.attempts, j.next_attempt_at, j.status, j.locked_until, j.last_error,
        json_extract(j.payload, '$.amountUah') AS fixed_uah, json_extract(j.payload, '$.returnId') AS return_id,
        max(o.paid_uah - o.refunded_uah, 0) AS left_uah
      FROM outbox_jobs j JOIN orders o ON o.id = j.order_id
      WHERE j.order_id = ? AND j.kind = ? AND j.status IN ('pending', 'running', 'waiting') ORDER BY j.id`,
    args: [orderId, REFUND_JOB],
  })
  return rows
    .map((r) => {
      const left = Number(r.left_uah)
      return {
        amountUah: r.fixed_uah === null ? left : Math.min(Number(r.fixed_uah), left),
        returnId: r.return_id === null ? null : Number(r.return_id),
        attempts: Number(r.attempts),
        nextAttemptAt: Number(r.next_attempt_at),
        trying: r.status === 'running' && r.locked_until !== null && Number(r.locked_until) > now,
        lastError: r.last_error === null ? null : String(r.last_error),
      }
    })
    .filter((r) => r.amountUah > 0)
}
