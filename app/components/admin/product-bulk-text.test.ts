import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { withUkrainianPlurals } from '../../i18n/plurals'
import { resources } from '../../i18n/resources'
import { bulkQuestion, bulkResult } from './product-bulk-text'

function tOf(lng: 'ua' | 'en') {
  const i18n = i18next.createInstance()
  void i18n.init({ lng, resources, initAsync: false, interpolation: { escapeValue: false } })
  return withUkrainianPlurals(i18n).t
}

const prices = { kind: 'prices', percent: 10, fields: ['price', 'whoosale_price'] } as const

describe('bulk product change texts', () => {
  it('names the change and its size in the question, in both languages', () => {
    expect(bulkQuestion(tOf('ua'), prices, 2, 'ua')).toBe(
      'Змінити ціни 2 товарів на +10 % (Ціна, Оптова ціна)? Це не можна скасувати одним кліком.',
    )
    expect(bulkQuestion(tOf('en'), { kind: 'prices', percent: -5.5, fields: ['price'] }, 1, 'en')).toBe(
      'Change the prices of 1 product by −5.5% (Price)? This cannot be undone in one click.',
    )
    expect(bulkQuestion(tOf('ua'), { kind: 'stock', stock: 5, stock_opt: 0 }, 3, 'ua')).toContain(
      'Встановити залишок (роздріб — 5, опт — 0) для вибраних товарів (3)?',
    )
    expect(bulkQuestion(tOf('en'), { kind: 'visibility', is_active: false }, 4, 'en')).toContain(
      'Hide 4 products from the store?',
    )
  })

  it('says what was done, with Ukrainian plural forms', () => {
    expect(bulkResult(tOf('ua'), prices, { products: 2, variants: 4 }, 'ua')).toBe(
      'Ціни 2 товарів +10 %: змінено 4 варіанти',
    )
    expect(bulkResult(tOf('ua'), prices, { products: 1, variants: 5 }, 'ua')).toBe(
      'Ціни 1 товару +10 %: змінено 5 варіантів',
    )
    expect(bulkResult(tOf('en'), prices, { products: 2, variants: 1 }, 'en')).toBe(
      'Prices of 2 products +10%: 1 variant changed',
    )
    expect(bulkResult(tOf('ua'), { kind: 'visibility', is_active: true }, { products: 3, variants: 0 }, 'ua')).toBe(
      'Показано на сайті товарів: 3',
    )
    expect(bulkResult(tOf('en'), { kind: 'stock', stock: 7 }, { products: 2, variants: 0 }, 'en')).toBe(
      'Stock set (retail 7) for 2 products: no variant changed',
    )
  })
})
