/**
 * The catalogue as a spreadsheet (CSV or XLSX): a header row of the column names below, then one
 * row per variant. Product, brand and category cells repeat on each of a product's rows; the first
 * row of a product gives its fields and a later row that says otherwise is a problem. Every
 * problem names its row and column, and a file with any problem yields no rows, so an import is
 * all or nothing (as the price list is).
 */
import { parseWholeNumber } from './price-list'
import { coded } from './admin-message'
import { catalogueRuleBreaks, type VariantNumberField } from './catalogue-rules'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './product-seo'
import { CONTROL_CHARACTER, hasMarkup } from './text-rules'
import { PACK_SIZE_MAX } from './wholesale-rules'

export const CATALOGUE_COLUMNS = [
  'category',
  'category_ua',
  'category_en',
  'parent_category',
  'brand',
  'brand_name',
  'product',
  'name_ua',
  'name_en',
  'short_ua',
  'short_en',
  'description_ua',
  'description_en',
  'application_ua',
  'application_en',
  'composition',
  'serie',
  'seo_title_ua',
  'seo_title_en',
  'seo_description_ua',
  'seo_description_en',
  'unit_ua',
  'unit_en',
  'active',
  'code',
  'barcode',
  'value_ua',
  'value_en',
  'price',
  'discount_price',
  'wholesale_price',
  'discount_wholesale_price',
  'stock',
  'stock_opt',
  'images',
  /** Last, so tools reading the older columns by position still find them where they were. */
  'pack_size',
] as const
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]

const REQUIRED: readonly CatalogueColumn[] = [
  'category',
  'brand_name',
  'product',
  'name_ua',
  'code',
  'value_ua',
  'price',
]
const PRODUCT_FIELDS = [
  'name_ua',
  'name_en',
  'short_ua',
  'short_en',
  'description_ua',
  'description_en',
  'application_ua',
  'application_en',
  'composition',
  'serie',
  'seo_title_ua',
  'seo_title_en',
  'seo_description_ua',
  'seo_description_en',
  'unit_ua',
  'unit_en',
  'active',
  'brand',
  'category',
] as const
const MONEY = ['price', 'discount_price', 'wholesale_price', 'discount_wholesale_price'] as const
const COUNTS = ['stock', 'stock_opt'] as const

export const MAX_CATALOGUE_ROWS = 100_000
const MAX_PRICE_UAH = 10_000_000
const MAX_STOCK = 1_000_000
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface CatalogueIssue {
  row: number
  column: CatalogueColumn | null
  /** A message code with its values (app/domain/admin-message.ts): texts in admin.errors, both languages. */
  message: string
}

/** Shown as plain text everywhere, so no markup (the product editor's rule); descriptions are rich text. */
const PLAIN_TEXT: readonly CatalogueColumn[] = [
  'category_ua',
  'category_en',
  'brand_name',
  'name_ua',
  'name_en',
  'short_ua',
  'short_en',
  'serie',
  'seo_title_ua',
  'seo_title_en',
  'seo_description_ua',
  'seo_description_en',
  'unit_ua',
  'unit_en',
  'code',
  'value_ua',
  'value_en',
]

/** One valid row: every column's text, trimmed, with numbers read and slugs checked. */
export interface CatalogueRow {
  row: number
  text: Record<CatalogueColumn, string>
  money: Record<(typeof MONEY)[number], number>
  /**
   * Stock and wholesale stock; null when the cell is empty or the column absent: the stored stock
   * stays (0 for a new variant), so a file written before today's sales cannot put them back.
   */
  counts: Record<(typeof COUNTS)[number], number | null>
  active: boolean
  /** Pictures in order: URLs, local files or stored media (`media:xs,s,l`). */
  images: string[]
  /** Partners buy this variant in multiples of it; null when the cell is empty (the stored pack stays, 1 for a new variant). */
  packSize: number | null
}

export type CatalogueParse = { ok: true; rows: CatalogueRow[] } | { ok: false; issues: CatalogueIssue[] }

const ACTIVE: Record<string, boolean> = {
  '': true,
  '1': true,
  true: true,
  yes: true,
  так: true,
  '0': false,
  false: false,
  no: false,
  ні: false,
}

