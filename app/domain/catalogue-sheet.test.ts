import { describe, expect, it } from 'vitest'
import { CATALOGUE_COLUMNS, parseCatalogueSheet, splitImages } from './catalogue-sheet'

const header = [
  'category',
  'brand_name',
  'product',
  'name_ua',
  'code',
  'value_ua',
  'price',
  'stock',
  'active',
  'barcode',
]
const row = (over: Partial<Record<string, string>> = {}) =>
  header.map(
    (c) =>
      over[c] ??
      {
        category: 'face',
        brand_name: 'Rica',
        product: 'cream',
        name_ua: 'Крем',
        code: 'C-1',
        value_ua: '50 мл',
        price: '450',
        stock: '3',
        active: '',
        barcode: '',
      }[c]!,
  )

describe('parseCatalogueSheet', () => {
  it('reads a valid sheet, with numbers as spreadsheets write them', () => {
    const parsed = parseCatalogueSheet([
      header,
      row({ price: '1 250,00' }),
      row({ code: 'C-2', product: 'serum', active: 'ні' }),
    ])
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.rows.map((r) => [r.row, r.money.price, r.counts.stock, r.active])).toEqual([
      [2, 1250, 3, true],
      [3, 450, 3, false],
    ])
  })

  it('refuses a sale price at or above the price and a wholesale price above retail, by row and column', () => {
    const sheet = [...header, 'discount_price', 'wholesale_price']
    const cells = (over: Record<string, string>) => [
      ...row(over),
      over.discount_price ?? '',
      over.wholesale_price ?? '',
    ]
    const parsed = parseCatalogueSheet([
      sheet,
      cells({ discount_price: '5000' }),
      cells({ code: 'C-2', discount_price: '449', wholesale_price: '451' }),
      cells({ code: 'C-3', discount_price: '400', wholesale_price: '300' }),
    ])
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'discount_price'],
      [3, 'wholesale_price'],
    ])
  })

  it('names a missing required column and a repeated one', () => {
    const parsed = parseCatalogueSheet([[...header.filter((c) => c !== 'price'), 'code']])
    expect(parsed).toEqual({
      ok: false,
      issues: [
        { row: 1, column: 'code', message: 'column_twice' },
        { row: 1, column: 'price', message: 'sheet_no_column' },
      ],
    })
  })

  it('reports every bad cell by row and column and yields no rows', () => {
    const parsed = parseCatalogueSheet([
      header,
      row({ price: '12.5', stock: '-1', product: 'Крем', barcode: '12', active: 'maybe' }),
      row({ price: '0', name_ua: '' }),
    ])
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issues.map((i) => `${i.row}:${i.column}`)).toEqual([
      '2:product',
      '2:barcode',
      '2:price',
      '2:stock',
      '2:active',
      '3:name_ua',
      '3:price',
      '3:code',
    ])
  })

  it('refuses a product described two ways', () => {
    const parsed = parseCatalogueSheet([header, row(), row({ code: 'C-2', name_ua: 'Інший крем' })])
    expect(parsed).toMatchObject({
      ok: false,
      issues: [{ row: 3, column: 'name_ua', message: 'sheet_differs?row=2' }],
    })
  })

  it('knows every column the export writes', () => {
    expect(new Set(CATALOGUE_COLUMNS).size).toBe(CATALOGUE_COLUMNS.length)
  })
})

describe('splitImages', () => {
  it('splits on bars and drops blanks', () => {
    expect(splitImages(' https://a.example/1.webp | pic.png ||')).toEqual(['https://a.example/1.webp', 'pic.png'])
  })
})
