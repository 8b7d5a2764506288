import { describe, expect, it } from 'vitest'
import {
  buyerPaymentState,
  dueOnDelivery,
  moveNeedsOverride,
  paymentSummary,
  type PaymentRecords,
  refundRefusal,
} from './payment-state'

const card: PaymentRecords = {
  payType: 'card',
  status: 'payed',
  totalUah: 1000,
  paidUah: 1000,
  refundedUah: 0,
  cashRefundedUah: 0,
}

describe('payment state', () => {
  it('follows a card payment through refunds', () => {
    expect(paymentSummary(card).state).toBe('paid')
    expect(paymentSummary({ ...card, refundedUah: 100 })).toEqual({
      state: 'partly_refunded',
      paidUah: 1000,
      refundedUah: 100,
      dueOnDeliveryUah: 0,
    })
    expect(paymentSummary({ ...card, refundedUah: 1000 }).state).toBe('refunded')
  })

  it('tells awaiting, failed and unpaid apart', () => {
    expect(paymentSummary({ ...card, status: 'created', paidUah: 0 }).state).toBe('awaiting_payment')
    expect(paymentSummary({ ...card, status: 'payed_error', paidUah: 0 }).state).toBe('failed')
    expect(paymentSummary({ ...card, status: 'declined', paidUah: 0 }).state).toBe('unpaid')
    expect(paymentSummary({ ...card, payType: 'cash', status: 'new', paidUah: 0 }).state).toBe('unpaid')
  })

  it('counts cash collected on delivery and cash handed back', () => {
    const cash = { ...card, payType: 'cash' as const, paidUah: 0 }
    expect(paymentSummary({ ...cash, status: 'at_delivry' }).state).toBe('unpaid')
    expect(paymentSummary({ ...cash, status: 'delivred' })).toMatchObject({ state: 'paid', paidUah: 1000 })
    expect(paymentSummary({ ...cash, status: 'delivred', cashRefundedUah: 300 }).state).toBe('partly_refunded')
    const cod = { ...card, payType: 'prepayment' as const, paidUah: 200 }
    expect(paymentSummary({ ...cod, status: 'prepered' })).toMatchObject({ state: 'paid', paidUah: 200 })
    expect(paymentSummary({ ...cod, status: 'delivred' })).toMatchObject({ state: 'paid', paidUah: 1000 })
  })

  it('says what the carrier still collects once a cash-on-delivery prepayment is taken, and only then', () => {
    const cod = { ...card, payType: 'prepayment' as const, paidUah: 200 }
    expect(dueOnDelivery({ ...cod, status: 'payed' })).toBe(800)
    expect(dueOnDelivery({ ...cod, payType: 'np', status: 'at_delivry' })).toBe(800)
    expect(paymentSummary({ ...cod, status: 'payed' }).dueOnDeliveryUah).toBe(800)
    expect(dueOnDelivery({ ...cod, status: 'created', paidUah: 0 })).toBe(0)
    expect(dueOnDelivery({ ...cod, status: 'delivred' })).toBe(0)
    expect(dueOnDelivery({ ...cod, status: 'declined' })).toBe(0)
    expect(dueOnDelivery({ ...cod, status: 'payed', refundedUah: 200 })).toBe(0)
    expect(dueOnDelivery({ ...card, status: 'payed' })).toBe(0)
    expect(dueOnDelivery({ ...card, payType: 'cash', status: 'new', paidUah: 0 })).toBe(0)
  })

  it('asks for an override only to ship a refunded order', () => {
    expect(moveNeedsOverride('refunded', 'prepered')).toBe(true)
    expect(moveNeedsOverride('refunded', 'declined')).toBe(false)
    expect(moveNeedsOverride('partly_refunded', 'prepered')).toBe(false)
  })
})

describe('buyerPaymentState', () => {
  const cod = { ...card, payType: 'prepayment' as const, status: 'payed' as const, paidUah: 200 }
  const read = (o: PaymentRecords) => {
    const s = paymentSummary(o)
    return buyerPaymentState(s.state, s.dueOnDeliveryUah)
  }

  it('reads a cash-on-delivery order with its prepayment in as prepaid, not paid', () => {
    expect(read(cod)).toBe('prepaid')
    expect(read({ ...cod, status: 'at_delivry' })).toBe('prepaid')
  })

  it('reads paid once the rest was collected, and a whole card payment as paid', () => {
    expect(read({ ...cod, status: 'delivred' })).toBe('paid')
    expect(read(card)).toBe('paid')
  })

  it('keeps the other states as they are', () => {
    expect(read({ ...cod, paidUah: 0, status: 'created' })).toBe('awaiting_payment')
    expect(read({ ...cod, refundedUah: 200 })).toBe('refunded')
  })
})

describe('refundRefusal', () => {
  it('names an order nothing was paid for by card or transfer apart from one refunded already', () => {
    expect(refundRefusal({ paidUah: 0, refundedUah: 0 })).toBe('nothing_paid_to_refund')
    expect(refundRefusal({ paidUah: 500, refundedUah: 500 })).toBe('all_refunded')
    expect(refundRefusal({ paidUah: 500, refundedUah: 200 })).toBeNull()
  })
})
