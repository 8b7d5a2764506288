/**
 * `npm run db:backup` then `npm run db:restore` end to end, through the scripts as an operator runs
 * them: a seeded store with orders, stock movements, accounts and search goes into a dump and comes
 * back identical in a new database, file or local libSQL server (Turso's protocol); a database that
 * is not empty is refused.
 */
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateFile } from '../../db/local/migrate'
import { startLocalDbServer } from '../../db/local/server'
import { seed } from '../../db/seed/index'
import { insertTestOrder } from '../support/orders'

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'))
const source = join(dir, 'source.db')
const dump = join(dir, 'dump.sql')
const TSX = resolve('node_modules/.bin/tsx')
let db: Client

/** A script as `npm run` runs it, with no remote database in its environment unless given. */
async function run(script: string, args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['TURSO_DATABASE_URL', 'TURSO_AUTH_TOKEN', 'LOCAL_DB_FILE'].includes(name),
    ),
  )
  try {
    // Not synchronous: the libSQL server of the last test answers from this process.
    const { stdout } = await promisify(execFile)(TSX, [script, ...args], {
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
    })
    return { ok: true, out: stdout }
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string }
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

/** Every table's rows (FTS5 shadow tables aside: their bytes may differ for the same index) and the schema. */
async function snapshot(c: Client) {
  const schema = (
    await c.execute(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
  ).rows.map((r) => ({ ...r }))
  const tables = (
    await c.execute(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        AND name NOT GLOB 'products_search_*' OR name IN ('products_search_keys', 'products_search_terms') ORDER BY name`,
    )
  ).rows
  const data: Record<string, unknown[]> = {}
  for (const t of tables) {
    const name = String(t.name)
    const order = /WITHOUT ROWID/i.test(String(t.sql)) ? '1' : 'rowid'
    data[name] = (await c.execute(`SELECT * FROM "${name}" ORDER BY ${order}`)).rows.map((r) => ({ ...r }))
  }
  const search = (
    await c.execute("SELECT rowid FROM products_search WHERE products_search MATCH 'крем*' ORDER BY rowid")
  ).rows.map((r) => Number(r.rowid))
  return { schema, data, search }
}

beforeAll(async () => {
  await migrateFile(source)
  await seed({ file: source, products: 40, images: false })
  db = createClient({ url: `file:${source}` })
  await insertTestOrder(db, { payType: 'card', status: 'payed', quantities: [2, 1] })
  await insertTestOrder(db, { payType: 'cash', status: 'new', email: "o'brien@example.com" })
  // A note with line breaks and quotes, a stock change (the trigger records its movement), a waiting alert.
  await db.execute(
    `UPDATE orders SET refund_error = 'line one\nline "two" it''s' WHERE id = (SELECT max(id) FROM orders)`,
  )
  await db.execute('UPDATE variants SET stock = stock + 7 WHERE id = (SELECT min(id) FROM variants)')
  await db.execute(
    `INSERT INTO stock_alerts (variant_id, kind, email, locale, price_uah, token) SELECT id, 'stock', 'wait@example.com', 'ua', 100, 'tok-1' FROM variants LIMIT 1`,
  )
}, 120_000)

afterAll(() => {
  db?.close()
  rmSync(dir, { recursive: true, force: true })
})

// Each test runs the scripts as processes of their own (tsx starts in seconds on a busy machine).
describe('backup and restore', { timeout: 240_000 }, () => {
  it('round-trips the store into a new file: orders, stock, accounts, search and schema identical', async () => {
    const backup = await run('scripts/db-backup.ts', ['--db', source, '--out', dump])
    expect(backup.ok, backup.out).toBe(true)
    expect(readFileSync(dump, 'utf8').split('\n')[0]).toBe('-- beauty-store database dump v1')

    const target = join(dir, 'restored.db')
    const restore = await run('scripts/db-restore.ts', ['--from', dump, '--db', target])
    expect(restore.ok, restore.out).toBe(true)
    const restored = createClient({ url: `file:${target}` })
    try {
      const [before, after] = [await snapshot(db), await snapshot(restored)]
      expect(after.schema).toEqual(before.schema)
      for (const table of [
        'orders',
        'order_lines',
        'variants',
        'stock_movements',
        'users',
        'refresh_tokens',
        'outbox_jobs',
      ])
        expect(after.data[table], table).toEqual(before.data[table])
      expect(after.data).toEqual(before.data)
      expect(after.search.length).toBeGreaterThan(0)
      expect(after.search).toEqual(before.search)
      expect((await restored.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n).toBeGreaterThanOrEqual(2)

      // The triggers came back after the rows (no movement was recorded twice) and work: stock back in, alert job out.
      const variant = Number(
        (await restored.execute("SELECT variant_id FROM stock_alerts WHERE token = 'tok-1'")).rows[0]!.variant_id,
      )
      await restored.execute({ sql: 'UPDATE variants SET stock = 0, stock_opt = 0 WHERE id = ?', args: [variant] })
      await restored.execute({ sql: 'UPDATE variants SET stock = 3 WHERE id = ?', args: [variant] })
      expect(
        (await restored.execute("SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'stock_alert'")).rows[0]!.n,
      ).toBe(1)
      const sums = await restored.execute(
        `SELECT count(*) AS n FROM variants v WHERE v.stock <> (SELECT coalesce(sum(delta), 0) FROM stock_movements m WHERE m.variant_id = v.id AND m.stock_kind = 'retail')`,
      )
      expect(sums.rows[0]!.n).toBe(0)
    } finally {
      restored.close()
    }
  })

  it('refuses a database that is not empty, and a file that is not a whole dump', async () => {
    const again = await run('scripts/db-restore.ts', ['--from', dump, '--db', source])
    expect(again.ok).toBe(false)
    expect(again.out).toContain('not empty')

    const cut = join(dir, 'cut.sql')
    const lines = readFileSync(dump, 'utf8').split('\n')
    execFileSync('sh', ['-c', `head -n ${Math.floor(lines.length / 2)} "${dump}" > "${cut}"`])
    const partial = await run('scripts/db-restore.ts', ['--from', cut, '--db', join(dir, 'cut.db')])
    expect(partial.ok).toBe(false)
    expect(partial.out).toContain('cut short')
  })

  it('restores into a libSQL server over its HTTP protocol, as into Turso with TURSO_DATABASE_URL', async () => {
    const file = join(dir, 'served.db')
    const server = await startLocalDbServer({ file, port: 0, host: '127.0.0.1' })
    try {
      const restore = await run('scripts/db-restore.ts', ['--from', dump], { TURSO_DATABASE_URL: server.url })
      expect(restore.ok, restore.out).toBe(true)
      const backup = await run('scripts/db-backup.ts', ['--out', join(dir, 'served.sql')], {
        TURSO_DATABASE_URL: server.url,
      })
      expect(backup.ok, backup.out).toBe(true)
      const strip = (text: string) => text.split('\n').filter((l) => !l.startsWith('-- taken'))
      expect(strip(readFileSync(join(dir, 'served.sql'), 'utf8'))).toEqual(strip(readFileSync(dump, 'utf8')))
    } finally {
      await server.close()
    }
  })
})
