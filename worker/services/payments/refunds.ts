import { AppError } from '../../../app/domain/app-error'
import { refundRefusal } from '../../../app/domain/payment-state'
import type { PaymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { recordPaymentEvent } from '../../../db/queries/payments'
import type { RefundRest } from '../../../db/queries/refund-jobs'
import {
  claimRefund,
  completeRefund,
  failRefund,
  recordTransferRefund,
  refundableOrder,
} from '../../../db/queries/refunds'
import {
  createWayForPayApi,
  type Fetch,
  ProviderUnavailableError,
  type RefundResult,
} from '../../adapters/wayforpay/api'
import type { AppConfig } from '../../env'
import type { EmailService } from '../email'
import { mailRefund } from '../orders/order-mail'
import { payloadHash } from './payload-hash'

/** A refund request that never came back may be retried after this long (the provider refuses one beyond the payment anyway). */
export const REFUND_CLAIM_STALE_MS = 2 * 60_000

/** What the buyer's refund email says of the payment: all or part of the card payment went back. */
function refundedPayment(paidUah: number, refundedUah: number): PaymentSummary {
  return { state: refundedUah >= paidUah ? 'refunded' : 'partly_refunded', paidUah, refundedUah, dueOnDeliveryUah: 0 }
}

export interface RefundOutcome {
  refunded: boolean
  amountUah: number
  /** Why the provider did not refund, when it did not. */
  reason: string | null
}

export interface RefundService {
  /**
   * Refunds `amountUah` (default: all that was paid and not yet refunded) of an order's card payment
   * through the provider. A refusal or an unanswered request is recorded on the order (owed, with the
   * reason) for staff to retry, and answered as an outcome rather than an error: the cancel that
   * asked for it has happened. An invoice order was paid by bank transfer, so its money goes back
   * the same way: staff send it from the bank and confirm it here (`sentByTransfer`), and it is
   * recorded without asking the provider; without that confirmation it is a 409 and nothing is written.
   * `note` is the staff's own words (or none): it goes on the order's timeline as written, and to the
   * provider as the refund's comment, which otherwise names the order in the provider's language.
   * `retriesOwed` says the amount is the owed refund itself, asked again: refused again, it stays
   * what is owed; any other refused refund is owed on top of what already was. `rest` is a return's
   * part staff paid back themselves, which the buyer's refund email names too.
   */
  refund(
    orderId: number,
    amountUah: number | null,
    actorId: number | null,
    note: string,
    sentByTransfer?: boolean,
    retriesOwed?: boolean,
    rest?: RefundRest,
  ): Promise<RefundOutcome>
  /** What of an order's payment could still be refunded (a refund in flight counts as gone). */
  refundableUah(orderId: number): Promise<number>
}

export function createRefundService(db: Db, config: AppConfig, email: EmailService, fetchFn: Fetch): RefundService {
  async function ask(
    reference: string,
    amountUah: number,
    comment: string,
  ): Promise<RefundResult | { kind: 'unanswered'; reason: string }> {
    if (!config.wayforpay)
      return { kind: 'unanswered', reason: config.wayforpayDisabledReason ?? 'Card payment is switched off' }
    const wfp = config.wayforpay
    const api = createWayForPayApi({
      apiUrl: wfp.apiUrl,
      merchantAccount: wfp.merchantAccount,
      secret: wfp.secret,
      fetch: fetchFn,
    })
    try {
      return await api.refund(reference, amountUah, comment)
    } catch (error) {
      if (error instanceof ProviderUnavailableError) return { kind: 'unanswered', reason: error.message }
      throw error
    }
  }

  return {
    async refundableUah(orderId) {
      const order = await refundableOrder(db, orderId)
      return order ? order.paidUah - order.refundedUah - order.refundPendingUah : 0
    },

    async refund(orderId, requested, actorId, note, sentByTransfer, retriesOwed = false, rest) {
      const order = await refundableOrder(db, orderId)
      if (!order) throw new AppError('not_found', 'No such order')
      const refusal = refundRefusal(order)
      if (refusal) throw new AppError('conflict', refusal)
      const left = order.paidUah - order.refundedUah
      const amountUah = requested ?? left
      if (amountUah > left) {
        throw new AppError('invalid_data', `At most ${left} UAH of this order’s payment is left to refund`, {
          amount: [`refund_more_than_left?left=${left}`],
        })
      }
      if (order.payType === 'invoice') {
        if (!sentByTransfer) throw new AppError('conflict', 'invoice_refund_by_transfer')
        if (!(await recordTransferRefund(db, orderId, amountUah, actorId, note)))
          throw new AppError('conflict', 'Another refund of this order is under way; reload the order')
        const refunded = order.refundedUah + amountUah
        await mailRefund(db, email, { ...order, payment: refundedPayment(order.paidUah, refunded) }, amountUah, rest)
        return { refunded: true, amountUah, reason: null }
      }
      const now = Date.now()
      if (!(await claimRefund(db, orderId, amountUah, now, now - REFUND_CLAIM_STALE_MS))) {
        throw new AppError('conflict', 'Another refund of this order is under way; reload the order')
      }
      const result = await ask(order.reference, amountUah, note || `Refund for order ${order.number}`)
      if (result.kind !== 'unanswered') {
        await recordPaymentEvent(db, {
          orderId,
          orderReference: order.reference,
          source: 'refund',
          transactionStatus: result.kind === 'forged' ? null : result.transactionStatus,
          signatureValid: result.kind !== 'forged',
          payload: result.payload,
          payloadHash: await payloadHash(result.payload),
        })
      }
      if (result.kind === 'refunded') {
        await completeRefund(db, orderId, amountUah, actorId, note)
        const refunded = order.refundedUah + amountUah
        await mailRefund(db, email, { ...order, payment: refundedPayment(order.paidUah, refunded) }, amountUah, rest)
        return { refunded: true, amountUah, reason: null }
      }
      const reason = result.kind === 'forged' ? 'The provider’s answer could not be verified' : result.reason
      await failRefund(db, orderId, amountUah, actorId, reason, retriesOwed)
      return { refunded: false, amountUah, reason }
    },
  }
}
