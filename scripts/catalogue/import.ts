import type { Client } from '@libsql/client'
import { type CatalogueIssue, parseCatalogueSheet } from '../../app/domain/catalogue-sheet'
import { catalogueExportRows, loadCatalogueState, writeCatalogue } from '../../db/queries/catalogue-sheet'
import { CATALOGUE_COLUMNS } from '../../app/domain/catalogue-sheet'
import { type MediaSink, resolveImages, uploadImages } from './images'
import { type ImportPlan, planImport } from '../../db/queries/catalogue-plan'

export interface ImportOutcome {
  issues: CatalogueIssue[]
  counts: ImportPlan['counts'] | null
  applied: boolean
  uploads: number
}

/**
 * Reads a sheet's table, compares it with the catalogue and, with `apply` and no problem anywhere,
 * stores the files' pictures and writes everything in one transaction. Without `apply` it is the
 * preview: the same counts and problems, nothing written or uploaded.
 */
export async function importCatalogue(
  client: Client,
  table: readonly (readonly string[])[],
  options: { baseDir: string; apply: boolean; sink?: MediaSink; fetcher?: typeof fetch },
): Promise<ImportOutcome> {
  const parsed = parseCatalogueSheet(table)
  if (!parsed.ok) return { issues: parsed.issues, counts: null, applied: false, uploads: 0 }
  const images = await resolveImages(parsed.rows, options.baseDir, options.fetcher)
  const plan = planImport(parsed.rows, await loadCatalogueState(client), images.galleries)
  const issues = [...images.issues, ...plan.issues].sort((a, b) => a.row - b.row)
  if (issues.length > 0 || !options.apply)
    return { issues, counts: plan.counts, applied: false, uploads: images.uploads.length }
  if (images.uploads.length > 0) {
    if (!options.sink) throw new Error('Pictures from files need a media bucket to go to')
    await uploadImages(images.uploads, options.sink)
  }
  await writeCatalogue(client, plan.statements)
  return { issues, counts: plan.counts, applied: true, uploads: images.uploads.length }
}

/** The whole catalogue as the sheet's rows, header first: it imports back to the same catalogue. */
export async function exportCatalogue(client: Client): Promise<(string | number)[][]> {
  const rows = await catalogueExportRows(client)
  return [[...CATALOGUE_COLUMNS], ...rows.map((row) => CATALOGUE_COLUMNS.map((column) => row[column] ?? ''))]
}
