import type { AdminOrderMoney } from '../../../app/contract/admin-orders'
import type { PaymentSummary } from '../../../app/domain/payment-state'
import type { ScheduledRefundRow } from '../../../db/queries/refund-jobs'
import type { AdminOrderRecord } from '../../../db/queries/admin-orders'
import type { ReturnRow } from '../../../db/queries/order-returns'
import { REFUND_JOB_ATTEMPTS } from '../payments/refund-jobs'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The money side of the staff order page: the order's figures, the payment as the domain sums it,
 * and the card refunds still due through the outbox, so staff see a refund being retried before it
 * is owed (after its attempts it is `refund_failed`, for their retry).
 */
export function orderMoney(
  o: AdminOrderRecord,
  payment: PaymentSummary,
  scheduled: ScheduledRefundRow[],
  now: number,
  returns: Pick<ReturnRow, 'transferRefundUah'>[],
): AdminOrderMoney {
  // The order keeps one sum of what staff paid back; its returns say how much of it went by bank transfer.
  const transferRefunded = returns.reduce((sum, r) => sum + r.transferRefundUah, 0)
  return {
    paid: o.paidUah,
    refunded: o.refundedUah,
    refund_pending: o.refundPendingUah,
    refund_failed: o.refundFailedUah,
    refund_error: o.refundError,
    hold_until: o.holdUntil === null ? null : iso(o.holdUntil),
    cash_refunded: o.cashRefundedUah - transferRefunded,
    transfer_refunded: transferRefunded,
    paid_total: payment.paidUah,
    refunded_total: payment.refundedUah,
    due_on_delivery: payment.dueOnDeliveryUah,
    // A courier's cash order shows its cash as `paid_total`; only cash on delivery adds to a prepayment.
    collected_on_delivery: o.payType === 'prepayment' || o.payType === 'np' ? payment.paidUah - o.paidUah : 0,
    refunds_scheduled: scheduled.map((r) => ({
      amount: r.amountUah,
      return_id: r.returnId,
      attempts: r.attempts,
      max_attempts: REFUND_JOB_ATTEMPTS,
      // Due already: the cron's sweep runs every minute.
      next_attempt: r.trying || r.nextAttemptAt <= now ? null : iso(r.nextAttemptAt),
      trying: r.trying,
      last_error: r.lastError,
    })),
  }
}
