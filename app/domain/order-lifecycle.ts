import type { OrderStatus, PaymentType } from './order-status'

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
