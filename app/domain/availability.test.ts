import { describe, expect, it } from 'vitest'
import { isAvailable, visibleStock } from './availability'

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

describe('visibleStock (spec §6)', () => {
  it('shows retail users stock plus stock_opt', () => expect(visibleStock({ stock: 3, stockOpt: 4 }, false)).toBe(7))
  it('shows wholesalers the retail stock apart', () => expect(visibleStock({ stock: 3, stockOpt: 4 }, true)).toBe(3))
})
