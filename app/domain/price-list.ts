import { coded } from './admin-message'
/**
 * Price lists from the accounting system (1C) or a spreadsheet: a header row naming the columns in
 * Ukrainian or English, then one row per variant code. Empty cells leave a value unchanged. Money is
 * whole hryvnias; a fractional price is refused rather than rounded, so no price changes silently.
 */
export const PRICE_LIST_FIELDS = [
  'code',
  'retailPrice',
  'wholesalePrice',
  'salePrice',
  'wholesaleSalePrice',
  'stock',
  'wholesaleStock',
  'barcode',
] as const
export type PriceListField = (typeof PRICE_LIST_FIELDS)[number]

/** Accepted header spellings, compared after `normaliseHeader`. */
const HEADER_ALIASES: Record<PriceListField, readonly string[]> = {
  code: ['code', 'артикул', 'код', 'sku'],
  retailPrice: ['retail price', 'price', 'роздрібна ціна', 'ціна роздрібна', 'ціна'],
  wholesalePrice: ['wholesale price', 'оптова ціна', 'ціна оптова', 'опт'],
  // 0 ends a sale: the regular price applies again.
  salePrice: ['sale price', 'discount price', 'ціна зі знижкою', 'акційна ціна', 'роздрібна ціна зі знижкою'],
  wholesaleSalePrice: [
    'wholesale sale price',
    'wholesale discount price',
    'оптова ціна зі знижкою',
    'оптова акційна ціна',
    'опт зі знижкою',
  ],
  stock: ['stock', 'залишок', 'роздрібний залишок', 'кількість'],
  wholesaleStock: ['wholesale stock', 'оптовий залишок', 'залишок опт', 'залишок оптовий'],
  barcode: ['barcode', 'штрихкод', 'штрих-код', 'штрих код', 'ean'],
}

export const MAX_PRICE_LIST_ROWS = 20_000
const MAX_PRICE_UAH = 10_000_000
const MAX_STOCK = 1_000_000

export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
}

/** One valid row: only the columns present in the file and filled in the row are set. */
export interface PriceListRow {
  /** The row's number in the file (the header is row 1), for messages. */
  row: number
  code: string
  retailPrice?: number
  wholesalePrice?: number
  salePrice?: number
  wholesaleSalePrice?: number
  stock?: number
  wholesaleStock?: number
  barcode?: string
}

export interface PriceListIssue {
  row: number
  /** The column as the file names it; null for a problem with the whole row or the header. */
  column: string | null
  /** A message code with its values (app/domain/admin-message.ts). */
  message: string
}

/** `skipped`: the problems of the rows left out, when the caller asked to leave out rows with problems. */
export type PriceListParse =
  { ok: true; rows: PriceListRow[]; skipped: PriceListIssue[] } | { ok: false; issues: PriceListIssue[] }

/** Maps each known field to its column index; unknown columns are ignored, a repeated one is an issue. */
export function mapHeader(header: readonly string[]): {
  columns: Partial<Record<PriceListField, number>>
  issues: PriceListIssue[]
} {
  const columns: Partial<Record<PriceListField, number>> = {}
  const issues: PriceListIssue[] = []
  header.forEach((raw, index) => {
    const name = normaliseHeader(raw)
    const field = PRICE_LIST_FIELDS.find((f) => HEADER_ALIASES[f].includes(name))
    if (!field) return
    if (columns[field] !== undefined) issues.push({ row: 1, column: raw.trim(), message: 'column_twice' })
    else columns[field] = index
  })
  if (columns.code === undefined) issues.push({ row: 1, column: null, message: 'no_code_column' })
  else if (PRICE_LIST_FIELDS.every((f) => f === 'code' || columns[f] === undefined)) {
    issues.push({ row: 1, column: null, message: 'no_value_column' })
  }
  return { columns, issues }
}

