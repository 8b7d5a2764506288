import { deliveryCharge } from './delivery-cost'
import type { DeliveryType, OrderStatus, PaymentType } from './order-status'

/** What the buyer's pages offer about paying an order, from its current status on the server. */
export type BuyerPayment =
  /** A card payment is due (not yet made, or the last attempt failed): offer to pay (again). */
  | 'pay'
  /** The time to pay ran out and the order was cancelled (its goods went back on sale): it cannot be paid any more. */
  | 'expired'
  | null

/** The status a buyer reads: cash on delivery whose 200 UAH prepayment came is not "paid" (the rest is due at pick-up). */
export type BuyerStatus = OrderStatus | 'payed_prepayment'
export const buyerStatus = (status: OrderStatus, payType: PaymentType | undefined): BuyerStatus =>
  status === 'payed' && payType === 'prepayment' ? 'payed_prepayment' : status

export function buyerPayment(
  order: { status: OrderStatus; pay_type: PaymentType; pay_until: string | null },
  nowMs: number,
): BuyerPayment {
  // Cash is paid on delivery and an invoice by bank transfer to its IBAN: neither is paid from these pages.
  if (order.pay_type === 'cash' || order.pay_type === 'invoice') return null
  const until = order.pay_until === null ? null : Date.parse(order.pay_until)
  if (order.status === 'declined') return until !== null && until <= nowMs ? 'expired' : null
  // A failed attempt may be paid again, like one not yet made, until its hold lapses.
  if (order.status === 'created' || order.status === 'new' || order.status === 'payed_error')
    return until === null || until > nowMs ? 'pay' : null
  return null
}

/** How the order's delivery is described: the courier's cost, free, or the carrier's own rates (Nova Poshta). */
export function orderDelivery(order: {
  delivery_type: DeliveryType
  delivery_cost: number
  pay_type: PaymentType
}): 'carrier' | 'free' | number {
  return deliveryCharge(order.delivery_type, order.delivery_cost, order.pay_type)
}
