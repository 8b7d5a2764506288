import type { AdminOrderMoney } from '../../../app/contract/admin-orders'
import type { PaymentSummary } from '../../../app/domain/payment-state'
import type { ScheduledRefundRow } from '../../../db/queries/refund-jobs'
import type { AdminOrderRecord } from '../../../db/queries/admin-orders'
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
): AdminOrderMoney {
  return {
    paid: o.paidUah,
    refunded: o.refundedUah,
    refund_pending: o.refundPendingUah,
    refund_failed: o.refundFailedUah,
    refund_error: o.refundError,
    hold_until: o.holdUntil === null ? null : iso(o.holdUntil),
    cash_refunded: o.cashRefundedUah,
    paid_total: payment.paidUah,
    refunded_total: payment.refundedUah,
    due_on_delivery: payment.dueOnDeliveryUah,
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