/** "1 234", "1234.00", "1234,00" → 1234; a fraction, a sign or letters → null. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00A0\u202F]/g, '')
  const match = /^(\d+)(?:[.,]0+)?$/.exec(compact)
  return match ? Number(match[1]) : null
}

const NUMERIC_FIELDS = {
  retailPrice: { max: MAX_PRICE_UAH, message: 'price_whole' },
  wholesalePrice: { max: MAX_PRICE_UAH, message: 'price_whole' },
  salePrice: { max: MAX_PRICE_UAH, message: 'price_whole' },
  wholesaleSalePrice: { max: MAX_PRICE_UAH, message: 'price_whole' },
  stock: { max: MAX_STOCK, message: 'stock_whole' },
  wholesaleStock: { max: MAX_STOCK, message: 'stock_whole' },
} as const

/**
 * Checks a whole table (header first). Every problem is reported with its row and column; a file
 * with any problem yields no rows at all, so nothing is applied unless every row is valid, or, when
 * staff chose to leave out the rows with problems (`skipInvalid`), the other rows and the problems
 * of those left out. A problem of the header is never left out.
 */
export function parsePriceList(
  table: readonly (readonly string[])[],
  { skipInvalid = false }: { skipInvalid?: boolean } = {},
): PriceListParse {
  const [header, ...body] = table
  if (!header) return { ok: false, issues: [{ row: 1, column: null, message: 'file_empty' }] }
  const { columns, issues } = mapHeader(header)
  if (issues.length > 0) return { ok: false, issues }
  if (body.length > MAX_PRICE_LIST_ROWS)
    return {
      ok: false,
      issues: [{ row: 1, column: null, message: coded('too_many_rows', { max: MAX_PRICE_LIST_ROWS }) }],
    }

  const rows: PriceListRow[] = []
  const seen = new Map<string, number>()
  body.forEach((cells, i) => {
    const rowNumber = i + 2
    if (cells.every((c) => c.trim() === '')) return
    const cell = (field: PriceListField) => (columns[field] === undefined ? '' : (cells[columns[field]!] ?? '').trim())
    const columnName = (field: PriceListField) => header[columns[field]!]!.trim()
    const code = cell('code')
    if (code === '') {
      issues.push({ row: rowNumber, column: columnName('code'), message: 'code_empty' })
      return
    }
    if (code.length > 64) issues.push({ row: rowNumber, column: columnName('code'), message: 'code_too_long' })
    const first = seen.get(code)
    if (first !== undefined)
      issues.push({ row: rowNumber, column: columnName('code'), message: coded('code_repeated', { code, row: first }) })
    else seen.set(code, rowNumber)

    const row: PriceListRow = { row: rowNumber, code }
    for (const [field, rule] of Object.entries(NUMERIC_FIELDS) as [
      keyof typeof NUMERIC_FIELDS,
      (typeof NUMERIC_FIELDS)[keyof typeof NUMERIC_FIELDS],
    ][]) {
      const text = cell(field)
      if (text === '') continue
      const value = parseWholeNumber(text)
      if (value === null || value > rule.max)
        issues.push({ row: rowNumber, column: columnName(field), message: coded(rule.message, { value: text }) })
      else row[field] = value
    }
    const barcode = cell('barcode')
    if (barcode !== '') {
      if (/^\d{8,14}$/.test(barcode)) row.barcode = barcode
      else
        issues.push({
          row: rowNumber,
          column: columnName('barcode'),
          message: coded('barcode_digits', { value: barcode }),
        })
    }
    rows.push(row)
  })
  const bad = new Set(issues.map((issue) => issue.row))
  const kept = skipInvalid ? rows.filter((row) => !bad.has(row.row)) : rows
  if (issues.length > 0 && (!skipInvalid || kept.length === 0)) return { ok: false, issues }
  if (kept.length === 0) return { ok: false, issues: [{ row: 2, column: null, message: 'no_rows' }] }
  return { ok: true, rows: kept, skipped: issues }
}

/**
 * A price change this large is more likely a typo (a digit too many or too few, kopecks for
 * hryvnias) than a decision, so it is applied only when confirmed: three times or more up, or down
 * to a third or less. Setting or ending a sale (0) is no jump.
 */
export const PRICE_JUMP_FACTOR = 3

export function isPriceJump(before: number, after: number): boolean {
  if (before <= 0 || after <= 0) return false
  return after >= before * PRICE_JUMP_FACTOR || after * PRICE_JUMP_FACTOR <= before
}
