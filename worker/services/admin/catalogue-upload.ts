import type { CatalogueImportAnswer } from '../../../app/contract/catalogue-import'
import { classifyImage } from '../../../app/domain/catalogue-images'
import { slugsForNames } from '../../../app/domain/catalogue-names'
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  type CatalogueIssue,
  type CatalogueRow,
  parseCatalogueSheet,
} from '../../../app/domain/catalogue-sheet'
import type { Db } from '../../../db/client'
import { auditStatement } from '../../../db/queries/audit-entries'
import { planImport } from '../../../db/queries/catalogue-plan'
import { catalogueExportRows, loadCatalogueState, writeCatalogue } from '../../../db/queries/catalogue-sheet'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies } from './catalogue-writes'
import { checkPictureUrls } from './picture-check'
import { toCsv } from './spreadsheet/csv'

/**
 * The back office's export leaves stock out: stock moves with every sale, and a file edited for its
 * names or prices must not put back the stock of the hour it was downloaded (an absent stock column
 * keeps the stored stock). docs/decisions/price-export-carries-no-stock.md
 */
export const EXPORT_COLUMNS = CATALOGUE_COLUMNS.filter((c) => c !== 'stock' && c !== 'stock_opt')

/**
 * The catalogue file uploaded in the back office: the command line's rules (app/domain/catalogue-sheet.ts,
 * db/queries/catalogue-plan.ts) with two differences. Brands and categories must exist (an unknown
 * one is a mistyped cell), and pictures are https addresses (checked in the preview) or stored media,
 * never files. Applying checks everything again and writes it in one transaction with its audit row.
 */
async function galleries(rows: readonly CatalogueRow[], issues: CatalogueIssue[]) {
  const found = new Map<string, string[]>()
  const urls: { row: number; url: string }[] = []
  for (const row of rows) {
    if (row.images.length === 0) continue
    const gallery: string[] = []
    for (const token of row.images) {
      const part = classifyImage(token)
      if (part.kind === 'bad') issues.push({ row: row.row, column: 'images', message: part.message })
      else if (part.kind === 'file') issues.push({ row: row.row, column: 'images', message: 'sheet_image_only_urls' })
      else if (part.kind === 'media') gallery.push(part.triple)
      else {
        urls.push({ row: row.row, url: part.url })
        gallery.push(`${part.url},${part.url},${part.url}`)
      }
    }
    found.set(row.text.code, gallery)
  }
  const problems = await checkPictureUrls(urls.map((u) => u.url))
  for (const { row, url } of urls) {
    const problem = problems.get(url)
    if (problem) issues.push({ row, column: 'images', message: problem })
  }
  return found
}

/** Here a category or brand cell that is no slug is a name the store does not know: said so, not "use Latin letters". */
const UNKNOWN_NAME: Partial<Record<CatalogueColumn, string>> = {
  category: 'sheet_unknown_category',
  parent_category: 'sheet_unknown_category',
  brand: 'sheet_unknown_brand',
}
const asUnknownName = (issue: CatalogueIssue): CatalogueIssue =>
  issue.message === 'sheet_slug' && issue.column && UNKNOWN_NAME[issue.column]
    ? { ...issue, message: UNKNOWN_NAME[issue.column]! }
    : issue

export function createCatalogueUpload(db: Db, cache: Cache) {
  async function plan(table: readonly (readonly string[])[]) {
    const state = await loadCatalogueState(db.$client)
    const named = slugsForNames(table, {
      categories: [...state.categories.values()].map((c) => ({ slug: c.slug, names: [c.nameUa, c.nameEn] })),
      brands: [...state.brands.values()].map((b) => ({ slug: b.slug, names: [b.name] })),
    })
    const parsed = parseCatalogueSheet(named.table)
    const ambiguous = new Set(named.issues.map((i) => `${i.row} ${i.column}`))
    const sheetIssues = (parsed.ok ? [] : parsed.issues)
      .filter((i) => !ambiguous.has(`${i.row} ${i.column}`))
      .map(asUnknownName)
    if (!parsed.ok || named.issues.length > 0)
      return { issues: [...named.issues, ...sheetIssues].sort((a, b) => a.row - b.row), plan: null }
    const issues: CatalogueIssue[] = []
    const images = await galleries(parsed.rows, issues)
    const planned = planImport(parsed.rows, state, images, { createMissing: false })
    return { issues: [...issues, ...planned.issues].sort((a, b) => a.row - b.row), plan: planned }
  }

  return {
    /** The import's columns and nothing else: what to fill in Excel. */
    template: () => toCsv([[...CATALOGUE_COLUMNS]], ';'),

    /** Every variant in the import's columns (without stock), so the file imports back unchanged. */
    async exportCsv(): Promise<string> {
      const rows = await catalogueExportRows(db.$client)
      return toCsv([[...EXPORT_COLUMNS], ...rows.map((row) => EXPORT_COLUMNS.map((c) => row[c] ?? ''))], ';')
    },

    async preview(
      table: readonly (readonly string[])[],
    ): Promise<CatalogueImportAnswer & { issues: CatalogueIssue[] }> {
      const { issues, plan: planned } = await plan(table)
      return { applied: false, counts: planned?.counts ?? null, issues }
    },

    async apply(
      actorId: number,
      fileName: string,
      table: readonly (readonly string[])[],
    ): Promise<CatalogueImportAnswer & { issues: CatalogueIssue[] }> {
      const { issues, plan: planned } = await plan(table)
      if (!planned || issues.length > 0) return { applied: false, counts: planned?.counts ?? null, issues }
      if (planned.statements.length > 0) {
        const audit = auditStatement(db, {
          actorId,
          action: 'catalogue.import',
          entity: 'catalogue',
          entityId: fileName.slice(0, 100),
          before: null,
          after: planned.counts,
        })
        await writeCatalogue(db.$client, [...planned.statements, audit])
        await purgeFamilies(cache, [...PURGE.productPlacement, 'brands'])
      }
      return { applied: planned.statements.length > 0, counts: planned.counts, issues: [] }
    },
  }
}
