import { describe, expect, it } from 'vitest'
import {
  refusalReason,
  scheduledRefundReason,
  TRANSACTION_STATUSES,
  transactionStatusKey,
} from '../domain/provider-words'
import { resources } from './resources'

describe('provider texts', () => {
  it('has a sentence in both languages for every key it answers', () => {
    for (const locale of ['ua', 'en'] as const) {
      const texts = resources[locale].translation.admin.provider
      for (const status of [...TRANSACTION_STATUSES, 'unknown'] as const) expect(texts.status[status]).toBeTruthy()
      for (const raw of [
        'Ok',
        'Bad CVV2',
        'Expired card',
        'Fraud',
        'Order not found',
        'x',
        'Card payment is switched off',
      ])
        expect(texts.reason[refusalReason(raw).key as keyof typeof texts.reason]).toBeTruthy()
      for (const raw of ['another_refund_in_flight', 'SQLITE_BUSY', 'x'])
        expect(texts.reason[scheduledRefundReason(raw)!.key as keyof typeof texts.reason]).toBeTruthy()
    }
    expect(transactionStatusKey('Approved')).toBe('Approved')
    expect(transactionStatusKey('approved')).toBe('unknown')
  })
})
