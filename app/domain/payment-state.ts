import { isAwaitingPayment } from './payment'
import { cashOnDeliveryUah } from './waybill'
import type { OrderStatus, PaymentType } from './order-status'

/**
 * The payment side of an order, apart from its fulfilment status (spec §4 keeps its status labels):
 * derived from what was paid and what went back, never stored, so it cannot drift from the records.
 */
export const PAYMENT_STATES = ['unpaid', 'awaiting_payment', 'paid', 'partly_refunded', 'refunded', 'failed'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

export interface PaymentRecords {
  payType: PaymentType
  status: OrderStatus
  totalUah: number
  /** What the provider took (card, or the Nova Poshta prepayment). */
  paidUah: number
  /** What the provider paid back. */
  refundedUah: number
  /** Money handed back outside the provider (a cash or cash-on-delivery return), as recorded by staff. */
  cashRefundedUah: number
}

/** Statuses after which the courier or the carrier has collected what was due in cash (db/queries spell the rule in SQL from it). */
export const COLLECTED_STATUSES = ['delivred', 'returned'] as const satisfies readonly OrderStatus[]
const COLLECTED: readonly OrderStatus[] = COLLECTED_STATUSES

/**
 * What was paid for the order in all: the provider's payment, and for cash and cash on delivery the
 * rest of the total once the goods were handed over (the courier or the carrier collected it). Only a
 * card order never has money beyond the provider's.
 */
export function paidInAll(o: PaymentRecords): number {
  if (o.payType === 'card' || !COLLECTED.includes(o.status)) return o.paidUah
  return Math.max(o.paidUah, o.totalUah)
}

export interface PaymentSummary {
  state: PaymentState
  paidUah: number
  refundedUah: number
  /** What the carrier still collects from the buyer: the rest of a cash-on-delivery order after its prepayment. */
  dueOnDeliveryUah: number
}

export function paymentSummary(o: PaymentRecords): PaymentSummary {
  const paidUah = paidInAll(o)
  const refundedUah = o.refundedUah + o.cashRefundedUah
  return { state: paymentStateOf(paidUah, refundedUah, o), paidUah, refundedUah, dueOnDeliveryUah: dueOnDelivery(o) }
}

/**
 * The rest of a cash-on-delivery order (Nova Poshta, older `np`) once its prepayment was taken, which
 * the carrier collects on delivery (the waybill's cash on delivery). 0 before the prepayment, after
 * delivery, for a declined order, once money went back, and for every other payment (a courier's
 * cash order is paid on delivery whole).
 */
export function dueOnDelivery(o: PaymentRecords): number {
  if (o.payType !== 'prepayment' && o.payType !== 'np') return 0
  if (o.status === 'declined' || COLLECTED.includes(o.status)) return 0
  if (o.paidUah <= 0 || o.refundedUah + o.cashRefundedUah > 0) return 0
  return cashOnDeliveryUah(o)
}

/**
 * What the buyer reads about the payment (the order's page and the profile's history alike): a
 * cash-on-delivery order whose prepayment came is "prepaid", with the rest still due on delivery, not
 * "paid". Staff keep the plain state, which counts money taken.
 */
export type BuyerPaymentState = PaymentState | 'prepaid'
export const buyerPaymentState = (state: PaymentState, dueOnDeliveryUah: number): BuyerPaymentState =>
  state === 'paid' && dueOnDeliveryUah > 0 ? 'prepaid' : state

function paymentStateOf(paid: number, refunded: number, o: PaymentRecords): PaymentState {
  if (paid > 0) {
    if (refunded >= paid) return 'refunded'
    return refunded > 0 ? 'partly_refunded' : 'paid'
  }
  if (o.status === 'payed_error') return 'failed'
  if (o.payType !== 'cash' && (isAwaitingPayment(o.status) || o.status === 'payed_check')) return 'awaiting_payment'
  return 'unpaid'
}

/** Moves that send goods on their way to the buyer. */
export const TOWARD_DELIVERY: readonly OrderStatus[] = ['prepered', 'at_delivry', 'delivring', 'delivred']

/**
 * Goods already paid back in full must not be shipped by a slip of the finger: such a move needs an
 * explicit override with a reason, which is audited and put on the order's timeline.
 */
export function moveNeedsOverride(state: PaymentState, to: OrderStatus): boolean {
  return state === 'refunded' && TOWARD_DELIVERY.includes(to)
}

/**
 * Why a refund of the order's payment (by card through the provider, or an invoice's transfer) cannot
 * be made; each has a text under the admin errors (ua and en). Cash went to the courier or the
 * carrier, not to the provider: it is handed back through a return, never through this refund.
 */
export type RefundRefusal = 'nothing_paid_to_refund' | 'all_refunded'

export function refundRefusal(o: { paidUah: number; refundedUah: number }): RefundRefusal | null {
  if (o.paidUah <= 0) return 'nothing_paid_to_refund'
  return o.paidUah - o.refundedUah <= 0 ? 'all_refunded' : null
}
