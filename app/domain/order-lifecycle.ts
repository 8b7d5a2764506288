import type { OrderStatus, PaymentType } from './order-status'

/**
 * The order lifecycle over the statuses of spec §4 (the spec lists them but not their transitions).
 * The one list of allowed moves, used by the back office and by payment callbacks alike:
 *
 *   new ─────────────┬──► prepered ──► at_delivry ──► delivring ──► delivred
 *   (cash, prepay)   │        ▲             └──────────────────────────▲
 *                    ▼        │
 *   created ──► payed ────────┘        payed_check ──► payed / payed_error
 *   (card, awaiting payment) ──► payed_check, payed_error ──► created (pay again)
 *
 * and every status before delivery can be declined. delivred and declined are final. Payment
 * reports (app/domain/payment.ts) only make moves listed here; a test holds them to it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // A new order may be paid by card too (the prepayment of cash on delivery with Nova Poshta).
  new: ['created', 'payed', 'payed_check', 'payed_error', 'prepered', 'declined'],
  created: ['payed', 'payed_check', 'payed_error', 'declined'],
  payed_check: ['payed', 'payed_error', 'declined'],
  payed_error: ['created', 'payed', 'payed_check', 'declined'],
  payed: ['prepered', 'declined'],
  prepered: ['at_delivry', 'declined'],
  at_delivry: ['delivring', 'delivred', 'declined'],
  delivring: ['delivred', 'declined'],
  delivred: [],
  declined: [],
}

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from]
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0
}

/** A declined order gives back the stock it took; declined is final, so this happens once. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'declined'
}

/** Spec §4: a cash order starts as new; any other payment starts as created (awaiting payment). */
export function initialOrderStatus(payType: PaymentType): OrderStatus {
  return payType === 'cash' ? 'new' : 'created'
}

/** Until the shop starts on it, the owner may cancel an order or change how it is paid. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'created']

export function isOrderOpen(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status)
}

/** Order numbers are the row id plus this offset: short, unique, and not zero-padded noise. */
export const ORDER_NUMBER_OFFSET = 100_000
