import type { OrderStatus, PaymentType } from './order-status'

/**
 * What an order has brought the store, for the dashboard and the export: money taken by WayForPay
 * less what went back (`paid_uah - refunded_uah`), plus cash once it is in hand. Cash is in hand when
 * the order is delivered: courier or pickup cash, and the cash-on-delivery part of a Nova Poshta
 * order (its total less any prepayment). A returned order's cash went back with the goods.
 */
export const CASH_PAY_TYPES = ['cash', 'np', 'prepayment'] as const satisfies readonly PaymentType[]
export const CASH_IN_HAND_STATUSES = ['delivred'] as const satisfies readonly OrderStatus[]

/** Orders that never became sales: they count neither as orders nor in the average. */
export const NOT_A_SALE_STATUSES = ['declined'] as const satisfies readonly OrderStatus[]

export interface RevenueInput {
  status: OrderStatus
  payType: PaymentType
  totalUah: number
  paidUah: number
  refundedUah: number
}

export function orderRevenueUah(o: RevenueInput): number {
  const card = o.paidUah - o.refundedUah
  const cashInHand =
    (CASH_PAY_TYPES as readonly string[]).includes(o.payType) &&
    (CASH_IN_HAND_STATUSES as readonly string[]).includes(o.status)
      ? Math.max(0, o.totalUah - o.paidUah)
      : 0
  return card + cashInHand
}

/** Low stock: a variant with fewer pieces than this (retail plus wholesale stock) is listed; staff set it. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3
export const MAX_LOW_STOCK_THRESHOLD = 10_000
