/**
 * npm run db:restore -- --from backups/store-….sql [--db .data/restored.db]
 *
 * Loads a dump written by `npm run db:backup` into an EMPTY database and refuses any other: Turso
 * when TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) is set (a new database: docs/operations.md, "Backups
 * and restore"), otherwise a local file (--db, $LOCAL_DB_FILE or .data/store.db), made if missing.
 */
import { createReadStream, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { DEFAULT_DB_FILE } from '../db/local/migrate'
import { restoreDatabase } from './backup/dump'

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
})
if (values.help || !values.from) {
  console.log(
    'usage: npm run db:restore -- --from FILE.sql [--db LOCAL_FILE]   (TURSO_DATABASE_URL/TURSO_AUTH_TOKEN for a remote database)',
  )
  process.exit(values.help ? 0 : 2)
}
const dump = resolve(values.from)
if (!existsSync(dump)) {
  console.error(`no dump at ${dump}`)
  process.exit(1)
}

const remote = values.db ? undefined : process.env.TURSO_DATABASE_URL
const file = resolve(values.db ?? process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE)
const client = createClient(
  remote
    ? { url: remote, authToken: process.env.TURSO_AUTH_TOKEN, intMode: 'bigint' }
    : { url: `file:${file}`, intMode: 'bigint' },
)
try {
  const { statements } = await restoreDatabase(client, () =>
    createInterface({ input: createReadStream(dump, { encoding: 'utf8' }), crlfDelay: Infinity }),
  )
  console.log(`restored ${dump} into ${remote ? 'the remote database' : file}: ${statements} statements`)
} catch (error) {
  console.error('restore failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  client.close()
}
