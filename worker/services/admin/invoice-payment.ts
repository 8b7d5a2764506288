import { AppError } from '../../../app/domain/app-error'
import { markPaidRefusal, transferAfterCancel } from '../../../app/domain/invoice'
import type { Db } from '../../../db/client'
import { markInvoicePaid, orderReferenceOf, recordTransferAfterCancel } from '../../../db/queries/invoices'
import { orderForPayment } from '../../../db/queries/payments'
import type { EmailService } from '../email'
import { createStatusMails } from '../orders/status-mails'

/**
 * Staff record that a partner's bank transfer arrived. What follows is what a card payment's approval
 * does (worker/services/payments: the paid status, the sale receipt's job, the paid message, the
 * buyer's email); refused once the order is paid, so a second click records nothing. A transfer that
 * arrived after the order was cancelled is recorded too, and owed back: the order stays cancelled and
 * the buyer gets no "paid" email (the refund's email follows when staff send the money back).
 */
export async function recordInvoicePayment(db: Db, email: EmailService, orderId: number, actorId: number) {
  const reference = await orderReferenceOf(db, orderId)
  const order = reference ? await orderForPayment(db, reference) : null
  if (!order) throw new AppError('not_found', 'order_not_found')
  const refusal = markPaidRefusal(order)
  if (refusal) throw new AppError('conflict', `invoice_${refusal}`)
  if (transferAfterCancel(order)) {
    const paid = await recordTransferAfterCancel(db, order.id, actorId)
    if (paid === null) throw new AppError('conflict', 'invoice_already_paid')
    return { status: 'declined' as const, paid, owed: paid }
  }
  if (!(await markInvoicePaid(db, order.id, actorId))) throw new AppError('conflict', 'invoice_already_paid')
  await createStatusMails(db, email).sendNow(order.id)
  return { status: 'payed' as const, paid: order.totalUah, owed: 0 }
}
