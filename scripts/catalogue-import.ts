/**
 * npm run catalogue:import -- <catalogue.csv|catalogue.xlsx> [--apply] [--bucket beauty-store-media]
 *
 * Without --apply: the preview (what would be added, updated or left, and every problem by row and
 * column); nothing is written. With --apply and no problem: pictures from files are stored in R2 and
 * the catalogue is written in one transaction. Against TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) and the
 * production bucket when set, otherwise the local database and bucket. Columns: docs/deploying.md, "Catalogue sheets".
 */
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { importCatalogue } from './catalogue/import'
import { localMediaSink, remoteMediaSink } from './catalogue/media-sinks'
import { readSheetFile } from './catalogue/sheet-files'
import { adminText } from '../app/i18n/admin-text'
import { SheetFileError } from '../worker/services/admin/spreadsheet/read-sheet'
import { withTargetDatabase } from './target-database'

const { values, positionals } = parseArgs({
  options: { apply: { type: 'boolean', default: false }, bucket: { type: 'string', default: 'beauty-store-media' } },
  allowPositionals: true,
  strict: true,
})
const file = positionals[0]
if (!file) {
  console.error('usage: npm run catalogue:import -- <catalogue.csv|catalogue.xlsx> [--apply] [--bucket name]')
  process.exit(2)
}

// The command line speaks English, as its other output; the back office shows the same codes in Ukrainian.
const english = (message: string) => adminText('en', message) ?? message

let table: string[][]
try {
  table = readSheetFile(resolve(file))
} catch (error) {
  if (!(error instanceof SheetFileError)) throw error
  console.error(`${file}: ${english(error.message)}`)
  process.exit(1)
}

await withTargetDatabase({}, async (client, where) => {
  const remote = Boolean(process.env.TURSO_DATABASE_URL)
  const media = values.apply ? (remote ? remoteMediaSink(values.bucket) : await localMediaSink()) : null
  try {
    const outcome = await importCatalogue(client, table, {
      baseDir: dirname(resolve(file)),
      apply: values.apply,
      sink: media?.sink,
    })
    if (outcome.counts) {
      const { categories, brands, products, variants, galleries } = outcome.counts
      console.log(`${where}: categories +${categories}, brands +${brands}`)
      console.log(`products +${products.added}, updated ${products.updated}, unchanged ${products.unchanged}`)
      console.log(
        `variants +${variants.added}, updated ${variants.updated}, unchanged ${variants.unchanged}; galleries set ${galleries}; picture files ${outcome.uploads}`,
      )
    }
    for (const issue of outcome.issues.slice(0, 500))
      console.error(`row ${issue.row}${issue.column ? `, ${issue.column}` : ''}: ${english(issue.message)}`)
    if (outcome.issues.length > 500) console.error(`… and ${outcome.issues.length - 500} more`)
    if (outcome.issues.length > 0) {
      console.error(`${outcome.issues.length} problem(s): nothing was written`)
      process.exitCode = 1
    } else console.log(outcome.applied ? 'applied' : 'preview only: add --apply to write it')
  } finally {
    await media?.close()
  }
})
