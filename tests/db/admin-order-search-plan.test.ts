/**
 * The back office's orders list with a search reads every order anyway (the texts are matched inside
 * each): its page is then sorted after one pass over the table, not found by walking the sort column's
 * index and fetching each order on its own. Without a search the list keeps walking that index.
 */
import { describe, expect, it } from 'vitest'
import { adminOrdersQuerySchema } from '../../app/contract/admin-orders'
import { adminOrderPage, adminOrderPageStatement } from '../../db/queries/admin-orders'
import { migratedFile } from './seeded-file'

const store = migratedFile('admin-order-search', async (client) => {
  await client.execute(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
    INSERT INTO orders (number, reference, status, pay_type, delivery_type, first_name, last_name, phone, email, goods_total_uah, total_uah, created_at)
    SELECT 100000 + i, 'ref-' || i, 'delivred', 'cash', 'curier', 'Олена', CASE WHEN i % 5000 = 0 THEN 'Петренко' ELSE 'Коваль' END,
      '+380501111111', 'x@example.com', i, i, 1700000000000 + i * 60000 FROM n`)
  await client.execute('ANALYZE')
})

const planOf = async (params: Record<string, string>) => {
  const { sql, params: args } = adminOrderPageStatement(store.db, adminOrdersQuerySchema.parse(params)).toSQL()
  const plan = await store.client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args as (string | number)[] })
  return plan.rows.map((row) => String(row.detail))
}

describe("the back office's orders list with a search", () => {
  it('finds the matching orders newest first, with their count', async () => {
    const page = await adminOrderPage(store.db, adminOrdersQuerySchema.parse({ q: 'петренко' }))
    expect(page.total).toBe(4)
    expect(page.rows.map((r) => r.number)).toEqual(['120000', '115000', '110000', '105000'])
    const byTotal = await adminOrderPage(
      store.db,
      adminOrdersQuerySchema.parse({ q: 'петренко', sort: 'total', dir: 'asc' }),
    )
    expect(byTotal.rows.map((r) => r.totalUah)).toEqual([5000, 10000, 15000, 20000])
  })

  it('sorts after one pass over the orders, and without a search walks the date index', async () => {
    const searched = await planOf({ q: 'петренко' })
    expect(searched.some((step) => step.includes('orders_created_idx'))).toBe(false)
    expect(searched).toContain('USE TEMP B-TREE FOR ORDER BY')
    const listed = await planOf({})
    expect(listed.some((step) => step.includes('orders_created_idx'))).toBe(true)
  })
})
