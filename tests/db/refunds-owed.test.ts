/**
 * The back office's store health lists the orders owed a refund. A store keeps every order it ever took,
 * so the list must come from the few owed ones, not from reading them all.
 */
import { describe, expect, it } from 'vitest'
import { owedRefundsWhere, REFUND_LATE_MS, storeHealthRows } from '../../db/queries/store-health'
import { migratedFile } from './seeded-file'

const NOW = 1_800_000_000_000

const order = (n: number, refundFailed: number) => ({
  sql: `INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email,
    goods_total_uah, total_uah, paid_uah, refund_failed_uah, updated_at)
    VALUES (?, ?, ?, 'declined', 'card', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 500, 500, 500, ?, ?)`,
  args: [n, String(100_000 + n), `ref-${n}`, refundFailed, NOW - n],
})
const refundJob = (orderId: number, status: string, createdAt: number) => ({
  sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload, status, created_at) VALUES ('refund', ?, ?, '{}', ?, ?)`,
  args: [`refund:${orderId}`, orderId, status, createdAt],
})

const store = migratedFile('refunds-owed', async (client) => {
  // Orders of years past, none owed anything.
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
    INSERT INTO orders (id, number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah)
    SELECT 1000 + i, 200000 + i, 'old-' || i, 'delivred', 'cash', 'curier', 'І', 'П', '+380501111111', 'x@example.com', 1, 1 FROM n`)
  await client.batch([
    order(1, 500), // refused by the provider
    order(2, 0), // its refund due through the outbox for too long
    order(3, 0), // its refund due, but only just
    order(4, 0), // refunded
    refundJob(2, 'pending', NOW - REFUND_LATE_MS - 60_000),
    refundJob(3, 'pending', NOW - 60_000),
    refundJob(4, 'done', NOW - REFUND_LATE_MS - 60_000),
  ])
  await client.execute('ANALYZE')
})

describe('the refunds the store owes', () => {
  it('are the refused ones and those due for too long, newest first', async () => {
    const { refundsOwed } = await storeHealthRows(store.db, NOW, 10)
    expect(refundsOwed.total).toBe(2)
    expect(refundsOwed.rows.map((r) => [r.number, r.amountUah])).toEqual([
      ['100001', 500],
      ['100002', 500],
    ])
  })

  it('come from the owed orders alone, not from every order', async () => {
    const plan = await store.client.execute(
      `EXPLAIN QUERY PLAN SELECT count(*) FROM orders WHERE ${owedRefundsWhere(NOW)}`,
    )
    const steps = plan.rows.map((row) => String(row.detail))
    expect(steps.some((step) => step.includes('INDEX orders_refund_failed_idx (refund_failed_uah>?)'))).toBe(true)
    expect(steps.filter((step) => /^SCAN orders\b/.test(step))).toEqual([])
  })
})
