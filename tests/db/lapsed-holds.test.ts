/**
 * The hold sweeper runs every minute and asks for the card orders whose hold lapsed: it must read only
 * the orders still holding stock, not every order whose hold ever lapsed (an order declined when its hold
 * lapsed keeps its hold_until, so those grow with every card order the store has taken).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import type { Db } from '../../db/client'
import { migrateFile } from '../../db/local/migrate'
import { LAPSED_HOLDS, lapsedHolds } from '../../db/queries/holds'

const dir = mkdtempSync(join(tmpdir(), 'lapsed-holds-'))
const file = join(dir, 'store.db')
let db: Db
const NOW = 1_800_000_000_000
const MINUTE = 60_000

beforeAll(async () => {
  await migrateFile(file)
  db = drizzle(createClient({ url: `file:${file}` })) as unknown as Db
  const order = (n: number, status: string, holdUntil: number | null) => ({
    sql: `INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email,
      goods_total_uah, total_uah, hold_until) VALUES (?, ?, ?, ?, 'card', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 1, 1, ?)`,
    args: [n, String(100_000 + n), `ref-${n}`, status, holdUntil],
  })
  await db.$client.batch([
    order(1, 'created', NOW - 2 * MINUTE), // lapsed, the older
    order(2, 'payed_error', NOW - MINUTE), // lapsed after a failed attempt
    order(3, 'created', NOW + MINUTE), // still held
    order(4, 'payed', null), // paid: its hold cleared
    order(5, 'created', NOW), // lapses at this very moment
  ])
  // Orders declined when their holds lapsed long ago: what a sweep must not walk through.
  await db.$client.batch(Array.from({ length: 300 }, (_, i) => order(100 + i, 'declined', NOW - (1_000 + i) * MINUTE)))
  // Statistics, as every store database has them after its migrations (db/local/migrate.ts, scripts/db-migrate-remote.ts).
  await db.$client.execute('ANALYZE')
}, 120_000)

afterAll(() => {
  db?.$client.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the lapsed holds a sweep finds', () => {
  it('are the orders still holding stock whose hold lapsed, oldest first, at most the limit', async () => {
    expect(await lapsedHolds(db, NOW, 10)).toEqual([1, 2, 5])
    expect(await lapsedHolds(db, NOW, 2)).toEqual([1, 2])
    expect(await lapsedHolds(db, NOW - 3 * MINUTE, 10)).toEqual([])
  })

  it('come from the index of holding orders alone', async () => {
    const plan = await db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${LAPSED_HOLDS}`, args: [NOW, 10] })
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps).toEqual([expect.stringContaining('USING INDEX orders_holding_idx (hold_until>')])
  })
})
