import { AppError } from '../../../app/domain/app-error'
import { markPaidRefusal } from '../../../app/domain/invoice'
import { paymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { markInvoicePaid, orderReferenceOf } from '../../../db/queries/invoices'
import { orderForPayment } from '../../../db/queries/payments'
import type { EmailService } from '../email'
import { mailStatus } from '../orders/order-mail'

/**
 * Staff record that a partner's bank transfer arrived. What follows is what a card payment's approval
 * does (worker/services/payments: the paid status, the sale receipt's job, the paid message, the
 * buyer's email); refused once the order is paid or cancelled, so a second click records nothing.
 */
export async function recordInvoicePayment(db: Db, email: EmailService, orderId: number, actorId: number) {
  const reference = await orderReferenceOf(db, orderId)
  const order = reference ? await orderForPayment(db, reference) : null
  if (!order) throw new AppError('not_found', 'order_not_found')
  const refusal = markPaidRefusal(order)
  if (refusal) throw new AppError('conflict', `invoice_${refusal}`)
  if (!(await markInvoicePaid(db, order.id, actorId))) throw new AppError('conflict', 'invoice_already_paid')
  const payment = paymentSummary({
    ...order,
    status: 'payed',
    paidUah: order.totalUah,
    refundedUah: 0,
    cashRefundedUah: 0,
  })
  await mailStatus(db, email, { ...order, email: order.email || order.accountEmail || '', payment }, 'payed')
  return { status: 'payed' as const, paid: order.totalUah }
}
