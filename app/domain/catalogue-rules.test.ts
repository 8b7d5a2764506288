import { describe, expect, it } from 'vitest'
import { catalogueRuleBreaks, mergedNumbers, type VariantNumbers } from './catalogue-rules'

const ok: VariantNumbers = {
  price: 999,
  discount_price: 0,
  whoosale_price: 800,
  discount_whoosale_price: 0,
  stock: 3,
  stock_opt: 0,
}
const fields = (v: VariantNumbers) => catalogueRuleBreaks(v).map((b) => b.field)

describe('catalogue rules', () => {
  it('takes a well-formed variant', () => {
    expect(catalogueRuleBreaks(ok)).toEqual([])
    expect(fields({ ...ok, discount_price: 998, discount_whoosale_price: 700 })).toEqual([])
    expect(fields({ ...ok, whoosale_price: 0, discount_whoosale_price: 900 })).toEqual([])
  })

  it('refuses a sale at or above the price, wholesale above retail and negative stock', () => {
    expect(fields({ ...ok, discount_price: 999 })).toEqual(['discount_price'])
    expect(fields({ ...ok, discount_price: 5000 })).toEqual(['discount_price'])
    expect(fields({ ...ok, whoosale_price: 1000 })).toEqual(['whoosale_price'])
    expect(fields({ ...ok, discount_whoosale_price: 800 })).toEqual(['discount_whoosale_price'])
    expect(fields({ ...ok, stock: -1, stock_opt: -2 })).toEqual(['stock', 'stock_opt'])
    expect(catalogueRuleBreaks({ ...ok, discount_price: 5000 })[0]!.message).toBe(
      'sale_not_below_price?sale=5000&price=999',
    )
  })

  it('judges a partial change against the current values', () => {
    expect(fields(mergedNumbers(ok, { price: 500 }))).toEqual(['whoosale_price'])
    expect(fields(mergedNumbers(ok, { discount_price: undefined }))).toEqual([])
  })
})
