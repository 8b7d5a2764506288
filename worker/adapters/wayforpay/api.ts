import { z } from 'zod'
import { checkStatusSignature, signatureMatches, transactionSignature } from './signature'

export type Fetch = (request: Request) => Promise<Response>

const scalar = z.union([z.string(), z.number()])

/** WayForPay's CHECK_STATUS answer. Without a transactionStatus the provider knows no payment (or refused the request). */
const checkStatusAnswerSchema = z.looseObject({
  merchantAccount: z.string().optional(),
  orderReference: z.string().optional(),
  merchantSignature: z.string().optional(),
  amount: scalar.optional(),
  currency: z.string().optional(),
  authCode: scalar.optional(),
  cardPan: scalar.optional(),
  transactionStatus: z.string().optional(),
  reason: scalar.optional(),
  reasonCode: scalar.optional(),
})

export type CheckStatusResult =
  | { kind: 'transaction'; transactionStatus: string; amount: number; currency: string; payload: unknown }
  | { kind: 'unknown'; reason: string; payload: unknown }
  | { kind: 'forged'; transactionStatus: string | null; payload: unknown }

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

/** WayForPay's merchant API (https://api.wayforpay.com/api, or the local sandbox outside production). */
export function createWayForPayApi(options: { apiUrl: string; merchantAccount: string; secret: string; fetch: Fetch }) {
  const { apiUrl, merchantAccount, secret } = options
  return {
    /** CHECK_STATUS, signed over merchantAccount;orderReference; the answer's signature is verified. */
    async checkStatus(orderReference: string): Promise<CheckStatusResult> {
      const body = {
        transactionType: 'CHECK_STATUS',
        merchantAccount,
        orderReference,
        merchantSignature: checkStatusSignature(secret, { merchantAccount, orderReference }),
        apiVersion: 1,
      }
      let payload: unknown
      try {
        const response = await options.fetch(
          new Request(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) }),
        )
        if (!response.ok) throw new ProviderUnavailableError(`WayForPay CHECK_STATUS answered HTTP ${response.status}`)
        payload = await response.json()
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw error
        throw new ProviderUnavailableError(`WayForPay CHECK_STATUS failed: ${error instanceof Error ? error.message : String(error)}`)
      }
      const parsed = checkStatusAnswerSchema.safeParse(payload)
      if (!parsed.success) throw new ProviderUnavailableError('WayForPay CHECK_STATUS answered an unreadable body')
      const answer = parsed.data
      if (!answer.transactionStatus) return { kind: 'unknown', reason: String(answer.reason ?? 'no transaction'), payload }
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
        signatureMatches(expected, answer.merchantSignature) && answer.merchantAccount === merchantAccount && answer.orderReference === orderReference
      if (!genuine) return { kind: 'forged', transactionStatus: answer.transactionStatus, payload }
      return { kind: 'transaction', transactionStatus: answer.transactionStatus, amount: Number(answer.amount), currency: answer.currency ?? '', payload }
    },
  }
}
export type WayForPayApi = ReturnType<typeof createWayForPayApi>
