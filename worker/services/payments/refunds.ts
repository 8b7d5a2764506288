import { AppError } from '../../../app/domain/app-error'
import { refundRefusal } from '../../../app/domain/payment-state'
import type { PaymentSummary } from '../../../app/domain/payment-state'
import type { Db } from '../../../db/client'
import { recordFoundRefund } from '../../../db/queries/found-refunds'
import type { RefundRest } from '../../../db/queries/refund-jobs'
import {
  claimRefund,
  completeRefund,
  failRefund,
  recordTransferRefund,
  refundableOrder,
  type RefundableOrder,
} from '../../../db/queries/refunds'
import type { Fetch } from '../../adapters/wayforpay/api'
import type { AppConfig } from '../../env'
import type { EmailService } from '../email'
import { mailRefund } from '../orders/order-mail'
import { createRefundProvider, UNVERIFIED } from './refund-provider'

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
   * what is owed; any other refused refund is owed on top of what already was. `restToTell` answers,
   * once money went back, a return's part staff paid back themselves for the buyer's refund email to
   * name too (none when the return's own email told it already).
   * The provider's CHECK_STATUS is asked first, every time: what it reports refunded beyond the
   * store's record (an earlier answer lost) is recorded, and only what is still missing of
   * `amountUah` is sent; when it cannot tell, nothing is sent and the amount is owed
   * (docs/decisions/refunds-ask-the-provider-first.md).
   */
  refund(
    orderId: number,
    amountUah: number | null,
    actorId: number | null,
    note: string,
    sentByTransfer?: boolean,
    retriesOwed?: boolean,
    restToTell?: () => Promise<RefundRest | undefined>,
  ): Promise<RefundOutcome>
  /** What of an order's payment could still be refunded (a refund in flight counts as gone). */
  refundableUah(orderId: number): Promise<number>
}

export function createRefundService(db: Db, config: AppConfig, email: EmailService, fetchFn: Fetch): RefundService {
  const provider = createRefundProvider(db, config, fetchFn)
  const conflict = () => new AppError('conflict', 'Another refund of this order is under way; reload the order')

  /** The buyer's email of what went back now, with the payment as it stands after it. */
  async function mail(
    order: RefundableOrder,
    refundedUah: number,
    amountUah: number,
    restToTell?: () => Promise<RefundRest | undefined>,
  ) {
    const rest = await restToTell?.()
    await mailRefund(db, email, { ...order, payment: refundedPayment(order.paidUah, refundedUah) }, amountUah, rest)
  }

  return {
    async refundableUah(orderId) {
      const order = await refundableOrder(db, orderId)
      return order ? order.paidUah - order.refundedUah - order.refundPendingUah : 0
    },

    async refund(orderId, requested, actorId, note, sentByTransfer, retriesOwed = false, restToTell) {
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
        if (!(await recordTransferRefund(db, orderId, amountUah, actorId, note))) throw conflict()
        await mail(order, order.refundedUah + amountUah, amountUah, restToTell)
        return { refunded: true, amountUah, reason: null }
      }
      const now = Date.now()
      if (!(await claimRefund(db, orderId, amountUah, now, now - REFUND_CLAIM_STALE_MS))) throw conflict()
      // As the claim found it: a refund recorded between the first read and the claim counts.
      const claimed = (await refundableOrder(db, orderId)) ?? order

      const checked = await provider.refunded(claimed)
      if (checked.kind === 'unverified') {
        await failRefund(db, orderId, { amountUah, claimedAt: now }, actorId, checked.reason, retriesOwed)
        return { refunded: false, amountUah, reason: checked.reason }
      }
      const stillLeft = claimed.paidUah - claimed.refundedUah
      const foundUah = Math.min(Math.max(checked.refundedUah - claimed.refundedUah, 0), stillLeft)
      // What the provider already refunded counts toward this refund: only the rest of it is sent.
      const sendUah = Math.max(Math.min(amountUah - foundUah, stillLeft - foundUah), 0)
      if (foundUah > 0) {
        const found = { foundUah, claimedUah: amountUah, refundedUah: claimed.refundedUah, sendUah, actorId, note }
        if (!(await recordFoundRefund(db, orderId, found))) throw conflict()
      }
      const refundedBefore = claimed.refundedUah + foundUah
      if (sendUah === 0) {
        await mail(claimed, refundedBefore, foundUah, restToTell)
        return { refunded: true, amountUah: foundUah, reason: null }
      }

      const result = await provider.refund(claimed, sendUah, note || `Refund for order ${order.number}`)
      const claim = { amountUah: sendUah, claimedAt: now }
      if (result.kind === 'refunded') {
        // Recorded and told only while the claim is still this request's: the one that took it over records it.
        if (await completeRefund(db, orderId, claim, actorId, note))
          await mail(claimed, refundedBefore + sendUah, foundUah + sendUah, restToTell)
        return { refunded: true, amountUah: foundUah + sendUah, reason: null }
      }
      const reason = result.kind === 'forged' ? UNVERIFIED.forged : result.reason
      await failRefund(db, orderId, claim, actorId, reason, retriesOwed)
      if (foundUah > 0) await mail(claimed, refundedBefore, foundUah)
      return { refunded: false, amountUah: sendUah, reason }
    },
  }
}
