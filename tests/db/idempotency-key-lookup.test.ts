/**
 * Every order request reads the order an earlier request with its Idempotency-Key wrote
 * (db/queries/order-inputs.ts). Most stored orders may have no key (imported, or taken by staff): the
 * lookup must still go through the key's index and not read every order, and a key stays unique.
 */
import { describe, expect, it } from 'vitest'
import { orderInputs } from '../../db/queries/order-inputs'
import { ORDER_SELECT } from '../../db/queries/order-rows'
import { migratedFile } from './seeded-file'

const order = (n: number, key: string | null) => ({
  sql: `INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email,
    goods_total_uah, total_uah, idempotency_key) VALUES (?, ?, 'new', 'cash', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 1, 1, ?)`,
  args: [String(100_000 + n), `ref-${n}`, key],
})

// A store's orders without a key (imported, or taken by staff), its statistics taken then, as after a
// migration; then orders with keys.
const store = migratedFile('idempotency-key', async (client) => {
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
    INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah)
    SELECT 200000 + i, 'old-' || i, 'delivred', 'cash', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 1, 1 FROM n`)
  await client.execute('ANALYZE')
  await client.batch(Array.from({ length: 5 }, (_, i) => order(1_000 + i, `key-${i}`)))
})

describe('finding the order of an Idempotency-Key', () => {
  it('finds the order its key wrote, and none for an unknown key', async () => {
    const found = await orderInputs(store.db, { variantIds: [], promoCode: null, idempotencyKey: 'key-3' })
    expect(found.existing?.order.reference).toBe('ref-1003')
    const unknown = await orderInputs(store.db, { variantIds: [], promoCode: null, idempotencyKey: 'key-9' })
    expect(unknown.existing).toBeNull()
  })

  it('reads the order from the key index, not every order', async () => {
    const plan = await store.client.execute({
      sql: `EXPLAIN QUERY PLAN ${ORDER_SELECT} WHERE o.idempotency_key = ?`,
      args: ['key-3'],
    })
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps[0]).toContain('SEARCH o USING INDEX orders_idempotency_uq (idempotency_key=?)')
  })

  it('keeps a key unique, while orders without one are many', async () => {
    await expect(store.client.execute(order(2_000, 'key-1'))).rejects.toThrow('orders.idempotency_key')
    await store.client.execute(order(2_001, null))
  })
})
