import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminProductRow } from '../../app/contract/admin-catalogue'
import type { AdminSummary, StaffSettings } from '../../app/contract/admin-staff'
import { kyivDate, kyivDayStart } from '../../app/domain/kyiv-time'
import { orderRevenueUah } from '../../app/domain/order-revenue'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const DAY = 24 * 3600 * 1000
const summary = async () => ok<AdminSummary>(await api.get('/admin/summary'))

async function orderWith(o: {
  status: OrderStatus
  payType: PaymentType
  total: number
  paid?: number
  refunded?: number
  createdAt?: number
}) {
  const order = await insertOrder({ status: o.status, payType: o.payType, createdAt: o.createdAt ?? Date.now() })
  await sql('UPDATE orders SET total_uah = ?, goods_total_uah = ?, paid_uah = ?, refunded_uah = ? WHERE id = ?', [
    o.total,
    o.total,
    o.paid ?? 0,
    o.refunded ?? 0,
    order.id,
  ])
  return order
}

/** The same figures straight from the orders table, through the domain rule rather than the query's SQL. */
async function expectedSince(since: number) {
  const rows = await sql<{
    status: OrderStatus
    pay_type: PaymentType
    total_uah: number
    paid_uah: number
    refunded_uah: number
    cash_refunded_uah: number
  }>(
    `SELECT status, pay_type, total_uah, paid_uah, refunded_uah, cash_refunded_uah FROM orders WHERE created_at >= ? AND status <> 'declined'`,
    [since],
  )
  const total = rows.reduce((sum, r) => sum + Number(r.total_uah), 0)
  return {
    orders: rows.length,
    revenue: rows.reduce(
      (sum, r) =>
        sum +
        orderRevenueUah({
          status: r.status,
          payType: r.pay_type,
          totalUah: Number(r.total_uah),
          paidUah: Number(r.paid_uah),
          refundedUah: Number(r.refunded_uah),
          cashRefundedUah: Number(r.cash_refunded_uah),
        }),
      0,
    ),
    average_order: rows.length === 0 ? 0 : Math.round(total / rows.length),
  }
}

describe('the dashboard', () => {
  it("sums today's and the week's orders and revenue: paid minus refunded, cash once delivered, declined left out", async () => {
    const before = await summary()
    await orderWith({ status: 'payed', payType: 'card', total: 1000, paid: 1000, refunded: 300 })
    await orderWith({ status: 'delivred', payType: 'cash', total: 500 })
    await orderWith({ status: 'new', payType: 'cash', total: 400 })
    await orderWith({ status: 'delivred', payType: 'np', total: 800, paid: 200 })
    await orderWith({ status: 'declined', payType: 'card', total: 9000 })
    await orderWith({ status: 'delivred', payType: 'cash', total: 650, createdAt: Date.now() - 3 * DAY })
    await orderWith({ status: 'delivred', payType: 'cash', total: 7000, createdAt: Date.now() - 9 * DAY })
    const after = await summary()

    expect(after.today.orders - before.today.orders).toBe(4)
    expect(after.today.revenue - before.today.revenue).toBe(700 + 500 + 0 + 800)
    expect(after.week.orders - before.week.orders).toBe(5)
    expect(after.week.revenue - before.week.revenue).toBe(700 + 500 + 800 + 650)

    const today = kyivDayStart(kyivDate(Date.now()))
    expect(after.today).toEqual(await expectedSince(today))
    const [y, m, d] = kyivDate(Date.now()).split('-').map(Number) as [number, number, number]
    const weekStart = kyivDayStart(new Date(Date.UTC(y, m - 1, d - 6)).toISOString().slice(0, 10))
    expect(after.week).toEqual(await expectedSince(weekStart))
  })

  it('counts failed emails and lists the latest', async () => {
    const before = await summary()
    await sql(
      `INSERT INTO email_outbox ("to", subject, text, html, locale, kind, status) VALUES ('nobody@example.com', 'Замовлення № 1 прийнято', '', '', 'ua', 'order_placed', 'failed')`,
    )
    const after = await summary()
    expect(after.failed_emails.count).toBe(before.failed_emails.count + 1)
    expect(after.failed_emails.latest[0]).toMatchObject({
      to: 'nobody@example.com',
      subject: 'Замовлення № 1 прийнято',
    })
  })
})

