import { describe, expect, it } from 'vitest'
import { refundAmountOf } from './refund-amount'

describe('refundAmountOf', () => {
  it('reads an empty field as all that is left and whole hryvnias up to it', () => {
    expect(refundAmountOf('', 500)).toEqual({ amount: undefined })
    expect(refundAmountOf('  ', 500)).toEqual({ amount: undefined })
    expect(refundAmountOf('1', 500)).toEqual({ amount: 1 })
    expect(refundAmountOf(' 500 ', 500)).toEqual({ amount: 500 })
  })

  it('refuses a fraction, a sign, a separator, zero or more than is left instead of reading it otherwise', () => {
    for (const typed of ['10.5', '1,5', '-5', '+5', '0', '501', '1e2', '5 000', '٥', '12abc'])
      expect(refundAmountOf(typed, 500), typed).toEqual({ code: 'refund_whole?left=500' })
  })
})
