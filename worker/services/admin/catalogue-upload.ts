import type { CatalogueImportAnswer } from '../../../app/contract/catalogue-import'
import { classifyImage } from '../../../app/domain/catalogue-images'
import { type CatalogueIssue, type CatalogueRow, parseCatalogueSheet } from '../../../app/domain/catalogue-sheet'
import type { Db } from '../../../db/client'
import { auditStatement } from '../../../db/queries/audit-entries'
import { planImport } from '../../../db/queries/catalogue-plan'
import { loadCatalogueState, writeCatalogue } from '../../../db/queries/catalogue-sheet'
import type { Cache } from '../cache'
import { PURGE, purgeFamilies } from './catalogue-writes'
import { checkPictureUrls } from './picture-check'

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

export function createCatalogueUpload(db: Db, cache: Cache) {
  async function plan(table: readonly (readonly string[])[]) {
    const parsed = parseCatalogueSheet(table)
    if (!parsed.ok) return { issues: parsed.issues, plan: null }
    const issues: CatalogueIssue[] = []
    const images = await galleries(parsed.rows, issues)
    const planned = planImport(parsed.rows, await loadCatalogueState(db.$client), images, { createMissing: false })
    return { issues: [...issues, ...planned.issues].sort((a, b) => a.row - b.row), plan: planned }
  }

  return {
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
