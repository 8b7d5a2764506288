import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { afterAll, beforeAll } from 'vitest'
import type { Db } from '../../db/client'
import { migrateFile } from '../../db/local/migrate'
import * as schema from '../../db/schema'
import { seed } from '../../db/seed/index'

export interface SeededFile {
  /** The database file, for a second client of its own. */
  readonly file: string
  readonly client: Client
  /** The client through drizzle, as db/queries take it. */
  readonly db: Db
}

/** A catalogue of `products` seeded into a file of the test file's own (made before its tests, removed after). */
export function seededFile(name: string, products: number): SeededFile {
  const dir = mkdtempSync(join(tmpdir(), `${name}-test-`))
  const store = { file: join(dir, 'store.db') } as { file: string; client: Client; db: Db }
  beforeAll(async () => {
    await seed({ file: store.file, products, images: false })
    store.client = createClient({ url: `file:${store.file}` })
    store.db = drizzle(store.client, { schema }) as unknown as Db
  }, 120_000)
  afterAll(() => {
    store.client?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return store
}

/**
 * An empty store database of the test file's own, built by the migrations and filled by `fill` before its
 * tests (removed after). For query plans, `fill` ends with `ANALYZE`, as every store database is analysed
 * after its migrations (db/local/migrate.ts, scripts/db-migrate-remote.ts).
 */
export function migratedFile(name: string, fill: (client: Client) => Promise<unknown>): SeededFile {
  const dir = mkdtempSync(join(tmpdir(), `${name}-test-`))
  const store = { file: join(dir, 'store.db') } as { file: string; client: Client; db: Db }
  beforeAll(async () => {
    await migrateFile(store.file)
    store.client = createClient({ url: `file:${store.file}` })
    store.db = drizzle(store.client, { schema }) as unknown as Db
    await fill(store.client)
  }, 120_000)
  afterAll(() => {
    store.client?.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return store
}
