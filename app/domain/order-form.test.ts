import { describe, expect, it } from 'vitest'
import { checkoutGaps, isPaymentAllowed, offeredPayments, orderFieldError, paymentsFor } from './order-form'

describe('orderFieldError (spec §5 order step 1 and delivery)', () => {
  it.each([
    ['first_name', 'Олена', null],
    ['first_name', "Мар'яна", null],
    ['last_name', 'Kowalska-Nowak', null],
    ['first_name', '', 'required'],
    ['first_name', '   ', 'required'],
    ['last_name', '', 'required'],
    ['first_name', 'Олена1', 'invalid_name'],
    ['first_name', '<b>', 'invalid_name'],
    ['first_name', 'А'.repeat(31), 'too_long'],
    ['father_name', '', null],
    ['father_name', 'Петрівна', null],
    ['phone', '+380501112233', null],
    ['phone', '050111223', null],
    ['phone', '12345678', 'invalid_phone'],
    ['phone', '+38 050 111 22 33', null],
    ['phone', '050 111 22 33', null],
    ['phone', '050-111-22', 'invalid_phone'],
    ['phone', '050 111 22 33 ext', 'invalid_phone'],
    ['phone', '', 'required'],
    ['email', '', null],
    ['email', 'olena@example.com', null],
    ['email', 'olena@example', 'invalid_email'],
    ['email', 'o lena@example.com', 'invalid_email'],
    ['street', 'вул. Хрещатик', null],
    ['street', '', 'required'],
    ['house', '22/1', null],
    ['house', '', 'required'],
    ['appartment', '', null],
    ['city', 'Львів', null],
    ['branch', 'Відділення №12 (до 30 кг): вул. Городоцька, 120', null],
    ['branch', '', 'required'],
    ['street', '<script>', 'invalid_chars'],
  ] as const)('%s = %j → %s', (field, value, expected) => {
    expect(orderFieldError(field, value)).toBe(expected)
  })
})

describe('isPaymentAllowed (spec §5)', () => {
  it.each([
    ['curier', 'card', true],
    ['curier', 'cash', true],
    ['curier', 'prepayment', false],
    ['newpost', 'card', true],
    ['newpost', 'prepayment', true],
    ['newpost', 'cash', false],
  ] as const)('%s + %s → %s', (delivery, payment, expected) => {
    expect(isPaymentAllowed(delivery, payment)).toBe(expected)
  })
})

describe('the payments offered', () => {
  it('leave card out while card payment is off, per delivery', () => {
    expect(offeredPayments(true)).toEqual(['card', 'cash', 'prepayment'])
    expect(offeredPayments(false)).toEqual(['cash', 'prepayment'])
    expect(paymentsFor('curier', offeredPayments(false))).toEqual(['cash'])
    expect(paymentsFor('newpost', offeredPayments(false))).toEqual(['prepayment'])
    expect(paymentsFor('newpost')).toEqual(['card', 'prepayment'])
  })
})

describe('checkoutGaps (what step 2 still lacks)', () => {
  it('asks for a delivery first, and for nothing else until it is chosen', () => {
    expect(checkoutGaps('', false, '')).toEqual(['delivery'])
  })
  it('names the address and the payment, in the page’s order', () => {
    expect(checkoutGaps('curier', false, '')).toEqual(['address', 'payment'])
    expect(checkoutGaps('newpost', true, '')).toEqual(['payment'])
    expect(checkoutGaps('curier', false, 'cash')).toEqual(['address'])
  })
  it('counts a payment the delivery does not allow as none', () => {
    expect(checkoutGaps('newpost', true, 'cash')).toEqual(['payment'])
  })
  it('is empty when step 2 may be sent', () => {
    expect(checkoutGaps('curier', true, 'card')).toEqual([])
  })
})
