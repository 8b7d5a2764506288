import type {
  AcceptReply,
  PaymentStatus,
  PurchaseForm,
  PurchaseFormRequest,
  WayForPayCallback,
} from '../../../app/contract/payment'
import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import type { OrderStatus } from '../../../app/domain/order-status'
import {
  amountDueByCard,
  isAwaitingPayment,
  paymentOutcome,
  orderStatusAfterPayment,
  paidAmountMatches,
  settledTransactionStatus,
} from '../../../app/domain/payment'
import type { Db } from '../../../db/client'
import { canTransition } from '../../../app/domain/order-lifecycle'
import {
  moveOrderStatus,
  orderForPayment,
  type PaymentOrder,
  paymentLines,
  recordLatePayment,
  recordPaymentEvent,
} from '../../../db/queries/payments'
import { createWayForPayApi, type Fetch } from '../../adapters/wayforpay/api'
import { acceptSignature, signatureMatches, transactionSignature } from '../../adapters/wayforpay/signature'
import type { AppConfig } from '../../env'
import type { EmailService } from '../email'
import { createStatusMails } from '../orders/status-mails'
import { cardPaymentOf } from './card-payment'
import { payloadHash } from './payload-hash'
import { askPaymentStatus } from './provider-answers'
import { crossCheck, purchaseForm } from './purchase-form'
import type { RefundService } from './refunds'

export interface PaymentService {
  /** The signed WayForPay Purchase form for a stored order (POST /order/generate-wayforpay-url/). */
  purchaseForm(request: PurchaseFormRequest, locale: Locale): Promise<PurchaseForm>
  /** A verified serviceUrl callback applied to its order; answers the signed accept reply. */
  acceptCallback(callback: WayForPayCallback): Promise<AcceptReply>
  /** The payment status for the check page; asks the provider (CHECK_STATUS) while payment is open. */
  status(reference: string, firstCheck: boolean): Promise<PaymentStatus>
}

/** The provider's report of one transaction, as the order rules need it. */
interface Report {
  transactionStatus: string
  amount: number
  currency: string
}

const notFound = () => new AppError('not_found', 'Order not found')