export function splitImages(cell: string): string[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The sheet's names of the rule's fields. */
const SHEET_COLUMN: Record<VariantNumberField, CatalogueColumn> = {
  price: 'price',
  discount_price: 'discount_price',
  whoosale_price: 'wholesale_price',
  discount_whoosale_price: 'discount_wholesale_price',
  stock: 'stock',
  stock_opt: 'stock_opt',
}

function readRow(
  cells: readonly string[],
  columns: Map<CatalogueColumn, number>,
  row: number,
  issues: CatalogueIssue[],
): CatalogueRow {
  const text = Object.fromEntries(
    CATALOGUE_COLUMNS.map((c) => [c, columns.has(c) ? (cells[columns.get(c)!] ?? '').trim() : '']),
  ) as Record<CatalogueColumn, string>
  const problem = (column: CatalogueColumn, message: string) => issues.push({ row, column, message })
  for (const column of REQUIRED) if (text[column] === '') problem(column, 'sheet_required')
  for (const column of ['category', 'parent_category', 'brand', 'product'] as const) {
    if (text[column] !== '' && !SLUG.test(text[column])) problem(column, 'sheet_slug')
  }
  if (text.code.length > 64) problem('code', coded('sheet_too_long', { max: 64 }))
  if (text.barcode !== '' && !/^\d{8,14}$/.test(text.barcode)) problem('barcode', 'sheet_barcode')
  for (const column of [
    'name_ua',
    'name_en',
    'value_ua',
    'value_en',
    'brand_name',
    'category_ua',
    'category_en',
  ] as const) {
    if (text[column].length > 200) problem(column, coded('sheet_too_long', { max: 200 }))
  }
  for (const [column, max] of [
    ['seo_title_ua', SEO_TITLE_MAX],
    ['seo_title_en', SEO_TITLE_MAX],
    ['seo_description_ua', SEO_DESCRIPTION_MAX],
    ['seo_description_en', SEO_DESCRIPTION_MAX],
  ] as const) {
    if (text[column].length > max) problem(column, coded('sheet_too_long', { max }))
  }
  const number = (column: CatalogueColumn, max: number, message: string) => {
    if (text[column] === '') return 0
    const value = parseWholeNumber(text[column])
    if (value === null || value > max) problem(column, message)
    return value ?? 0
  }
  const money = Object.fromEntries(
    MONEY.map((c) => [c, number(c, MAX_PRICE_UAH, 'sheet_money')]),
  ) as CatalogueRow['money']
  if (text.price !== '' && parseWholeNumber(text.price) === 0) problem('price', 'sheet_price_positive')
  const counts = Object.fromEntries(
    COUNTS.map((c) => [c, text[c] === '' ? null : number(c, MAX_STOCK, 'sheet_count')]),
  ) as CatalogueRow['counts']
  for (const b of catalogueRuleBreaks({
    price: money.price,
    discount_price: money.discount_price,
    whoosale_price: money.wholesale_price,
    discount_whoosale_price: money.discount_wholesale_price,
    stock: counts.stock ?? 0,
    stock_opt: counts.stock_opt ?? 0,
  }))
    problem(SHEET_COLUMN[b.field], b.message)
  const pack = text.pack_size === '' ? null : parseWholeNumber(text.pack_size)
  if (text.pack_size !== '' && (pack === null || pack < 1 || pack > PACK_SIZE_MAX))
    problem('pack_size', coded('sheet_pack_size', { max: PACK_SIZE_MAX }))
  const active = ACTIVE[text.active.toLowerCase()]
  if (active === undefined) problem('active', 'sheet_active')
  for (const column of CATALOGUE_COLUMNS) {
    if (CONTROL_CHARACTER.test(text[column])) problem(column, 'sheet_control')
    else if (PLAIN_TEXT.includes(column) && hasMarkup(text[column])) problem(column, 'sheet_markup')
  }
  return { row, text, money, counts, active: active ?? true, images: splitImages(text.images), packSize: pack }
}

/** Checks a whole table (header first): the header, each row, codes used twice, products described two ways. */
export function parseCatalogueSheet(table: readonly (readonly string[])[]): CatalogueParse {
  const [header, ...body] = table
  if (!header) return { ok: false, issues: [{ row: 1, column: null, message: 'file_empty' }] }
  const columns = new Map<CatalogueColumn, number>()
  const issues: CatalogueIssue[] = []
  header.forEach((raw, index) => {
    const name = raw
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase() as CatalogueColumn
    if (!CATALOGUE_COLUMNS.includes(name)) return
    if (columns.has(name)) issues.push({ row: 1, column: name, message: 'column_twice' })
    else columns.set(name, index)
  })
  for (const column of REQUIRED) if (!columns.has(column)) issues.push({ row: 1, column, message: 'sheet_no_column' })
  if (issues.length > 0) return { ok: false, issues }
  if (body.length > MAX_CATALOGUE_ROWS)
    return {
      ok: false,
      issues: [{ row: 1, column: null, message: coded('too_many_rows', { max: MAX_CATALOGUE_ROWS }) }],
    }

  const rows: CatalogueRow[] = []
  const codes = new Map<string, number>()
  const products = new Map<string, CatalogueRow>()
  body.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return
    const row = readRow(cells, columns, i + 2, issues)
    const firstWithCode = codes.get(row.text.code)
    if (row.text.code !== '' && firstWithCode !== undefined)
      issues.push({ row: row.row, column: 'code', message: coded('sheet_code_repeated', { row: firstWithCode }) })
    else codes.set(row.text.code, row.row)
    const first = products.get(row.text.product)
    if (!first) products.set(row.text.product, row)
    else {
      for (const field of PRODUCT_FIELDS) {
        // "так" and "1" say the same: the flag is compared as read, not as typed.
        const differs = field === 'active' ? row.active !== first.active : row.text[field] !== first.text[field]
        if (row.text[field] !== '' && differs)
          issues.push({ row: row.row, column: field, message: coded('sheet_differs', { row: first.row }) })
      }
    }
    rows.push(row)
  })
  if (issues.length > 0) return { ok: false, issues }
  if (rows.length === 0) return { ok: false, issues: [{ row: 2, column: null, message: 'no_rows' }] }
  return { ok: true, rows }
}
