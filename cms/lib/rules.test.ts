import { describe, expect, it } from 'vitest'
import { SLUG_PATTERN, slugFromTitle, slugSource } from './rules'

describe('a slug the Studio generates', () => {
  it('comes from the English title, else the Ukrainian one in Latin letters, and always fits the pattern', () => {
    expect(slugSource('title')({ title: { ua: 'Оплата і доставка', en: 'Payment & delivery' } })).toBe(
      'Payment & delivery',
    )
    expect(slugSource('name')({ name: { ua: 'Догляд за шкірою взимку', en: ' ' } })).toBe('Догляд за шкірою взимку')
    expect(slugFromTitle('Payment & delivery')).toBe('payment-delivery')
    expect(slugFromTitle('Догляд за шкірою взимку')).toBe('dohliad-za-shkiroiu-vzymku')
    expect(slugFromTitle("Знам'янка — 2026!")).toBe('znamianka-2026')
    for (const title of ['Оплата і доставка', '  —  ', 'A'.repeat(120) + ' b'])
      expect(slugFromTitle(title) === '' || SLUG_PATTERN.test(slugFromTitle(title))).toBe(true)
    expect(slugFromTitle('A'.repeat(120)).length).toBe(96)
  })
})