export function createPaymentService(
  db: Db,
  config: AppConfig,
  email: EmailService,
  refunds: RefundService,
  fetchFn: Fetch = (request) => fetch(request),
): PaymentService {
  const cardPayment = cardPaymentOf(config)
  const statusMails = createStatusMails(db, email)
  /** Card payment needs the merchant settings; while it is off the caller gets a 409 and only the log names why. */
  /** The provider's account: reports and polls need only it, even while another requirement keeps card payment off. */
  function merchant() {
    if (!config.wayforpay) cardPayment.refuseIfOff()
    return config.wayforpay!
  }

  async function findOrder(reference: string): Promise<PaymentOrder> {
    const order = await orderForPayment(db, reference)
    if (!order) throw notFound()
    return order
  }

  function cardAmount(order: PaymentOrder): number {
    const due = amountDueByCard(order)
    if (due === null) throw new AppError('conflict', 'This order is paid in cash on delivery, not by card')
    return due
  }

  /**
   * Money taken for an order that no longer awaits it (its hold lapsed and it was cancelled while the
   * buyer was paying): recorded as paid and sent straight back, so it is never kept for goods not sold.
   */
  async function refundLatePayment(order: PaymentOrder, report: Report) {
    if (order.status !== 'declined' || paymentOutcome(report.transactionStatus) !== 'approved') return
    if (await recordLatePayment(db, order.id, Math.round(report.amount))) {
      await refunds.refund(order.id, null, null, '')
    }
  }

  /**
   * Applies a genuine report to the order. The move is conditional on the status it was decided
   * from; if another report moved the order meanwhile, the decision is made again on the new status.
   */
  async function applyReport(order: PaymentOrder, report: Report): Promise<OrderStatus> {
    let current = order
    for (let attempt = 0; attempt < 5; attempt++) {
      const due = amountDueByCard(current) ?? current.totalUah
      const next = orderStatusAfterPayment(current.status, {
        transactionStatus: report.transactionStatus,
        amountMatches: paidAmountMatches(report, due),
      })
      if (next === current.status) {
        await refundLatePayment(current, report)
        return next
      }
      // The lifecycle is the one authority on moves; a report it does not allow leaves the order as it is.
      if (!canTransition(current.payType, current.status, next, 'provider')) return current.status
      const paid = paymentOutcome(report.transactionStatus) === 'approved' ? Math.round(report.amount) : null
      if (await moveOrderStatus(db, current.id, current.status, next, paid)) {
        // The customer hears of each move a payment makes (paid, failed, being verified) once: only
        // the report that moved the order wrote its email's job.
        await statusMails.sendNow(current.id)
        return next
      }
      current = await findOrder(current.reference)
    }
    throw new AppError('conflict', 'The order is being updated; try again')
  }

  return {
    async purchaseForm(request, locale) {
      // Any missing part (WayForPay, fiscal receipts in production) is named in the log, never to the buyer.
      cardPayment.refuseIfOff()
      const wfp = merchant()
      const order = await findOrder(request.order_data.reference)
      const due = cardAmount(order)
      if (!isAwaitingPayment(order.status)) {
        const paid = order.status === 'payed' || order.status === 'payed_check'
        throw new AppError('conflict', paid ? 'This order is already paid' : 'This order can no longer be paid')
      }
      const lines = await paymentLines(db, order.id)
      crossCheck(request, order, lines)
      return purchaseForm(wfp, config.SITE_URL, order, lines, due, locale)
    },

    async acceptCallback(callback) {
      const wfp = merchant()
      const order = await orderForPayment(db, callback.orderReference)
      const genuine =
        callback.merchantAccount === wfp.merchantAccount &&
        signatureMatches(transactionSignature(wfp.secret, callback), callback.merchantSignature)
      // Only genuine reports about an order of ours are kept: a forgery proves nothing and would only fill the audit trail.
      if (order && genuine) {
        await recordPaymentEvent(db, {
          orderId: order.id,
          orderReference: callback.orderReference,
          source: 'callback',
          transactionStatus: callback.transactionStatus,
          signatureValid: genuine,
          payload: callback,
          payloadHash: await payloadHash(callback),
        })
      }
      if (!genuine)
        throw new AppError('invalid_data', 'Invalid merchantSignature', {
          merchantSignature: ['Does not match the callback'],
        })
      if (!order) throw notFound()
      await applyReport(order, {
        transactionStatus: callback.transactionStatus,
        amount: Number(callback.amount),
        currency: callback.currency,
      })
      const reply = {
        orderReference: callback.orderReference,
        status: 'accept' as const,
        time: Math.floor(Date.now() / 1000),
      }
      return { ...reply, signature: acceptSignature(wfp.secret, reply) }
    },

    async status(reference, firstCheck) {
      const order = await findOrder(reference)
      cardAmount(order)
      const settled = settledTransactionStatus(order.status)
      const answer = (transactionStatus: string | null, status: OrderStatus): PaymentStatus => ({
        orderReference: order.reference,
        transactionStatus,
        order_status: status,
      })
      if (settled && !firstCheck) return answer(settled, order.status)

      const wfp = merchant()
      const api = createWayForPayApi({
        apiUrl: wfp.apiUrl,
        merchantAccount: wfp.merchantAccount,
        secret: wfp.secret,
        fetch: fetchFn,
      })
      const result = await askPaymentStatus(db, api, order)
      if (result.kind === 'unanswered')
        throw new AppError('unavailable', 'The payment provider did not answer; try again later')
      if (result.kind === 'forged')
        throw new AppError('unavailable', 'The payment provider’s answer could not be verified; try again later')
      if (result.kind === 'unknown') return answer(settled, order.status)
      return answer(result.transactionStatus, await applyReport(order, result))
    },
  }
}
