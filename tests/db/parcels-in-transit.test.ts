/**
 * The parcel tracking run asks Nova Poshta about the parcels on their way, a batch at a time. There are
 * never many, while the orders delivered before them grow every day: a batch must be read from those few.
 */
import { describe, expect, it } from 'vitest'
import { PARCELS_IN_TRANSIT, parcelsInTransit } from '../../db/queries/parcel-tracking'
import { migratedFile } from './seeded-file'

const order = (id: number, status: string, delivery: string, ttn: string) => ({
  sql: `INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email,
    goods_total_uah, total_uah, ttn) VALUES (?, ?, ?, ?, 'cash', ?, 'І', 'П', '+380501111111', 'x@example.com', 1, 1, ?)`,
  args: [id, String(100_000 + id), `ref-${id}`, status, delivery, ttn],
})

const store = migratedFile('parcels-in-transit', async (client) => {
  // Orders delivered long ago.
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
    INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah, ttn)
    SELECT i, 200000 + i, 'old-' || i, 'delivred', 'cash', 'newpost', 'І', 'П', '+380501111111', 'x@example.com', 1, 1, '2045' || i FROM n`)
  await client.batch([
    order(20_001, 'delivring', 'newpost', '20450000000001'),
    order(20_002, 'at_delivry', 'newpost', '20450000000002'),
    order(20_003, 'delivring', 'curier', ''), // a courier's: no waybill to track
    order(20_004, 'delivring', 'newpost', ''), // no waybill yet
    order(20_005, 'delivring', 'newpost', '20450000000005'),
  ])
  await client.execute('ANALYZE')
})

describe('the parcels a tracking run asks about', () => {
  it('are the Nova Poshta orders on their way with a waybill, by id, a batch at a time', async () => {
    expect((await parcelsInTransit(store.db, 0, 50)).map((p) => [p.id, p.ttn])).toEqual([
      [20_001, '20450000000001'],
      [20_002, '20450000000002'],
      [20_005, '20450000000005'],
    ])
    expect((await parcelsInTransit(store.db, 0, 2)).map((p) => p.id)).toEqual([20_001, 20_002])
    expect((await parcelsInTransit(store.db, 20_002, 2)).map((p) => p.id)).toEqual([20_005])
  })

  it('come from the index of parcels in transit, not from the orders after the last one', async () => {
    const plan = await store.client.execute({ sql: `EXPLAIN QUERY PLAN ${PARCELS_IN_TRANSIT}`, args: [0, 50] })
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps[0]).toContain('SEARCH orders USING INDEX orders_in_transit_idx (id>?)')
  })
})
