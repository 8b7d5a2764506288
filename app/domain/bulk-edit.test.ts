import { describe, expect, it } from 'vitest'
import { bulkRuleBreaks, bulkVariantChange, changedByPercent } from './bulk-edit'

const variant = {
  price: 1000,
  discount_price: 900,
  whoosale_price: 800,
  discount_whoosale_price: 0,
  stock: 3,
  stock_opt: 1,
}

describe('bulk edits', () => {
  it('moves a price by a percentage and rounds to whole hryvnias', () => {
    expect(changedByPercent(1999, 10)).toBe(2199)
    expect(changedByPercent(1999, -12.5)).toBe(1749)
    expect(changedByPercent(0, 50)).toBe(0)
  })

  it('changes only the prices staff chose', () => {
    expect(bulkVariantChange(variant, { kind: 'prices', percent: 10, fields: ['price'] })).toEqual({ price: 1100 })
  })

  it('names a sale price the new price no longer exceeds', () => {
    const change = bulkVariantChange(variant, { kind: 'prices', percent: -25, fields: ['price'] })
    expect(bulkRuleBreaks(variant, change).map((b) => b.field)).toEqual(['discount_price', 'whoosale_price'])
  })

  it('refuses a price cut to nothing', () => {
    const cheap = { ...variant, price: 1, discount_price: 0, whoosale_price: 0 }
    const change = bulkVariantChange(cheap, { kind: 'prices', percent: -90, fields: ['price'] })
    expect(bulkRuleBreaks(cheap, change)[0]?.field).toBe('price')
  })

  it('sets stock without touching prices', () => {
    expect(bulkVariantChange(variant, { kind: 'stock', stock_opt: 5 })).toEqual({ stock_opt: 5 })
  })
})
