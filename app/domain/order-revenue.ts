import { paidInAll, type PaymentRecords } from './payment-state'
import type { OrderStatus } from './order-status'

/** Orders that never became sales: they count neither as orders nor in the average. */
export const NOT_A_SALE_STATUSES = ['declined'] as const satisfies readonly OrderStatus[]

/**
 * What an order has brought the store and it kept, for the dashboard: paid in all less refunded in all,
 * as the order page and the orders export count them (app/domain/payment-state.ts). So cash counts
 * once the courier or the carrier collected it, and cash handed back for a return (a partial one too)
 * is taken off like a card refund.
 */
export function orderRevenueUah(o: PaymentRecords): number {
  return paidInAll(o) - o.refundedUah - o.cashRefundedUah
}

/** Low stock: a variant with fewer pieces than this (retail plus wholesale stock) is listed; staff set it. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3
export const MAX_LOW_STOCK_THRESHOLD = 10_000
