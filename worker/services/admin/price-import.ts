import { coded } from '../../../app/domain/admin-message'
import type {
  PriceListChange,
  PriceListPreview,
  PriceListResult,
  PriceListValues,
} from '../../../app/contract/price-list'
import { AppError } from '../../../app/domain/app-error'
import { isPriceJump, type PriceListIssue, type PriceListRow, parsePriceList } from '../../../app/domain/price-list'
import { catalogueRuleBreaks, mergedNumbers, type VariantNumberField } from '../../../app/domain/catalogue-rules'
import type { Db } from '../../../db/client'
import {
  applyVariantChanges,
  priceListRows,
  type VariantState,
  variantStatesByCode,
} from '../../../db/queries/price-list'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies, reindex } from './catalogue-writes'
import { parseCsv, toCsv } from './spreadsheet/csv'
import type { Locale } from '../../../app/domain/locale'
import { readSheetBytes, SheetFileError } from './spreadsheet/read-sheet'

/** At most this many changes are written into the audit row of one import (the counts are always there). */
const AUDITED_CHANGES = 2000

/** The export's columns: code, name and the four prices of the template (stock and barcode left out). */
const PRICE_EXPORT_COLUMNS = 6

export const PRICE_KEYS = ['price', 'whoosale_price', 'discount_price', 'discount_whoosale_price'] as const

/** Large jumps not confirmed: a 409 listing each code with its prices before and after, nothing written. */
function largeChangesError(large: readonly PriceListChange[]): AppError {
  const fields: Record<string, string[]> = {}
  for (const c of large.slice(0, 50)) {
    fields[c.code] = PRICE_KEYS.filter((k) => c.after[k] !== undefined).map((k) =>
      coded('price_jump', { before: String(c.before[k]), after: String(c.after[k]) }),
    )
  }
  return new AppError('conflict', coded('confirm_large_changes', { count: large.length }), fields)
}

/** Every problem of a file as field errors keyed "row N, column", so the page can list them. */
export function issuesError(issues: readonly PriceListIssue[]): AppError {
  const fields: Record<string, string[]> = {}
  for (const issue of issues)
    (fields[issue.column ? `row ${issue.row}, ${issue.column}` : `row ${issue.row}`] ??= []).push(issue.message)
  return new AppError('invalid_data', coded('price_list_problems', { count: issues.length }), fields)
}

/**
 * A CSV or XLSX upload → valid rows, or a 400 naming every bad row and column. With `skipInvalid`,
 * the rows with problems are left out and their problems returned. A problem of the header is the
 * file's (shown at the file box): no row can be left out to mend it.
 */
export async function readPriceListFile(
  file: File,
  skipInvalid = false,
): Promise<{ rows: PriceListRow[]; skipped: PriceListIssue[] }> {
  let table: string[][]
  try {
    table = readSheetBytes(new Uint8Array(await file.arrayBuffer()), file.name)
  } catch (error) {
    if (error instanceof SheetFileError)
      throw new AppError('invalid_data', 'invalid_request', { file: [error.message] })
    throw error
  }
  const parsed = parsePriceList(table, { skipInvalid })
  if (parsed.ok) return { rows: parsed.rows, skipped: parsed.skipped }
  const header = parsed.issues.filter((issue) => issue.row === 1)
  if (header.length > 0)
    throw new AppError('invalid_data', 'invalid_request', {
      file: header.map((issue) =>
        // The header's only problem that names a column is a column given twice.
        issue.column ? coded('header_column_twice', { column: issue.column }) : issue.message,
      ),
    })
  throw issuesError(parsed.issues)
}

/** Changes whose rows break a catalogue rule, left out when staff chose to leave out rows with problems. */
function withoutRows<T extends { changes: PriceListChange[]; large: number }>(answer: T, issues: PriceListIssue[]): T {
  const bad = new Set(issues.map((issue) => issue.row))
  const changes = answer.changes.filter((c) => !bad.has(c.row))
  return { ...answer, changes, large: changes.filter((c) => c.large).length }
}

/** The column each value is read from, as the template names it in the staff member's language. */
function columnNames(locale: Locale): Record<VariantNumberField, string> {
  const header = parseCsv(priceListTemplate(locale))[0]!
  return {
    price: header[2]!,
    whoosale_price: header[3]!,
    discount_price: header[4]!,
    discount_whoosale_price: header[5]!,
    stock: header[6]!,
    stock_opt: header[7]!,
  }
}

/** The catalogue's rules (app/domain/catalogue-rules.ts) on each changed variant as it would stand, by row and column. */
function ruleIssues(
  changes: readonly PriceListChange[],
  state: Map<string, VariantState>,
  locale: Locale,
): PriceListIssue[] {
  const columns = columnNames(locale)
  return changes.flatMap((c) =>
    catalogueRuleBreaks(mergedNumbers(state.get(c.code)!, c.after)).map((b) => ({
      row: c.row,
      column: columns[b.field],
      message: b.message,
    })),
  )
}

/** What a row changes on a variant (only the values that differ), or null when it changes nothing. */
export function diff(row: PriceListRow, current: VariantState): PriceListChange | null {
  const wanted: Partial<PriceListValues> = {
    price: row.retailPrice,
    whoosale_price: row.wholesalePrice,
    discount_price: row.salePrice,
    discount_whoosale_price: row.wholesaleSalePrice,
    stock: row.stock,
    stock_opt: row.wholesaleStock,
    barcode: row.barcode,
  }
  const before: Partial<PriceListValues> = {}
  const after: Partial<PriceListValues> = {}
  for (const key of Object.keys(wanted) as (keyof PriceListValues)[]) {
    if (wanted[key] === undefined || wanted[key] === current[key]) continue
    Object.assign(before, { [key]: current[key] })
    Object.assign(after, { [key]: wanted[key] })
  }
  if (Object.keys(after).length === 0) return null
  const large = PRICE_KEYS.some((key) => after[key] !== undefined && isPriceJump(current[key], after[key]!))
  return {
    row: row.row,
    code: row.code,
    variant_id: current.id,
    product_name: current.productName,
    before,
    after,
    large,
  }
}

