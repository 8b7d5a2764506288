/**
 * The hold sweeper runs every minute and asks for the card orders whose hold lapsed: it must read only
 * the orders still holding stock, not every order whose hold ever lapsed (an order declined when its hold
 * lapsed keeps its hold_until, so those grow with every card order the store has taken).
 */
import { describe, expect, it } from 'vitest'
import { LAPSED_HOLDS, lapsedHolds } from '../../db/queries/holds'
import { migratedFile } from './seeded-file'

const NOW = 1_800_000_000_000
const MINUTE = 60_000

const order = (n: number, status: string, holdUntil: number | null) => ({
  sql: `INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email,
    goods_total_uah, total_uah, hold_until) VALUES (?, ?, ?, ?, 'card', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 1, 1, ?)`,
  args: [n, String(100_000 + n), `ref-${n}`, status, holdUntil],
})

const store = migratedFile('lapsed-holds', async (client) => {
  await client.batch([
    order(1, 'created', NOW - 2 * MINUTE), // lapsed, the older
    order(2, 'payed_error', NOW - MINUTE), // lapsed after a failed attempt
    order(3, 'created', NOW + MINUTE), // still held
    order(4, 'payed', null), // paid: its hold cleared
    order(5, 'created', NOW), // lapses at this very moment
  ])
  // Orders declined when their holds lapsed long ago: what a sweep must not walk through.
  await client.batch(Array.from({ length: 300 }, (_, i) => order(100 + i, 'declined', NOW - (1_000 + i) * MINUTE)))
  await client.execute('ANALYZE')
})

describe('the lapsed holds a sweep finds', () => {
  it('are the orders still holding stock whose hold lapsed, oldest first, at most the limit', async () => {
    expect(await lapsedHolds(store.db, NOW, 10)).toEqual([1, 2, 5])
    expect(await lapsedHolds(store.db, NOW, 2)).toEqual([1, 2])
    expect(await lapsedHolds(store.db, NOW - 3 * MINUTE, 10)).toEqual([])
  })

  it('come from the index of holding orders alone', async () => {
    const plan = await store.client.execute({ sql: `EXPLAIN QUERY PLAN ${LAPSED_HOLDS}`, args: [NOW, 10] })
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps).toEqual([expect.stringContaining('USING INDEX orders_holding_idx (hold_until>')])
  })
})
