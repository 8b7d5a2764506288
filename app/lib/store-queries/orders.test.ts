import type { Query } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { PAYMENT_POLL_MS } from '../../domain/payment'
import { askForReceiptsAgain, paymentStatusQuery, RECEIPT_ASK_EVERY_MS, RECEIPT_ASKS, receiptsQuery } from './orders'

/** What a refetchInterval function reads of its query: its state. */
const withState = (state: Record<string, unknown>) => ({ state }) as unknown as Query<never, never, never, never>
const intervalOf = (options: { refetchInterval?: unknown }, state: Record<string, unknown>) =>
  (options.refetchInterval as (query: Query<never, never, never, never>) => number | false)(withState(state))

describe('how often an order’s page asks again', () => {
  it('asks for receipts only while one is awaited, none has come and asks are left', () => {
    expect(askForReceiptsAgain(true, 0, 1)).toBe(true)
    expect(askForReceiptsAgain(true, 0, RECEIPT_ASKS - 1)).toBe(true)
    expect(askForReceiptsAgain(true, 0, RECEIPT_ASKS)).toBe(false)
    expect(askForReceiptsAgain(true, 1, 1)).toBe(false)
    expect(askForReceiptsAgain(false, 0, 1)).toBe(false)
  })

  it('sets the receipts query’s interval from that rule', () => {
    const awaited = receiptsQuery('ua', 'ref-1', true)
    expect(intervalOf(awaited, { data: [], dataUpdateCount: 3 })).toBe(RECEIPT_ASK_EVERY_MS)
    expect(intervalOf(awaited, { data: [{ type: 'sale' }], dataUpdateCount: 3 })).toBe(false)
    expect(intervalOf(receiptsQuery('ua', 'ref-1', false), { data: [], dataUpdateCount: 1 })).toBe(false)
  })

  it('polls the payment every 7000 ms while the bank is deciding, and stops on an outcome or a failure', () => {
    const payment = paymentStatusQuery('ua', 'ref-1')
    expect(intervalOf(payment, { status: 'success', data: { transactionStatus: 'InProcessing' } })).toBe(
      PAYMENT_POLL_MS,
    )
    expect(intervalOf(payment, { status: 'success', data: { transactionStatus: 'Approved' } })).toBe(false)
    expect(intervalOf(payment, { status: 'success', data: { transactionStatus: 'Declined' } })).toBe(false)
    expect(intervalOf(payment, { status: 'error', data: undefined })).toBe(false)
  })

  it('keys each order’s reads by reference and language', () => {
    expect(receiptsQuery('en', 'ref-2', false).queryKey).toEqual(['store', 'orders', 'receipts', 'ref-2', 'en'])
    expect(paymentStatusQuery('ua', 'ref-2').queryKey).toEqual(['store', 'orders', 'payment', 'ref-2', 'ua'])
  })
})
