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

/** How the order's own page opens and names its total, from where the order is now. */
export interface OrderHeadline {
  title:
    | 'success_title'
    | 'success_awaiting_title'
    | 'success_failed_title'
    | 'success_expired_title'
    | 'success_declined_title'
    | 'success_delivered_title'
    | 'success_returned_title'
  text:
    | 'success_text'
    | 'success_progress_text'
    | 'success_awaiting_text'
    | 'success_prepayment_text'
    | 'success_failed_text'
    | 'success_expired_text'
    | 'success_closed_text'
    | 'success_delivered_text'
  /** "To pay" while money is due; "Paid" once the whole total came; "Order total" on a closed order. */
  total: 'total' | 'total_paid' | 'total_of_order'
}

/**
 * A page opened from an email days later must not greet a delivered order with "we will contact you"
 * nor ask a cancelled one to pay: the headline and the total's name follow the order's status.
 */
export function orderHeadline(
  order: { status: OrderStatus; pay_type: PaymentType; pay_until: string | null; paid: number; total: number },
  nowMs: number,
): OrderHeadline {
  const payment = buyerPayment(order, nowMs)
  const paidWhole = order.total > 0 && order.paid >= order.total
  const closed = order.status === 'declined' || order.status === 'returned'
  const total = closed ? 'total_of_order' : paidWhole ? 'total_paid' : 'total'
  if (payment === 'expired') return { title: 'success_expired_title', text: 'success_expired_text', total }
  if (order.status === 'payed_error') return { title: 'success_failed_title', text: 'success_failed_text', total }
  if (order.status === 'declined') return { title: 'success_declined_title', text: 'success_closed_text', total }
  if (order.status === 'returned') return { title: 'success_returned_title', text: 'success_closed_text', total }
  if (order.status === 'delivred') return { title: 'success_delivered_title', text: 'success_delivered_text', total }
  if (payment === 'pay')
    return {
      title: 'success_awaiting_title',
      text: order.pay_type === 'card' ? 'success_awaiting_text' : 'success_prepayment_text',
      total,
    }
  const confirmed = order.status !== 'new' && order.status !== 'created' && order.status !== 'payed_check'
  return { title: 'success_title', text: confirmed ? 'success_progress_text' : 'success_text', total }
}

/** The courier's address in one line, as the buyer reads it back: "street, house, apt. N, city" (the flat only when given). */
export function courierAddressLine(
  address: { city: string; street: string; house: string; apartment: string },
  flatWord: string,
): string {
  const flat = address.apartment ? `${flatWord} ${address.apartment}` : ''
  return [address.street, address.house, flat, address.city].filter(Boolean).join(', ')
}
