import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminOrderRow } from '../../app/contract/admin-orders'
import type { Page } from '../../app/contract/admin-common'
import type { AdminSummary } from '../../app/contract/admin-staff'
import { insertOrder, insertVariant, ok } from '../support/admin'
import { setUpCardSite } from '../support/card-site'

/**
 * The dashboard's money after refunds and returns, through the API as staff make them: revenue is what
 * the store keeps (cash handed back for a partial return too), and a paid order refunded in full is not
 * "to ship" but counted for staff to cancel.
 */
const SITE = 'http://dashboard-money.test'
const store = setUpCardSite(SITE)
const { api } = store

const summary = async () => ok<AdminSummary>(await api.get('/admin/summary'))
const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const move = async (id: number, statuses: string[]) => {
  for (const status of statuses) await ok(await api.post(`/admin/orders/${id}/status`, { status }))
}
const { pay } = store
const listed = async (query: string) =>
  (await ok<Page<AdminOrderRow>>(await api.get(`/admin/orders?${query}&limit=100`))).results.map((o) => o.id)

describe("the dashboard's revenue", () => {
  it('falls by the card refund and the cash handed back in a partial return of a cash-on-delivery order', async () => {
    const v = await insertVariant({ stock: 10, price: 1000 })
    const w = await insertVariant({ stock: 10, price: 800 })
    const order = await insertOrder({
      status: 'created',
      payType: 'prepayment',
      lines: [
        { variantId: v.variantId, quantity: 1, takenStock: 1, price: 1000 },
        { variantId: w.variantId, quantity: 1, takenStock: 1, price: 800 },
      ],
    })
    const before = await summary()
    await pay(order.reference)
    const prepaid = (await detailOf(order.id)).money.paid
    expect(prepaid).toBeGreaterThan(0)
    expect(prepaid).toBeLessThan(1000)
    await move(order.id, ['prepered', 'at_delivry', 'delivred'])
    const delivered = await summary()
    expect(delivered.today.revenue - before.today.revenue).toBe(1800)

    // The first line comes back: the prepayment goes back to the card, the rest of its price in cash.
    const line = (await detailOf(order.id)).lines.find((l) => l.total === 1000)!
    await ok(
      await api.post(`/admin/orders/${order.id}/returns`, {
        reason: 'wrong_item',
        refund: true,
        rest_by: 'cash',
        lines: [{ line_id: line.id, quantity: 1, restock: true }],
      }),
    )
    const money = (await detailOf(order.id)).money
    expect(money).toMatchObject({ refunded: prepaid, cash_refunded: 1000 - prepaid })
    const after = await summary()
    expect(delivered.today.revenue - after.today.revenue).toBe(1000)
    expect(after.week.revenue - before.week.revenue).toBe(800)
  })
})

describe('paid orders refunded in full', () => {
  it('leave «to ship» for their own count and list until staff cancel them', async () => {
    const v = await insertVariant({ stock: 10, price: 700 })
    const order = await insertOrder({
      status: 'created',
      payType: 'card',
      lines: [{ variantId: v.variantId, quantity: 1, takenStock: 1, price: 700 }],
    })
    await pay(order.reference)
    const paid = await summary()
    const toShip = 'status=payed%2Cprepered'
    expect(await listed(`${toShip}&refunded=not_all`)).toContain(order.id)

    await ok(await api.post(`/admin/orders/${order.id}/refund`, {}))
    expect((await detailOf(order.id)).payment_state).toBe('refunded')
    const refunded = await summary()
    expect(refunded.orders_to_ship).toBe(paid.orders_to_ship - 1)
    expect(refunded.orders_refunded_open).toBe(paid.orders_refunded_open + 1)
    expect(await listed(`${toShip}&refunded=not_all`)).not.toContain(order.id)
    expect(await listed(`${toShip}&refunded=all`)).toContain(order.id)

    await move(order.id, ['declined'])
    const cancelled = await summary()
    expect(cancelled.orders_refunded_open).toBe(paid.orders_refunded_open)
    expect(cancelled.orders_to_ship).toBe(refunded.orders_to_ship)
    expect((await api.get('/admin/orders?refunded=some')).status).toBe(400)
  })
})
