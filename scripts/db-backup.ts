/**
 * npm run db:backup -- [--out backups/store-2026-11-28.sql] [--db .data/store.db]
 *
 * Writes a consistent dump of the store's database (scripts/backup/dump.ts: SQL, one statement a line)
 * to a file: Turso when TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) is set, the local libSQL server's
 * address when that is given as the URL, otherwise the local file (--db, $LOCAL_DB_FILE or .data/store.db).
 */
import { createWriteStream, existsSync, renameSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { DEFAULT_DB_FILE } from '../db/local/migrate'
import { dumpDatabase } from './backup/dump'

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
})
if (values.help) {
  console.log(
    'usage: npm run db:backup -- [--out FILE.sql] [--db LOCAL_FILE]   (TURSO_DATABASE_URL/TURSO_AUTH_TOKEN for a remote database)',
  )
  process.exit(0)
}

const remote = values.db ? undefined : process.env.TURSO_DATABASE_URL
const file = resolve(values.db ?? process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE)
if (!remote && !existsSync(file)) {
  console.error(`no database file at ${file}`)
  process.exit(1)
}
const out = resolve(values.out ?? `backups/store-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`)
await mkdir(dirname(out), { recursive: true })
// Written beside its final name and renamed at the end: a file under the final name is always whole.
const partial = `${out}.partial`
const client = createClient(
  remote
    ? { url: remote, authToken: process.env.TURSO_AUTH_TOKEN, intMode: 'bigint' }
    : { url: `file:${file}`, intMode: 'bigint' },
)
const stream = createWriteStream(partial, { encoding: 'utf8' })
try {
  const counts = await dumpDatabase(client, async (line) => {
    if (!stream.write(`${line}\n`)) await once(stream, 'drain')
  })
  stream.end()
  await once(stream, 'finish')
  renameSync(partial, out)
  const rows = Object.values(counts).reduce((a, b) => a + b, 0)
  console.log(
    `backup of ${remote ? 'the remote database' : file}: ${Object.keys(counts).length} tables, ${rows} rows → ${out}`,
  )
} catch (error) {
  stream.destroy()
  console.error('backup failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  client.close()
}
