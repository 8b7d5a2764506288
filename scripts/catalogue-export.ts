/**
 * npm run catalogue:export -- <catalogue.csv|catalogue.xlsx>
 *
 * Writes every variant with its product, brand and category in the import's columns, pictures as
 * their URLs or stored keys, so the file imports back to the same catalogue. Reads
 * TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) when set, otherwise the local database.
 */
import { resolve } from 'node:path'
import { exportCatalogue } from './catalogue/import'
import { writeSheetFile } from './catalogue/sheet-files'
import { withTargetDatabase } from './target-database'

const file = process.argv[2]
if (!file || file.startsWith('-')) {
  console.error('usage: npm run catalogue:export -- <catalogue.csv|catalogue.xlsx>')
  process.exit(2)
}

await withTargetDatabase({}, async (client, where) => {
  const rows = await exportCatalogue(client)
  writeSheetFile(resolve(file), rows)
  console.log(`${where}: ${rows.length - 1} variant row(s) written to ${file}`)
})
