import { describe, expect, it } from 'vitest'
import { emailNote, refundOutcomeUnknown, refusalReason, scheduledRefundReason } from './provider-words'
import { isSellerCode, isUkrainianIban } from './seller-identity'
import { orderRevenueUah } from './order-revenue'

describe('provider words', () => {
  it("reads WayForPay's refusal texts and the store's own as sentence keys with the code beside", () => {
    expect(refusalReason('Declined To Card Issuer')).toEqual({ key: 'issuer_declined', code: 1101 })
    expect(refusalReason('Refund refused by the acquirer')).toEqual({ key: 'acquirer_refused', code: 1122 })
    expect(refusalReason('1104')).toEqual({ key: 'insufficient_funds', code: 1104 })
    expect(refusalReason('The provider’s answer could not be verified')).toEqual({ key: 'answer_forged', code: null })
    expect(refusalReason('WayForPay REFUND timed out')).toEqual({ key: 'provider_unreachable', code: null })
    expect(refusalReason('WayForPay REFUND answered HTTP 504')).toEqual({ key: 'provider_unreachable', code: null })
    expect(refusalReason('WayForPay CHECK_STATUS did not say how much was refunded')).toEqual({
      key: 'refund_amount_unknown',
      code: null,
    })
    expect(refusalReason('Something new')).toEqual({ key: 'unknown', code: null })
    expect(refusalReason(null)).toEqual({ key: 'unknown', code: null })
  })

  it('tells a refund whose answer was lost or untrusted from one the provider refused', () => {
    expect(refundOutcomeUnknown('WayForPay REFUND answered HTTP 504')).toBe(true)
    expect(refundOutcomeUnknown('WayForPay REFUND failed: fetch failed')).toBe(true)
    expect(refundOutcomeUnknown('The provider’s answer could not be verified')).toBe(true)
    expect(refundOutcomeUnknown('RefundInProcessing')).toBe(true)
    expect(refundOutcomeUnknown('Refund refused by the acquirer')).toBe(false)
    expect(refundOutcomeUnknown('Card payment is switched off')).toBe(false)
  })

  it("parses the mailer's timeline note", () => {
    expect(emailNote('order_placed → olena@example.com: Замовлення № 1: прийнято')).toEqual({
      kind: 'order_placed',
      to: 'olena@example.com',
      subject: 'Замовлення № 1: прийнято',
    })
    expect(emailNote('a staff note')).toBeNull()
  })
})

describe('seller identity', () => {
  it('checks ЄДРПОУ, РНОКПП and a Ukrainian IBAN by its check digits', () => {
    // Public codes of Ukrainian banks: PrivatBank, Oschadbank, Universal Bank (a remainder of 10 counted
    // again with raised weights), and one in the 30–60 million range.
    for (const code of ['14360570', '00032129', '21133352', '30012345', '12345678'])
      expect(isSellerCode('company', code)).toBe(true)
    for (const code of ['14360571', '00032120', '21133353', '1234567', '1234567890'])
      expect(isSellerCode('company', code)).toBe(false)
    expect(isSellerCode('fop', '3012345670')).toBe(true)
    expect(isSellerCode('fop', '3012345678')).toBe(false)
    expect(isSellerCode('fop', '1234567899')).toBe(true)
    expect(isSellerCode('fop', '1234567890')).toBe(false)
    expect(isUkrainianIban('UA21 3223 1300 0002 6007 2335 6600 1')).toBe(true)
    expect(isUkrainianIban('UA22 3223 1300 0002 6007 2335 6600 1')).toBe(false)
    expect(isUkrainianIban('DE89370400440532013000')).toBe(false)
  })
})

describe('order revenue', () => {
  it('is what was paid in all less what went back, by card and in cash', () => {
    const o = { totalUah: 1000, paidUah: 0, refundedUah: 0, cashRefundedUah: 0 }
    expect(orderRevenueUah({ ...o, status: 'payed', payType: 'card', paidUah: 1000, refundedUah: 250 })).toBe(750)
    expect(orderRevenueUah({ ...o, status: 'at_delivry', payType: 'cash' })).toBe(0)
    expect(orderRevenueUah({ ...o, status: 'delivred', payType: 'cash' })).toBe(1000)
    expect(orderRevenueUah({ ...o, status: 'delivred', payType: 'prepayment', paidUah: 200 })).toBe(1000)
    // A partial return of a cash-on-delivery order: 200 back to the card, 500 handed back in cash.
    const partlyBack = { status: 'delivred', payType: 'prepayment', paidUah: 200, refundedUah: 200 } as const
    expect(orderRevenueUah({ ...o, ...partlyBack, cashRefundedUah: 500 })).toBe(300)
    // All came back through returns, 900 of it in cash: the store keeps what it did not hand back.
    expect(orderRevenueUah({ ...o, status: 'returned', payType: 'cash', cashRefundedUah: 900 })).toBe(100)
  })
})

describe('a scheduled refund’s last error', () => {
  it('is the store’s own trouble unless it names another refund or the provider', () => {
    expect(scheduledRefundReason(null)).toBeNull()
    expect(scheduledRefundReason('')).toBeNull()
    expect(scheduledRefundReason('another_refund_in_flight')).toEqual({ key: 'refund_in_flight', code: null })
    expect(scheduledRefundReason('Another refund of this order is under way; reload the order')).toEqual({
      key: 'refund_in_flight',
      code: null,
    })
    expect(scheduledRefundReason('Error: SQLITE_BUSY: database is locked')).toEqual({ key: 'store_error', code: null })
    // A network failure of the database client is the store's, not the payment service's.
    expect(scheduledRefundReason('LibsqlError: fetch failed')).toEqual({ key: 'store_error', code: null })
    expect(scheduledRefundReason('WayForPay timed out')).toEqual({ key: 'provider_unreachable', code: null })
    expect(scheduledRefundReason('Something else')).toEqual({ key: 'store_error', code: null })
  })
})
