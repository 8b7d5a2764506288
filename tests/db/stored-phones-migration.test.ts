/**
 * Migration 0011 against a database that lived before it: the migrations up to 0010 are applied
 * from a copy of the folder whose journal stops there, rows are written with phones as people typed
 * them, then the real folder brings the database up to date, as a deploy would.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateClient, MIGRATIONS_DIR } from '../../db/local/migrate'

const LAST_BEFORE = '0010_admin_product_sort_indexes'
const dir = mkdtempSync(join(tmpdir(), 'stored-phones-'))
let db: Client

/** The migrations folder as it was before 0011: the same files, a journal that ends at 0010. */
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

/** Typed → expected after 0011: the unambiguous Ukrainian forms become +380…, anything else stays as typed. */
const CASES: [string, string][] = [
  ['0671234567', '+380671234567'],
  ['050 123 45 67', '+380501234567'],
  ['(050) 123-45-67', '+380501234567'],
  ['380931112233', '+380931112233'],
  ['38 (093) 111-22-33', '+380931112233'],
  ['+380 (63) 111 22 33', '+380631112233'],
  ['+38 050 777 88 99', '+380507778899'],
  [' +380671234567 ', '+380671234567'],
  ['+380671234567', '+380671234567'],
  ['+48 601 234 567', '+48 601 234 567'],
  ['050123456', '050123456'],
  ['501234567', '501234567'],
  ['80501234567', '80501234567'],
  ['+3806712345678', '+3806712345678'],
  ['067.123.45.67', '067.123.45.67'],
  ['', ''],
]

beforeAll(async () => {
  db = createClient({ url: `file:${join(dir, 'store.db')}` })
  await migrate(drizzle(db), { migrationsFolder: folderUpTo(LAST_BEFORE) })
  for (const [i, [typed]] of CASES.entries()) {
    await db.batch([
      {
        sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, goods_total_uah, total_uah)
              VALUES (?, ?, 'new', 'cash', 'newpost', 'Ірина', 'Коваль', ?, 100, 100)`,
        args: [String(100_000 + i), `ref-${i}`, typed],
      },
      {
        sql: `INSERT INTO leads (full_name, phone, business_type, brand) VALUES (?, ?, 'salon', 'Rica')`,
        args: [`lead ${i}`, typed],
      },
      {
        sql: `INSERT INTO contact_messages (kind, first_name, phone) VALUES ('recall', ?, ?)`,
        args: [`recall ${i}`, typed],
      },
      {
        sql: `INSERT INTO partner_applications (last_name, first_name, patronymic, email, phone, date_of_birth, clinic_name, address, certificate_key)
              VALUES ('Коваль', ?, 'Петрівна', 'p@example.com', ?, '1990-01-01', 'Клініка', 'Київ', 'certificates/x.jpg')`,
        args: [`partner ${i}`, typed],
      },
    ])
  }
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const phonesOf = async (table: string) =>
  (await db.execute(`SELECT phone FROM ${table} ORDER BY id`)).rows.map((r) => String(r.phone))

describe('migration 0011 stores the old rows’ Ukrainian phones as +380…', () => {
  it('rewrites orders, leads, contact messages and partner applications alike, and leaves the rest as typed', async () => {
    for (const table of ['orders', 'leads', 'contact_messages', 'partner_applications']) {
      expect(await phonesOf(table), `${table} before`).toEqual(CASES.map(([typed]) => typed))
    }
    const outcome = await migrateClient(db)
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    expect(outcome.before).toBe(11)
    expect(outcome.after).toBe(journal.entries.length)
    for (const table of ['orders', 'leads', 'contact_messages', 'partner_applications']) {
      expect(await phonesOf(table), table).toEqual(CASES.map(([, stored]) => stored))
    }
  })

  it('leaves nothing for the open-order count to tell apart: one number typed two ways is one phone', async () => {
    const rows = await db.execute(`SELECT count(*) AS n FROM orders WHERE status = 'new' AND phone = '+380501234567'`)
    expect(Number(rows.rows[0]!.n)).toBe(2)
    const again = await migrateClient(db)
    expect(again.after).toBe(again.before)
  })
})
