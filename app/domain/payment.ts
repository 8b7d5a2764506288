import type { OrderStatus, PaymentType } from './order-status'

/** Spec §1: cash on delivery with Nova Poshta needs a 200 UAH prepayment. */
export const PREPAYMENT_UAH = 200

/** Spec §9 payment poll: first check at once, then every 7000 ms; redirect 3000 ms (approved) or 5000 ms (failed). */
export const PAYMENT_POLL_MS = 7000
export const APPROVED_REDIRECT_MS = 3000
export const FAILED_REDIRECT_MS = 5000

/** The only currency the store charges in. */
export const PAYMENT_CURRENCY = 'UAH'

/** WayForPay transaction statuses that mean "not decided yet" (spec §4 Payment check). */
export const PROCESSING_TRANSACTION_STATUSES = ['InProcessing', 'Pending', 'WaitingAuthComplete'] as const

/** What a shopper is told about a WayForPay transaction status (spec §4 Payment check). */
export type PaymentOutcome = 'approved' | 'processing' | 'failed'

export function paymentOutcome(transactionStatus: string | null | undefined): PaymentOutcome {
  if (transactionStatus === 'Approved') return 'approved'
  if ((PROCESSING_TRANSACTION_STATUSES as readonly (string | null | undefined)[]).includes(transactionStatus))
    return 'processing'
  return 'failed'
}

/**
 * What the payment check page says: a payment the provider never saw (the buyer came Back from its
 * page before paying) on an order still awaiting one was not completed, not failed; the order can
 * still be paid.
 */
export type CheckOutcome = PaymentOutcome | 'not_paid'
export function checkOutcome(transactionStatus: string | null | undefined, orderStatus: OrderStatus): CheckOutcome {
  if (!transactionStatus && (orderStatus === 'created' || orderStatus === 'new')) return 'not_paid'
  return paymentOutcome(transactionStatus)
}

/**
 * What an order's stored status already says of its payment, before anyone asks the provider:
 * null while it still awaits one (the check page then asks).
 */
export function outcomeOfOrderStatus(status: OrderStatus): PaymentOutcome | null {
  if (status === 'new' || status === 'created') return null
  if (status === 'payed_check') return 'processing'
  if (status === 'payed_error' || status === 'declined') return 'failed'
  return 'approved'
}

/** Order statuses in which a card payment may still be made or retried. */
const AWAITING_PAYMENT: readonly OrderStatus[] = ['new', 'created', 'payed_error']

export function isAwaitingPayment(status: OrderStatus): boolean {
  return AWAITING_PAYMENT.includes(status)
}

/**
 * The hryvnias a card payment for the order charges: the order total for card orders, the fixed
 * prepayment (never above the total) for cash on delivery with Nova Poshta (`prepayment`, or `np`
 * as older data spells it), and nothing for cash paid to the courier.
 */
export function amountDueByCard(order: { payType: PaymentType; totalUah: number }): number | null {
  switch (order.payType) {
    case 'card':
      return order.totalUah
    case 'prepayment':
    case 'np':
      return Math.min(PREPAYMENT_UAH, order.totalUah)
    case 'cash':
    case 'invoice':
      return null
  }
}

/** A paid amount matches when it is the amount due, in hryvnias (to the kopiyka). */
export function paidAmountMatches(paid: { amount: number; currency: string }, dueUah: number): boolean {
  return paid.currency === PAYMENT_CURRENCY && Math.abs(paid.amount - dueUah) < 0.005
}

/**
 * The order status after the provider reports a transaction status (callback or CHECK_STATUS):
 * Approved → payed (payed_check when the amount or currency does not match the order);
 * InProcessing, Pending, WaitingAuthComplete → unchanged; anything else → payed_error.
 * Only an order still awaiting payment moves: a paid, fulfilled or cancelled order keeps its status,
 * so a late or replayed report can never undo a payment.
 */
export function orderStatusAfterPayment(
  current: OrderStatus,
  report: { transactionStatus: string; amountMatches: boolean },
): OrderStatus {
  if (!isAwaitingPayment(current)) return current
  const outcome = paymentOutcome(report.transactionStatus)
  if (outcome === 'approved') return report.amountMatches ? 'payed' : 'payed_check'
  if (outcome === 'processing') return current
  return 'payed_error'
}

/**
 * The transaction status to show for an order whose payment is settled (the provider need not be
 * asked): paid or further along → Approved; cancelled → Declined. Null while payment is still open.
 */
export function settledTransactionStatus(status: OrderStatus): 'Approved' | 'Declined' | null {
  if (isAwaitingPayment(status)) return null
  return status === 'declined' ? 'Declined' : 'Approved'
}

/**
 * Cash on delivery's two parts at checkout: the card prepayment now and what the carrier collects at
 * the branch (0 when the prepayment covers the whole total).
 */
export function prepaymentSplit(totalUah: number): { nowUah: number; onDeliveryUah: number } {
  const nowUah = Math.min(PREPAYMENT_UAH, totalUah)
  return { nowUah, onDeliveryUah: totalUah - nowUah }
}
