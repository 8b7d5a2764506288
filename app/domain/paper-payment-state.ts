import type { OrderStatus, PaymentType } from './order-status'

export type PaperPaymentState = 'unpaid' | 'awaiting' | 'failed' | 'part_paid' | 'paid' | 'part_refunded' | 'refunded'

/**
 * How the orders export and the invoice name an order's payment, read from the order's own money
 * columns. When the order's payment state becomes a rule of its own, this is the one function to
 * switch to it (its callers: worker/services/admin/order-export.ts and the invoice).
 */
export function paperPaymentState(o: {
  status: OrderStatus
  payType: PaymentType
  totalUah: number
  paidUah: number
  refundedUah: number
}): PaperPaymentState {
  if (o.refundedUah > 0) return o.refundedUah >= o.paidUah ? 'refunded' : 'part_refunded'
  if (o.paidUah > 0) return o.paidUah >= o.totalUah ? 'paid' : 'part_paid'
  // Cash changes hands on delivery: the order is paid once delivered.
  if (o.payType !== 'card' && o.status === 'delivred') return 'paid'
  if (o.status === 'payed_error') return 'failed'
  if (o.payType !== 'cash' && (o.status === 'new' || o.status === 'created' || o.status === 'payed_check'))
    return 'awaiting'
  return 'unpaid'
}