export function createPriceImport(db: Db, cache: Cache) {
  async function preview(
    rows: readonly PriceListRow[],
    locale: Locale,
  ): Promise<Omit<PriceListPreview, 'skipped'> & { state: Map<string, VariantState> }> {
    const state = await variantStatesByCode(
      db,
      rows.map((r) => r.code),
      locale,
    )
    const changes: PriceListChange[] = []
    const unknown: { row: number; code: string }[] = []
    let unchanged = 0
    for (const row of rows) {
      const current = state.get(row.code)
      if (!current) unknown.push({ row: row.row, code: row.code })
      else {
        const change = diff(row, current)
        if (change) changes.push(change)
        else unchanged++
      }
    }
    return {
      rows: rows.length,
      changes,
      unchanged,
      unknown_codes: unknown,
      large: changes.filter((c) => c.large).length,
      state,
    }
  }

  return {
    /**
     * Every variant's current prices in the template's first columns: edit in Excel and import back.
     * No stock and no barcode: stock moves with every sale, so a file edited for its prices would put
     * back the stock of the hour it was downloaded (docs/decisions/price-export-carries-no-stock.md).
     */
    async exportCsv(locale: Locale): Promise<string> {
      const all = await priceListRows(db, locale)
      const header = parseCsv(priceListTemplate(locale))[0]!.slice(0, PRICE_EXPORT_COLUMNS)
      return toCsv(
        [
          header,
          ...all.map((v) => [
            v.code,
            v.value ? `${v.name}, ${v.value}` : v.name,
            v.price,
            v.wholesale,
            v.sale,
            v.wholesaleSale,
          ]),
        ],
        ';',
      )
    },

    /** A dry run: what would change, or a 400 naming each row and column that breaks a catalogue rule. */
    async preview(
      rows: readonly PriceListRow[],
      locale: Locale = 'ua',
      skipped: readonly PriceListIssue[] | null = null,
    ): Promise<PriceListPreview> {
      const { state, ...answer } = await preview(rows, locale)
      const issues = ruleIssues(answer.changes, state, locale)
      if (issues.length > 0 && !skipped) throw issuesError(issues)
      return { ...withoutRows(answer, issues), skipped: [...(skipped ?? []), ...issues].sort((a, b) => a.row - b.row) }
    },

    /**
     * Applies the rows in one write transaction (db/queries/price-list.ts): variant updates, the
     * products' price bounds read inside it, and one audit row. Unknown codes are skipped and reported. Values are absolute, so applying the
     * same rows again changes nothing and writes nothing.
     */
    async apply(
      actor: { userId: number | null; source: string },
      rows: readonly PriceListRow[],
      confirmLarge = false,
      locale: Locale = 'ua',
      /** The problems of the rows already left out; null when no row may be left out. */
      skipped: readonly PriceListIssue[] | null = null,
    ): Promise<PriceListResult> {
      const previewed = await preview(rows, locale)
      const { unchanged, unknown_codes, state } = previewed
      const issues = ruleIssues(previewed.changes, state, locale)
      if (issues.length > 0 && !skipped) throw issuesError(issues)
      const { changes } = withoutRows(previewed, issues)
      const large = changes.filter((c) => c.large)
      if (large.length > 0 && !confirmLarge) throw largeChangesError(large)
      if (changes.length > 0) {
        await applyVariantChanges(
          db,
          changes.map((c) => ({ variantId: c.variant_id, after: c.after })),
          {
            actorId: actor.userId,
            action: 'price_list.apply',
            entity: 'price_list',
            entityId: actor.source,
            before: changes.slice(0, AUDITED_CHANGES).map((c) => ({ code: c.code, ...c.before })),
            after: {
              updated: changes.length,
              unchanged,
              unknown: unknown_codes.length,
              changes: changes.slice(0, AUDITED_CHANGES).map((c) => ({ code: c.code, ...c.after })),
            },
          },
          actor.source.startsWith('integration:') ? 'erp_sync' : 'import',
        )
        const barcodeProducts = changes
          .filter((c) => c.after.barcode !== undefined)
          .map((c) => state.get(c.code)!.productId)
        if (barcodeProducts.length > 0) await reindex(db, barcodeProducts)
        await purgeFamilies(cache, PURGE.product)
      }
      const left = new Set([...(skipped ?? []), ...issues].map((issue) => issue.row)).size
      return {
        rows: rows.length,
        updated: changes.length,
        unchanged,
        unknown: unknown_codes.length,
        unknown_codes,
        ...(left > 0 && { skipped: left }),
      }
    },
  }
}

/** The headers the import reads, in the staff member's language, with one example row: what to fill in Excel. */
export function priceListTemplate(locale: Locale): string {
  const header =
    locale === 'en'
      ? [
          'Code',
          'Name',
          'Retail price',
          'Wholesale price',
          'Sale price',
          'Wholesale sale price',
          'Stock',
          'Wholesale stock',
          'Barcode',
        ]
      : [
          'Артикул',
          'Назва',
          'Роздрібна ціна',
          'Оптова ціна',
          'Ціна зі знижкою',
          'Оптова ціна зі знижкою',
          'Залишок',
          'Оптовий залишок',
          'Штрихкод',
        ]
  return toCsv([header], ';')
}
