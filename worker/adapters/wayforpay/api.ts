import { z } from 'zod'
import {
  checkStatusSignature,
  refundAnswerSignature,
  refundSignature,
  signatureMatches,
  transactionSignature,
} from './signature'

export type Fetch = (request: Request) => Promise<Response>

const scalar = z.union([z.string(), z.number()])

/**
 * WayForPay's CHECK_STATUS answer. Without a transactionStatus the provider knows no payment (or
 * refused the request). `refundAmount` is how much of the payment went back (hryvnias, as `amount`);
 * its signature does not cover it, so it is believed only beside a signature that holds.
 */
const checkStatusAnswerSchema = z.looseObject({
  merchantAccount: z.string().optional(),
  orderReference: z.string().optional(),
  merchantSignature: z.string().optional(),
  amount: scalar.optional(),
  refundAmount: scalar.optional(),
  currency: z.string().optional(),
  authCode: scalar.optional(),
  cardPan: scalar.optional(),
  transactionStatus: z.string().optional(),
  reason: scalar.optional(),
  reasonCode: scalar.optional(),
})

export type CheckStatusResult =
  | {
      kind: 'transaction'
      transactionStatus: string
      amount: number
      currency: string
      /** What of the payment was refunded, in hryvnias; null when the answer does not say. */
      refundAmount: number | null
      payload: unknown
    }
  | { kind: 'unknown'; reason: string; payload: unknown }
  | { kind: 'forged'; transactionStatus: string | null; payload: unknown }

/** WayForPay's REFUND answer. */
const refundAnswerSchema = z.looseObject({
  merchantAccount: z.string().optional(),
  orderReference: z.string().optional(),
  transactionStatus: z.string().optional(),
  reason: scalar.optional(),
  reasonCode: scalar.optional(),
  merchantSignature: z.string().optional(),
})

/** Transaction statuses by which WayForPay confirms a refund: Refunded, or Voided for a payment cancelled before settlement. */
export const REFUNDED_STATUSES: readonly string[] = ['Refunded', 'Voided']

export type RefundResult =
  | { kind: 'refunded'; transactionStatus: string; payload: unknown }
  | { kind: 'refused'; reason: string; transactionStatus: string | null; payload: unknown }
  | { kind: 'forged'; payload: unknown }

/** A non-negative amount as WayForPay writes it ("1250", 1250, "1250.00"), or null when it is absent or not one. */
function amountOf(value: string | number | undefined): number | null {
  if (value === undefined || value === '') return null
  const amount = Number(value)
  return Number.isFinite(amount) && amount >= 0 ? amount : null
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

/**
 * How long a merchant API call may take. A refund's claim is held while it waits, and an unanswered
 * call is retried after asking CHECK_STATUS, so waiting longer only keeps staff and the job waiting.
 */
export const WAYFORPAY_API_TIMEOUT_MS = 10_000

/** WayForPay's merchant API (https://api.wayforpay.com/api, or the local sandbox outside production). */
export function createWayForPayApi(options: {
  apiUrl: string
  merchantAccount: string
  secret: string
  fetch: Fetch
  timeoutMs?: number
}) {
  const { apiUrl, merchantAccount, secret, timeoutMs = WAYFORPAY_API_TIMEOUT_MS } = options

  async function post(name: string, body: unknown): Promise<unknown> {
    try {
      const response = await options.fetch(
        new Request(apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      )
      if (!response.ok) throw new ProviderUnavailableError(`WayForPay ${name} answered HTTP ${response.status}`)
      return await response.json()
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error
      throw new ProviderUnavailableError(
        `WayForPay ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }

  return {
    /**
     * REFUND of `amount` (hryvnias) of the order's payment. A refund is confirmed only by a signed
     * answer with reasonCode 1100 and status Refunded or Voided; anything else signed is a refusal.
     */
    async refund(orderReference: string, amount: number, comment: string): Promise<RefundResult> {
      const signed = { merchantAccount, orderReference, amount, currency: 'UAH' }
      const payload = await post('REFUND', {
        transactionType: 'REFUND',
        ...signed,
        comment,
        merchantSignature: refundSignature(secret, signed),
        apiVersion: 1,
      })
      const parsed = refundAnswerSchema.safeParse(payload)
      if (!parsed.success) throw new ProviderUnavailableError('WayForPay REFUND answered an unreadable body')
      const answer = parsed.data
      const expected = refundAnswerSignature(secret, {
        merchantAccount: answer.merchantAccount ?? '',
        orderReference: answer.orderReference ?? '',
        transactionStatus: answer.transactionStatus ?? '',
        reasonCode: answer.reasonCode ?? '',
      })
      // An unsigned answer is how the provider refuses a request it could not authenticate or parse.
      if (!answer.merchantSignature)
        return {
          kind: 'refused',
          reason: String(answer.reason ?? 'refused'),
          transactionStatus: answer.transactionStatus ?? null,
          payload,
        }
      if (
        !signatureMatches(expected, answer.merchantSignature) ||
        answer.merchantAccount !== merchantAccount ||
        answer.orderReference !== orderReference
      ) {
        return { kind: 'forged', payload }
      }
      const status = answer.transactionStatus ?? ''
      if (Number(answer.reasonCode) === 1100 && REFUNDED_STATUSES.includes(status))
        return { kind: 'refunded', transactionStatus: status, payload }
      return { kind: 'refused', reason: String(answer.reason ?? 'refused'), transactionStatus: status || null, payload }
    },

    /** CHECK_STATUS, signed over merchantAccount;orderReference; the answer's signature is verified. */
    async checkStatus(orderReference: string): Promise<CheckStatusResult> {
      const body = {
        transactionType: 'CHECK_STATUS',
        merchantAccount,
        orderReference,
        merchantSignature: checkStatusSignature(secret, { merchantAccount, orderReference }),
        apiVersion: 1,
      }
      const payload = await post('CHECK_STATUS', body)
      const parsed = checkStatusAnswerSchema.safeParse(payload)
      if (!parsed.success) throw new ProviderUnavailableError('WayForPay CHECK_STATUS answered an unreadable body')
      const answer = parsed.data
      if (!answer.transactionStatus)
        return { kind: 'unknown', reason: String(answer.reason ?? 'no transaction'), payload }
      const expected = transactionSignature(secret, {
        merchantAccount: answer.merchantAccount ?? '',
        orderReference: answer.orderReference ?? '',
        amount: answer.amount ?? '',
        currency: answer.currency ?? '',
        authCode: answer.authCode ?? '',
        cardPan: answer.cardPan ?? '',
        transactionStatus: answer.transactionStatus,
        reasonCode: answer.reasonCode ?? '',
      })
      const genuine =
        signatureMatches(expected, answer.merchantSignature) &&
        answer.merchantAccount === merchantAccount &&
        answer.orderReference === orderReference
      if (!genuine) return { kind: 'forged', transactionStatus: answer.transactionStatus, payload }
      return {
        kind: 'transaction',
        transactionStatus: answer.transactionStatus,
        amount: Number(answer.amount),
        currency: answer.currency ?? '',
        refundAmount: amountOf(answer.refundAmount),
        payload,
      }
    },
  }
}
export type WayForPayApi = ReturnType<typeof createWayForPayApi>
