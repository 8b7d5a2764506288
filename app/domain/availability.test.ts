import { describe, expect, it } from 'vitest'
import {
  anyFlip,
  availabilityFlip,
  firstAvailableIndex,
  isAvailable,
  NO_FLIP,
  quantityHint,
  visibleStock,
} from './availability'

describe('isAvailable (spec §4)', () => {
  it.each([
    [{ stock: 3, stockOpt: 0 }, false, true],
    [{ stock: 0, stockOpt: 2 }, false, true],
    [{ stock: 0, stockOpt: 0 }, false, false],
    [{ stock: 3, stockOpt: 0 }, true, false],
    [{ stock: 0, stockOpt: 2 }, true, true],
  ])('%o for wholesaler=%s → %s', (stock, wholesale, expected) => {
    expect(isAvailable(stock, wholesale)).toBe(expected)
  })
})

describe('availabilityFlip', () => {
  it('flips for shoppers only when a variant runs out of both stocks or comes back from none', () => {
    expect(availabilityFlip({ stock: 0, stockOpt: 0 }, { stock: 1, stockOpt: 0 })).toEqual({
      retail: true,
      wholesale: false,
    })
    expect(availabilityFlip({ stock: 1, stockOpt: 0 }, { stock: 0, stockOpt: 0 })).toEqual({
      retail: true,
      wholesale: false,
    })
    expect(availabilityFlip({ stock: 1, stockOpt: 0 }, { stock: 3, stockOpt: 0 })).toEqual(NO_FLIP)
    expect(availabilityFlip({ stock: 0, stockOpt: 2 }, { stock: 1, stockOpt: 2 })).toEqual(NO_FLIP)
    // Stock below zero (an import may leave it) is as sold out as none.
    expect(availabilityFlip({ stock: -2, stockOpt: 0 }, { stock: -1, stockOpt: 0 })).toEqual(NO_FLIP)
  })
  it('flips for partners when the wholesale stock runs out or comes back, whatever the retail stock', () => {
    expect(availabilityFlip({ stock: 4, stockOpt: 0 }, { stock: 4, stockOpt: 1 })).toEqual({
      retail: false,
      wholesale: true,
    })
    expect(availabilityFlip({ stock: 0, stockOpt: 0 }, { stock: 0, stockOpt: 1 })).toEqual({
      retail: true,
      wholesale: true,
    })
  })
  it('of several variants, any one flipping counts', () => {
    expect(anyFlip([])).toEqual(NO_FLIP)
    expect(anyFlip([NO_FLIP, { retail: false, wholesale: true }, NO_FLIP])).toEqual({ retail: false, wholesale: true })
  })
})

describe('visibleStock (spec §6)', () => {
  it('shows retail users stock plus stock_opt', () => expect(visibleStock({ stock: 3, stockOpt: 4 }, false)).toBe(7))
  it('shows wholesalers the retail stock apart', () => expect(visibleStock({ stock: 3, stockOpt: 4 }, true)).toBe(3))
})

describe('firstAvailableIndex', () => {
  const out = { stock: 0, stockOpt: 0 }
  const retailOnly = { stock: 359, stockOpt: 0 }
  const wholesale = { stock: 0, stockOpt: 4 }
  it('starts on the first variant the buyer can have', () => {
    expect(firstAvailableIndex([out, retailOnly, wholesale], false)).toBe(1)
    expect(firstAvailableIndex([out, retailOnly, wholesale], true)).toBe(2)
  })
  it('starts on the first when none or all are available', () => {
    expect(firstAvailableIndex([out, out], false)).toBe(0)
    expect(firstAvailableIndex([retailOnly, wholesale], false)).toBe(0)
    expect(firstAvailableIndex([], false)).toBe(0)
  })
})

describe('quantityHint', () => {
  it('says how few are left', () =>
    expect(quantityHint(1, { stock: 3, stockOpt: 0 }, false)).toEqual({ kind: 'low', left: 3 }))
  it('says how many are in stock when the quantity exceeds it', () =>
    expect(quantityHint(500, { stock: 60, stockOpt: 2 }, false)).toEqual({ kind: 'over', inStock: 62 }))
  it('says nothing with plenty in stock, or when the variant is a pre-order anyway', () => {
    expect(quantityHint(2, { stock: 62, stockOpt: 0 }, false)).toBeNull()
    expect(quantityHint(2, { stock: 0, stockOpt: 0 }, false)).toBeNull()
  })
  it('counts only wholesale stock for a wholesaler', () =>
    expect(quantityHint(5, { stock: 100, stockOpt: 2 }, true)).toEqual({ kind: 'over', inStock: 2 }))
})
