import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, formatOneDecimal } from './money'

describe('formatNumber', () => {
  it('groups whole numbers exactly as Intl does in each language', () => {
    for (const n of [0, 5, 999, 1000, 1234, 12345, 999999, 1234567, -1234, -5, 2 ** 40])
      for (const [language, tag] of [
        ['ua', 'uk-UA'],
        ['en', 'en-US'],
      ] as const)
        expect(formatNumber(language, n)).toBe(new Intl.NumberFormat(tag).format(n))
  })

  it('writes fractions through Intl', () => {
    expect(formatNumber('ua', 1234.5)).toBe('1\u00a0234,5')
    expect(formatNumber('en', 1234.5)).toBe('1,234.5')
  })

  it('puts the currency label after the amount', () => {
    expect(formatMoney('ua', 12500, 'грн')).toBe('12\u00a0500 грн')
  })

  it('writes one decimal exactly as Intl does in each language, for every average a rating can have', () => {
    const averages = [0, 5, 1234.56, -0.04, -2.35]
    for (let count = 1; count <= 40; count++) for (let sum = count; sum <= 5 * count; sum++) averages.push(sum / count)
    for (let hundredths = 0; hundredths <= 500; hundredths++) averages.push(hundredths / 100)
    for (const [language, tag] of [
      ['ua', 'uk-UA'],
      ['en', 'en-US'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      for (const n of averages) expect(formatOneDecimal(language, n), `${n}`).toBe(intl.format(n))
    }
  })
})
