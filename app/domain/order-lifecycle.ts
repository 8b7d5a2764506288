import type { OrderStatus, PaymentType } from './order-status'

/**
 * The order lifecycle over the statuses of spec §4 (the spec lists them but not their transitions),
 * one table per kind of payment, because a cash order never goes through payment statuses:
 *
 *   cash (paid to the courier):
 *     new ──► prepered ──► at_delivry ──► delivring ──► delivred ──► returned
 *   card, and the Nova Poshta prepayment (`prepayment`, older data `np`):
 *     created ──► payed ──► prepered ──► … ──► delivred ──► returned
 *        │  ▲       ▲
 *        ▼  │       │ (staff: a payment check resolved)
 *     payed_error   payed_check
 *
 * Every status before delivery can be declined; declined and returned are final. Each table says who
 * makes a move: `provider` moves come only from WayForPay's signed reports (app/domain/payment.ts),
 * `staff` moves from the back office. A test holds the payment rules to the provider's table.
 */
type Actor = 'staff' | 'provider'
type Table = Readonly<Partial<Record<OrderStatus, Readonly<Record<Actor, readonly OrderStatus[]>>>>>

const FULFILMENT: Table = {
  payed: { staff: ['prepered', 'declined'], provider: [] },
  prepered: { staff: ['at_delivry', 'declined'], provider: [] },
  at_delivry: { staff: ['delivring', 'delivred', 'declined'], provider: [] },
  delivring: { staff: ['delivred', 'declined'], provider: [] },
  delivred: { staff: ['returned'], provider: [] },
}

const CASH: Table = {
  ...FULFILMENT,
  new: { staff: ['prepered', 'declined'], provider: [] },
  payed: undefined,
}

const AWAITING_CARD = { staff: ['declined'], provider: ['payed', 'payed_check', 'payed_error'] } as const

const CARD: Table = {
  ...FULFILMENT,
  created: AWAITING_CARD,
  // A failed payment may be tried again: the next report decides.
  payed_error: { staff: ['declined'], provider: ['payed', 'payed_check'] },
  // A payment whose amount did not match: staff check it with the provider and resolve it either way.
  payed_check: { staff: ['payed', 'payed_error', 'declined'], provider: ['payed', 'payed_error'] },
}

// Older prepayment orders were placed as new; they await the prepayment like created ones.
const PREPAYMENT: Table = { ...CARD, new: AWAITING_CARD }

/**
 * A partner's invoice: created until the bank transfer arrives. Staff record the transfer with their
 * own action (worker/services/admin/invoice-payment.ts: it takes the money like a card payment's
 * approval), never by a plain status move, so no order becomes paid without its receipt.
 */
const INVOICE: Table = { ...FULFILMENT, created: { staff: ['declined'], provider: [] } }

export const ORDER_TRANSITIONS: Readonly<Record<PaymentType, Table>> = {
  cash: CASH,
  invoice: INVOICE,
  card: CARD,
  prepayment: PREPAYMENT,
  np: PREPAYMENT,
}

/** Every status staff can move some order to: the choices of a bulk move (each order still checked on its own). */
export const STAFF_TARGET_STATUSES: readonly OrderStatus[] = [
  ...new Set(
    Object.values(ORDER_TRANSITIONS).flatMap((table) => Object.values(table).flatMap((moves) => moves?.staff ?? [])),
  ),
]

/** The statuses `actor` may move an order of this payment type to from `from` (409 lists them). */
export function allowedTransitions(
  payType: PaymentType,
  from: OrderStatus,
  actor: Actor = 'staff',
): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[payType][from]?.[actor] ?? []
}

export function canTransition(
  payType: PaymentType,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor = 'staff',
): boolean {
  return allowedTransitions(payType, from, actor).includes(to)
}

/**
 * The moves staff may make by hand. Once part of an order came back through a recorded return, the
 * rest comes back the same way (each unit restocked or written off, its money with it): the plain
 * move to returned, which would refund the rest with no record of its goods, is no longer offered.
 */
export function staffTransitions(payType: PaymentType, from: OrderStatus, hasReturns: boolean): readonly OrderStatus[] {
  const allowed = allowedTransitions(payType, from)
  return hasReturns ? allowed.filter((to) => to !== 'returned') : allowed
}

/** A declined order gives back the stock it took; declined is final, so this happens once. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'declined'
}

/** Spec §4: a cash order starts as new; any other payment starts as created (awaiting payment). */
export function initialOrderStatus(payType: PaymentType): OrderStatus {
  return payType === 'cash' ? 'new' : 'created'
}

/**
 * Until the shop starts on it, the owner may cancel an order or change how it is paid: also after a
 * card payment failed (the buyer pays again, another way, or cancels; its hold still lapses).
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'created', 'payed_error']

export function isOrderOpen(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status)
}

/** Order numbers are the row id plus this offset: short, unique, and not zero-padded noise. */
export const ORDER_NUMBER_OFFSET = 100_000
