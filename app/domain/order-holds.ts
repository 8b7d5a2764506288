import type { OrderStatus, PaymentType } from './order-status'
import type { Viewer } from './viewer'

/**
 * How orders hold stock without letting anyone keep a variant off sale:
 * - an unpaid card order holds its stock and promo use for a limited time (ORDER_HOLD_MINUTES,
 *   default 60); then the scheduled job cancels it and gives both back;
 * - cash and prepayment orders wait for staff, so instead at most MAX_OPEN_ORDERS_PER_CONTACT
 *   guest orders may await confirmation per phone number and per courier address (compared by
 *   addressKey); a card order still inside its hold counts only once the hold lapses unpaid, and a
 *   signed-in buyer (an activated account, which staff can block) or approved wholesaler is not
 *   limited, so an office building or a shared phone does not stop honest buyers;
 * - a line asking for more than is available takes nothing and is all pre-order.
 */
export const DEFAULT_HOLD_MINUTES = 60

/** Statuses in which an unpaid card order still holds its stock (awaiting payment, or a failed attempt). */
export const HOLDING_STATUSES = ['created', 'payed_error'] as const satisfies readonly OrderStatus[]
export const MAX_OPEN_ORDERS_PER_CONTACT = 3

/** The open-orders limit of a buyer: null for a signed-in account (activated, blockable), else the guest limit. */
export function openOrdersLimitFor(viewer: Viewer): number | null {
  return viewer.userId === null ? MAX_OPEN_ORDERS_PER_CONTACT : null
}

/** Until when a new order holds its stock for a payment: only card orders, which the buyer pays at once. */
export function holdUntil(payType: PaymentType, nowMs: number, holdMinutes: number): number | null {
  return payType === 'card' ? nowMs + holdMinutes * 60_000 : null
}
