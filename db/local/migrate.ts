import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations')
export const DEFAULT_DB_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../.data/store.db')

/** Applies the committed drizzle-kit migrations to a local SQLite file; safe to run again. */
export async function migrateFile(file: string = DEFAULT_DB_FILE): Promise<void> {
  mkdirSync(dirname(file), { recursive: true })
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA journal_mode = WAL')
    const applied = async () => {
      const table = await client.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'")
      return table.rows.length === 0 ? 0 : Number((await client.execute('SELECT count(*) AS n FROM __drizzle_migrations')).rows[0]?.n ?? 0)
    }
    const before = await applied()
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    // A migration may add indexes to a filled database: without statistics for them the planner can pick a worse one.
    if (before > 0 && (await applied()) > before) await client.execute('ANALYZE')
  } finally {
    client.close()
  }
}
