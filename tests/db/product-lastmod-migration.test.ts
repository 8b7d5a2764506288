/**
 * Migration 0032 against a catalogue that lived before it: the migrations up to 0031 are applied from
 * a copy of the folder whose journal stops there, a product is written, then the real folder brings
 * the database up to date, as a deploy would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateClient, MIGRATIONS_DIR } from '../../db/local/migrate'

const LAST_BEFORE = '0031_receipt_id_index'
const dir = mkdtempSync(join(tmpdir(), 'product-lastmod-'))
let db: Client

function folderUpTo(tag: string): string {
  const folder = join(dir, 'migrations')
  cpSync(MIGRATIONS_DIR, folder, { recursive: true })
  const journalFile = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const end = journal.entries.findIndex((e) => e.tag === tag)
  expect(end).toBeGreaterThan(0)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }))
  return folder
}

let migratedAt = 0
beforeAll(async () => {
  db = createClient({ url: `file:${join(dir, 'store.db')}` })
  await migrate(drizzle(db), { migrationsFolder: folderUpTo(LAST_BEFORE) })
  await db.batch([
    "INSERT INTO brands (id, slug, name) VALUES (1, 'rica', 'Rica')",
    "INSERT INTO categories (id, slug, name_ua, name_en) VALUES (1, 'face', 'Обличчя', 'Face')",
    `INSERT INTO products (id, slug, brand_id, category_id, name_ua, name_en, created_at)
     VALUES (1, 'krem', 1, 1, 'Крем', 'Cream', ${Date.UTC(2025, 0, 1)})`,
  ])
  migratedAt = Date.now()
  await migrateClient(db)
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

it('dates an existing product by the migration: no change after it is older than that', async () => {
  const [row] = (await db.execute('SELECT updated_at, created_at FROM products WHERE id = 1')).rows
  expect(Number(row!.updated_at)).toBeGreaterThanOrEqual(migratedAt)
  expect(Number(row!.updated_at)).toBeLessThanOrEqual(Date.now())
  // A product created after it has none until its page changes (its creation dates it).
  await db.execute(
    "INSERT INTO products (id, slug, brand_id, category_id, name_ua, name_en) VALUES (2, 'gel', 1, 1, 'Гель', 'Gel')",
  )
  expect((await db.execute('SELECT updated_at FROM products WHERE id = 2')).rows[0]!.updated_at).toBeNull()
})
