import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Client, createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { fillNameWords } from '../queries/search-index'

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations')
export const DEFAULT_DB_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../.data/store.db')

/** Applies the committed drizzle-kit migrations to a local SQLite file; safe to run again. */
export async function migrateFile(file: string = DEFAULT_DB_FILE): Promise<void> {
  mkdirSync(dirname(file), { recursive: true })
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA journal_mode = WAL')
    await migrateClient(client)
  } finally {
    client.close()
  }
}

export interface MigrationOutcome {
  /** Migrations recorded before and after. */
  before: number
  after: number
  analysed: boolean
}

/**
 * Applies the committed migrations through any libSQL client (a file, Turso, the local server);
 * safe to run again. `analyse: 'always'` refreshes the planner's statistics even when nothing was
 * applied (a remote database after a catalogue import); by default only after a migration added
 * indexes to a filled database, whose statistics would otherwise miss them.
 */
export async function migrateClient(
  client: Client,
  options: { analyse?: 'always' | 'after-change' } = {},
): Promise<MigrationOutcome> {
  const applied = async () => {
    const table = await client.execute(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
    )
    return table.rows.length === 0
      ? 0
      : Number((await client.execute('SELECT count(*) AS n FROM __drizzle_migrations')).rows[0]?.n ?? 0)
  }
  const before = await applied()
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
  // What a migration cannot compute in SQL (0029_search_name_words); nothing to do once done.
  await fillNameWords(client)
  const after = await applied()
  const analysed = options.analyse === 'always' || (before > 0 && after > before)
  if (analysed) await client.execute('ANALYZE')
  return { before, after, analysed }
}
