import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import {
  amountDueByCard,
  prepaymentSplit,
  orderStatusAfterPayment,
  paidAmountMatches,
  paymentOutcome,
  checkOutcome,
  settledTransactionStatus,
} from './payment'

describe('paymentOutcome (spec §4 Payment check)', () => {
  it.each([
    ['Approved', 'approved'],
    ['InProcessing', 'processing'],
    ['Pending', 'processing'],
    ['WaitingAuthComplete', 'processing'],
    ['Declined', 'failed'],
    ['Expired', 'failed'],
    ['Refunded', 'failed'],
    ['approved', 'failed'],
    ['', 'failed'],
    [null, 'failed'],
    [undefined, 'failed'],
  ])('%s → %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome)
  })
})

describe('orderStatusAfterPayment', () => {
  const report = (transactionStatus: string, amountMatches = true) => ({ transactionStatus, amountMatches })

  it.each<[OrderStatus, string, boolean, OrderStatus]>([
    ['created', 'Approved', true, 'payed'],
    ['created', 'Approved', false, 'payed_check'],
    ['created', 'Pending', true, 'created'],
    ['created', 'InProcessing', true, 'created'],
    ['created', 'WaitingAuthComplete', true, 'created'],
    ['created', 'Declined', true, 'payed_error'],
    ['created', 'Expired', true, 'payed_error'],
    ['created', 'Voided', true, 'payed_error'],
    ['new', 'Approved', true, 'payed'],
    ['payed_error', 'Approved', true, 'payed'],
    ['payed_error', 'Declined', true, 'payed_error'],
    ['payed_error', 'Pending', true, 'payed_error'],
  ])('%s + %s (amount matches: %s) → %s', (current, status, matches, expected) => {
    expect(orderStatusAfterPayment(current, report(status, matches))).toBe(expected)
  })

  it.each(['payed', 'payed_check', 'prepered', 'at_delivry', 'delivring', 'delivred', 'declined'] as const)(
    'never moves a %s order, whatever the report',
    (current) => {
      for (const status of ['Approved', 'Declined', 'Pending', 'Expired', 'Refunded']) {
        expect(orderStatusAfterPayment(current, report(status, false))).toBe(current)
        expect(orderStatusAfterPayment(current, report(status, true))).toBe(current)
      }
    },
  )
})

describe('amountDueByCard', () => {
  it.each([
    ['card', 1250, 1250],
    ['prepayment', 1250, 200],
    ['np', 1250, 200],
    ['prepayment', 150, 150],
    ['cash', 1250, null],
  ] as const)('%s order of %i UAH → %s', (payType, totalUah, due) => {
    expect(amountDueByCard({ payType, totalUah })).toBe(due)
  })
})

describe('paidAmountMatches', () => {
  it.each([
    [{ amount: 1250, currency: 'UAH' }, 1250, true],
    [{ amount: 1250.0, currency: 'UAH' }, 1250, true],
    [{ amount: 1249.99, currency: 'UAH' }, 1250, false],
    [{ amount: 1, currency: 'UAH' }, 1250, false],
    [{ amount: 1250, currency: 'USD' }, 1250, false],
  ])('%o against %i → %s', (paid, due, expected) => {
    expect(paidAmountMatches(paid, due)).toBe(expected)
  })
})

describe('settledTransactionStatus', () => {
  it('asks the provider only while payment is open', () => {
    const open = ORDER_STATUSES.filter((s) => settledTransactionStatus(s) === null)
    expect(open).toEqual(['new', 'created', 'payed_error'])
  })

  it('shows a paid or fulfilled order as Approved and a cancelled one as Declined', () => {
    expect(settledTransactionStatus('payed')).toBe('Approved')
    expect(settledTransactionStatus('payed_check')).toBe('Approved')
    expect(settledTransactionStatus('delivred')).toBe('Approved')
    expect(settledTransactionStatus('declined')).toBe('Declined')
  })
})

describe('prepaymentSplit', () => {
  it('takes the 200 UAH prepayment now and leaves the rest for the branch, never more than the total', () => {
    expect(prepaymentSplit(849)).toEqual({ nowUah: 200, onDeliveryUah: 649 })
    expect(prepaymentSplit(189)).toEqual({ nowUah: 189, onDeliveryUah: 0 })
  })
})

describe('checkOutcome (the payment check page)', () => {
  it('says "not completed" when the provider saw no payment of an order still awaiting one', () => {
    expect(checkOutcome(null, 'created')).toBe('not_paid')
    expect(checkOutcome(undefined, 'new')).toBe('not_paid')
  })
  it("keeps the provider's word once there is a transaction, and a failure as a failure", () => {
    expect(checkOutcome('Declined', 'payed_error')).toBe('failed')
    expect(checkOutcome(null, 'payed_error')).toBe('failed')
    expect(checkOutcome('Approved', 'payed')).toBe('approved')
    expect(checkOutcome('Pending', 'created')).toBe('processing')
  })
})
