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
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    // Statistics for indexes a migration added to a filled database (a no-op when they are current).
    await client.execute('PRAGMA optimize')
  } finally {
    client.close()
  }
}
