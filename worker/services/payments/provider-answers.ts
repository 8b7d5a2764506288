import type { Db } from '../../../db/client'
import { type PaymentEventInput, recordPaymentEvent } from '../../../db/queries/payments'
import { type CheckStatusResult, ProviderUnavailableError, type WayForPayApi } from '../../adapters/wayforpay/api'
import { payloadHash } from './payload-hash'

/** The provider gave no answer (a timeout, a dropped connection, card payment switched off). */
export type Unanswered = { kind: 'unanswered'; reason: string }

type Order = { id: number; reference: string }

/**
 * One call to WayForPay's merchant API. Its answer, a forged one too (marked so), is kept in
 * `payment_events` before any caller acts on it; no answer is `unanswered`, and each caller decides
 * what that means (the check page answers 503, a refund stays owed).
 */
export async function askAndKeep<T extends { payload: unknown }>(
  db: Db,
  order: Order,
  source: PaymentEventInput['source'],
  call: () => Promise<T>,
  read: (answer: T) => { transactionStatus: string | null; signatureValid: boolean },
): Promise<T | Unanswered> {
  let answer: T
  try {
    answer = await call()
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { kind: 'unanswered', reason: error.message }
    throw error
  }
  await recordPaymentEvent(db, {
    orderId: order.id,
    orderReference: order.reference,
    source,
    ...read(answer),
    payload: answer.payload,
    payloadHash: await payloadHash(answer.payload),
  })
  return answer
}

/** CHECK_STATUS for one order; only a signed transaction report is genuine. */
export const askPaymentStatus = (db: Db, api: WayForPayApi, order: Order) =>
  askAndKeep<CheckStatusResult>(
    db,
    order,
    'check_status',
    () => api.checkStatus(order.reference),
    (answer) => ({
      transactionStatus: answer.kind === 'unknown' ? null : answer.transactionStatus,
      signatureValid: answer.kind === 'transaction',
    }),
  )
