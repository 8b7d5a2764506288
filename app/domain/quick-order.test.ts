import { describe, expect, it } from 'vitest'
import {
  QUICK_ORDER_MAX_LINES,
  quickOrderFromRows,
  quickOrderFromText,
  quickOrderPrice,
  quickOrderText,
} from './quick-order'

describe('quickOrderFromText', () => {
  it('reads `CODE;3`, `CODE 3`, `CODE,3` and Excel tabs, one line each, and a bare code as one', () => {
    const parsed = quickOrderFromText('AB-1;3\r\nAB-2 4\nAB-3,5\nAB-4\t6\n\nAB-5\n  AB-6 ; 2  ')
    expect(parsed.lines).toEqual([
      { code: 'AB-1', quantity: 3 },
      { code: 'AB-2', quantity: 4 },
      { code: 'AB-3', quantity: 5 },
      { code: 'AB-4', quantity: 6 },
      { code: 'AB-5', quantity: 1 },
      { code: 'AB-6', quantity: 2 },
    ])
    expect(parsed.problems).toEqual([])
  })

  it('adds up a code given twice (in any case) and skips a header row', () => {
    expect(quickOrderFromText('Код;Кількість\nab-1;2\nAB-1;3').lines).toEqual([{ code: 'ab-1', quantity: 5 }])
  })

  it('names rows with a bad quantity by number and takes the rest', () => {
    const parsed = quickOrderFromText('AB-1;2\nAB-2;two\nAB-3;0\nAB-4;-1\nAB-5;10001')
    expect(parsed.lines).toEqual([{ code: 'AB-1', quantity: 2 }])
    expect(parsed.problems.map((p) => [p.row, p.problem])).toEqual([
      [2, 'bad_quantity'],
      [3, 'bad_quantity'],
      [4, 'bad_quantity'],
      [5, 'bad_quantity'],
    ])
  })

  it('refuses a code too long and lines beyond the limit', () => {
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `C${i};1`).join('\n')
    const parsed = quickOrderFromText(`${'X'.repeat(65)};1\n${many}`)
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES)
    expect(parsed.problems).toEqual([
      { row: 1, problem: 'too_long' },
      { row: QUICK_ORDER_MAX_LINES + 2, problem: 'too_many' },
    ])
  })

  it('writes the lines back as text the parser reads again', () => {
    const lines = [
      { code: 'A', quantity: 2 },
      { code: 'B', quantity: 1 },
    ]
    expect(quickOrderFromText(quickOrderText(lines)).lines).toEqual(lines)
  })
})

describe('quickOrderFromRows (a sheet)', () => {
  it('takes the first two cells of each row', () => {
    expect(quickOrderFromRows([['code', 'qty'], ['A', '2', 'note'], ['', ''], ['B']]).lines).toEqual([
      { code: 'A', quantity: 2 },
      { code: 'B', quantity: 1 },
    ])
  })
})

describe('quickOrderPrice', () => {
  const variant = {
    priceUah: 900,
    discountPriceUah: 0,
    wholesalePriceUah: 600,
    discountWholesalePriceUah: 0,
    stock: 9,
    stockOpt: 2,
  }
  it('prices a partner at wholesale from wholesale stock only', () => {
    expect(quickOrderPrice(variant, 2, true)).toEqual({
      price: 600,
      regularPrice: 600,
      inStock: 2,
      preorderQuantity: 0,
      total: 1200,
    })
    expect(quickOrderPrice(variant, 3, true).preorderQuantity).toBe(3)
  })
})
