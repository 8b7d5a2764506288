import type { Db } from '../../../db/client'
import { createWayForPayApi, type Fetch, REFUNDED_STATUSES, type RefundResult } from '../../adapters/wayforpay/api'
import type { AppConfig } from '../../env'
import { askAndKeep, askPaymentStatus, type Unanswered } from './provider-answers'

/**
 * What the provider says went back of an order's payment, in whole hryvnias, or why that is not
 * known (then no refund may be sent: an earlier one may have gone through unrecorded).
 */
export type ProviderRefunded = { kind: 'known'; refundedUah: number } | { kind: 'unverified'; reason: string }

/** The reasons the store writes itself when the provider's report cannot settle it (app/domain/provider-words.ts reads them). */
export const UNVERIFIED = {
  forged: 'The provider’s answer could not be verified',
  noRefundAmount: 'WayForPay CHECK_STATUS did not say how much was refunded',
} as const

/** A refund in progress at the provider: its amount may not be in `refundAmount` yet. */
const REFUND_IN_PROCESSING = 'RefundInProcessing'

/** The merchant API as refunds use it: REFUND, and CHECK_STATUS before it; each genuine answer kept in `payment_events`. */
export function createRefundProvider(db: Db, config: AppConfig, fetchFn: Fetch) {
  function api() {
    const wfp = config.wayforpay
    if (!wfp) return null
    return createWayForPayApi({
      apiUrl: wfp.apiUrl,
      merchantAccount: wfp.merchantAccount,
      secret: wfp.secret,
      fetch: fetchFn,
    })
  }
  const switchedOff = () => config.wayforpayDisabledReason ?? 'Card payment is switched off'

  return {
    /** REFUND of `amountUah`; a timeout or a dropped connection is "unanswered", not an error. */
    async refund(
      order: { id: number; reference: string },
      amountUah: number,
      comment: string,
    ): Promise<RefundResult | Unanswered> {
      const wfp = api()
      if (!wfp) return { kind: 'unanswered', reason: switchedOff() }
      return askAndKeep<RefundResult>(
        db,
        order,
        'refund',
        () => wfp.refund(order.reference, amountUah, comment),
        (answer) => ({
          transactionStatus: answer.kind === 'forged' ? null : answer.transactionStatus,
          signatureValid: answer.kind !== 'forged',
        }),
      )
    },

    /**
     * CHECK_STATUS: how much of the payment the provider says it refunded. Only a signed answer
     * counts; one with a refund still in processing, or without `refundAmount` while money is left,
     * cannot say what went back, and neither can no answer.
     */
    async refunded(order: { id: number; reference: string }): Promise<ProviderRefunded> {
      const wfp = api()
      if (!wfp) return { kind: 'unverified', reason: switchedOff() }
      const result = await askPaymentStatus(db, wfp, order)
      if (result.kind === 'unanswered') return { kind: 'unverified', reason: result.reason }
      if (result.kind === 'forged') return { kind: 'unverified', reason: UNVERIFIED.forged }
      if (result.kind === 'unknown') return { kind: 'unverified', reason: result.reason }
      if (result.transactionStatus === REFUND_IN_PROCESSING) return { kind: 'unverified', reason: REFUND_IN_PROCESSING }
      // A voided payment went back whole without a refund to count; a Refunded one that does not say how much, all of it.
      const all = REFUNDED_STATUSES.includes(result.transactionStatus) ? result.amount : null
      const refunded = result.transactionStatus === 'Voided' ? all : (result.refundAmount ?? all)
      if (refunded === null || !Number.isFinite(refunded))
        return { kind: 'unverified', reason: UNVERIFIED.noRefundAmount }
      // Whole hryvnias (docs/decisions/002): a kopiyka part refunded elsewhere is not the store's to count.
      return { kind: 'known', refundedUah: Math.floor(Math.round(refunded * 100) / 100) }
    },
  }
}

export type RefundProvider = ReturnType<typeof createRefundProvider>