describe('low stock and its threshold', () => {
  it('staff set the threshold; the dashboard and the product list follow it; the setting is audited', async () => {
    const short = await insertVariant({ stock: 2, stockOpt: 1 })
    const plenty = await insertVariant({ stock: 40, stockOpt: 0 })
    const set = (n: number) => api.patch('/admin/settings', { low_stock_threshold: n })
    expect(await ok<StaffSettings>(await set(3))).toEqual({ low_stock_threshold: 3 })
    const lowIds = async () =>
      (
        await ok<Page<AdminProductRow>>(await api.get('/admin/products?stock=low&limit=100&sort=stock&dir=asc'))
      ).results.map((p) => p.id)
    // 3 pieces on hand is not fewer than 3.
    expect(await lowIds()).not.toContain(short.productId)
    const countBelow = async (n: number) =>
      Number(
        (
          await sql<{ n: number }>(
            'SELECT count(*) AS n FROM variants v JOIN products p ON p.id = v.product_id WHERE v.stock + v.stock_opt < ? AND p.is_active = 1',
            [n],
          )
        )[0]!.n,
      )

    expect(await ok<StaffSettings>(await set(4))).toEqual({ low_stock_threshold: 4 })
    const dash = await summary()
    expect(dash.low_stock.threshold).toBe(4)
    expect(dash.low_stock.count).toBe(await countBelow(4))
    const shown = dash.low_stock.variants.map((v) => v.stock + v.stock_opt)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
    expect(await lowIds()).toContain(short.productId)
    expect(await lowIds()).not.toContain(plenty.productId)

    const audit = await sql<{ action: string; before: string; after: string }>(
      `SELECT action, before, after FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    )
    expect(audit[0]).toMatchObject({ action: 'settings.update' })
    expect(JSON.parse(audit[0]!.before)).toEqual({ lowStockThreshold: 3 })
    expect(JSON.parse(audit[0]!.after)).toEqual({ lowStockThreshold: 4 })
    expect(await ok<StaffSettings>(await api.get('/admin/settings'))).toEqual({ low_stock_threshold: 4 })
  })

  it('refuses a threshold that is not a whole number from 0 to 10,000, and writes nothing', async () => {
    await api.patch('/admin/settings', { low_stock_threshold: 5 })
    for (const body of [
      { low_stock_threshold: -1 },
      { low_stock_threshold: 1.5 },
      { low_stock_threshold: '7' },
      { low_stock_threshold: 10_001 },
      { low_stock_threshold: 5, extra: true },
      {},
    ]) {
      const res = await api.ua.patch('/admin/settings', body)
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('invalid_data')
      expect(JSON.stringify(error)).not.toContain('10001')
    }
    expect(await ok<StaffSettings>(await api.get('/admin/settings'))).toEqual({ low_stock_threshold: 5 })
    expect((await api.patch('/admin/settings', { low_stock_threshold: 2 }, 'customer')).status).toBe(403)
    expect((await api.patch('/admin/settings', { low_stock_threshold: 2 }, null)).status).toBe(401)
    expect(await ok<StaffSettings>(await api.get('/admin/settings'))).toEqual({ low_stock_threshold: 5 })
  })

  it('sorts the product list by stock, kept by the database whatever writes the variants', async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    const page = async () =>
      (await ok<Page<AdminProductRow>>(await api.get('/admin/products?stock=out&sort=stock&dir=asc&limit=100'))).results
    expect((await page()).find((p) => p.id === v.productId)?.stock).toBe(0)
    const res = await api.patch(`/admin/variants/${v.variantId}`, { stock: 7, stock_opt: 2 })
    expect(res.status).toBe(200)
    expect((await page()).map((p) => p.id)).not.toContain(v.productId)
    const desc = (await ok<Page<AdminProductRow>>(await api.get('/admin/products?sort=stock&dir=desc&limit=50')))
      .results
    const stocks = desc.map((p) => p.stock)
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a))
    const [row] = await sql<{ stock_total: number; sum: number }>(
      'SELECT p.stock_total, (SELECT sum(stock + stock_opt) FROM variants WHERE product_id = p.id) AS sum FROM products p WHERE p.id = ?',
      [v.productId],
    )
    expect(Number(row!.stock_total)).toBe(9)
    expect(Number(row!.sum)).toBe(9)
    // Every product's kept total equals its variants' sum.
    const [drift] = await sql<{ n: number }>(
      'SELECT count(*) AS n FROM products p WHERE p.stock_total <> (SELECT coalesce(sum(stock + stock_opt), 0) FROM variants WHERE product_id = p.id)',
    )
    expect(Number(drift!.n)).toBe(0)
    expect((await api.get('/admin/products?stock=some')).status).toBe(400)
  })
})
