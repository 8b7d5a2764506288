import { describe, expect, it } from 'vitest'
import { orderNumberTerm, phoneSearchDigits } from './order-search'

describe('order search terms', () => {
  it('reads a Ukrainian phone in any format as its national digits', () => {
    for (const typed of [
      '+380671234567',
      '380671234567',
      '0671234567',
      '671234567',
      '+38 (067) 123-45-67',
      '80671234567',
    ])
      expect(phoneSearchDigits(typed)).toBe('671234567')
    expect(phoneSearchDigits('067 12')).toBe('6712')
    expect(phoneSearchDigits('05')).toBeNull()
    expect(phoneSearchDigits('Шевченко')).toBeNull()
    expect(phoneSearchDigits('RC-1024')).toBeNull()
  })
  it('drops the number sign of an order number', () => {
    expect(orderNumberTerm('№ 100144')).toBe('100144')
    expect(orderNumberTerm('#100144')).toBe('100144')
    expect(orderNumberTerm('100144')).toBe('100144')
  })

  it("finds the order by its invoice's number from a bank purpose, in Latin or Cyrillic letters", () => {
    expect(orderNumberTerm('P-100144')).toBe('100144')
    expect(orderNumberTerm('Р-100144')).toBe('100144')
    expect(orderNumberTerm(' p - 100144 ')).toBe('100144')
    // A word that merely starts with the letter is not a number.
    expect(orderNumberTerm('Petrenko')).toBe('Petrenko')
  })
})
