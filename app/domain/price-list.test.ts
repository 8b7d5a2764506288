import { describe, expect, it } from 'vitest'
import { isPriceJump, mapHeader, parsePriceList, parseWholeNumber } from './price-list'

describe('price-list headers', () => {
  it('reads Ukrainian and English headers in any order, ignoring unknown columns', () => {
    expect(
      mapHeader(['Артикул', 'Роздрібна ціна', 'Оптова ціна', 'Залишок', 'Оптовий залишок', 'Штрихкод']).columns,
    ).toEqual({
      code: 0,
      retailPrice: 1,
      wholesalePrice: 2,
      stock: 3,
      wholesaleStock: 4,
      barcode: 5,
    })
    expect(mapHeader(['\uFEFFName', 'Wholesale_Price', ' CODE ', 'retail  price']).columns).toEqual({
      code: 2,
      wholesalePrice: 1,
      retailPrice: 3,
    })
  })

  it('needs a code column and at least one value column, each once', () => {
    expect(mapHeader(['Ціна']).issues).toEqual([{ row: 1, column: null, message: 'no_code_column' }])
    expect(mapHeader(['Артикул', 'Назва']).issues).toEqual([{ row: 1, column: null, message: 'no_value_column' }])
    expect(mapHeader(['code', 'price', 'Ціна']).issues).toEqual([{ row: 1, column: 'Ціна', message: 'column_twice' }])
  })
})

describe('whole numbers', () => {
  it.each([
    ['1234', 1234],
    ['1 234', 1234],
    ['1\u00A0234,00', 1234],
    ['0', 0],
    ['15.0', 15],
    ['12.50', null],
    ['-5', null],
    ['abc', null],
    ['1e3', null],
  ])('%s → %s', (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected)
  })
})

describe('parsePriceList', () => {
  it('answers the filled cells of every row, leaving empty cells out', () => {
    const parsed = parsePriceList([
      ['Артикул', 'Роздрібна ціна', 'Оптова ціна', 'Залишок', 'Штрихкод'],
      ['A-1', '450', '300', '12', '4820000000017'],
      ['A-2', '', '310,00', '', ''],
      ['', '', '', '', ''],
    ])
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { row: 2, code: 'A-1', retailPrice: 450, wholesalePrice: 300, stock: 12, barcode: '4820000000017' },
        { row: 3, code: 'A-2', wholesalePrice: 310 },
      ],
      skipped: [],
    })
  })

  it('leaves out only the rows with problems when asked, with their problems; never a header problem', () => {
    const table = [
      ['code', 'retail price'],
      ['A-1', '450'],
      ['A-2', '12,5'],
      ['A-1', '460'],
    ]
    expect(parsePriceList(table).ok).toBe(false)
    expect(parsePriceList(table, { skipInvalid: true })).toEqual({
      ok: true,
      rows: [{ row: 2, code: 'A-1', retailPrice: 450 }],
      skipped: [
        { row: 3, column: 'retail price', message: 'price_whole?value=12%2C5' },
        { row: 4, column: 'code', message: 'code_repeated?code=A-1&row=2' },
      ],
    })
    expect(parsePriceList([['name'], ['x']], { skipInvalid: true }).ok).toBe(false)
    expect(
      parsePriceList(
        [
          ['code', 'price'],
          ['A', '1,5'],
        ],
        { skipInvalid: true },
      ).ok,
    ).toBe(false)
  })

  it('reports every malformed cell by row and column and gives no rows at all', () => {
    const parsed = parsePriceList([
      ['code', 'retail price', 'stock', 'barcode'],
      ['A-1', '450', '12', ''],
      ['A-2', '12.50', 'many', '123'],
      ['', '100', '1', ''],
      ['A-1', '100', '1', ''],
    ])
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issues.map((i) => [i.row, i.column])).toEqual([
      [3, 'retail price'],
      [3, 'stock'],
      [3, 'barcode'],
      [4, 'code'],
      [5, 'code'],
    ])
    expect(parsed.issues[4]!.message).toBe('code_repeated?code=A-1&row=2')
  })

  it('refuses an empty file and a file with a header alone', () => {
    expect(parsePriceList([])).toEqual({ ok: false, issues: [{ row: 1, column: null, message: 'file_empty' }] })
    expect(parsePriceList([['code', 'price']])).toEqual({
      ok: false,
      issues: [{ row: 2, column: null, message: 'no_rows' }],
    })
  })
})

describe('price jumps', () => {
  it('flags a threefold change up or down, not a sale set or ended', () => {
    expect(isPriceJump(389, 1399)).toBe(true)
    expect(isPriceJump(1399, 389)).toBe(true)
    expect(isPriceJump(500, 1250)).toBe(false)
    expect(isPriceJump(0, 450)).toBe(false)
    expect(isPriceJump(450, 0)).toBe(false)
  })
})
