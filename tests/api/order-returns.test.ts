import { describe, expect, it } from 'vitest'
import type { AdminReturnResult, AdminOrderDetail } from '../../app/contract/admin-orders'
import type { AdminStockMovement } from '../../app/contract/admin-catalogue'
import { type Order, orderSchema } from '../../app/contract/order'
import type { PurchaseForm } from '../../app/contract/payment'
import { errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { sandboxPost } from '../support/card-payment'
import { setUpCardSite } from '../support/card-site'
import { FILE_ID } from '../support/file-id'

/**
 * Returns of delivered goods (lines and quantities, restocked or written off, money back through the
 * provider or recorded as cash) and the stock movements every write path leaves: summed from the
 * baseline, they always equal the stock.
 */
const SITE = 'http://returns.test'
const store = setUpCardSite(SITE)
const { api } = store

const stockOf = async (variantId: number) =>
  (
    await sql<{ stock: number; stock_opt: number }>('SELECT stock, stock_opt FROM variants WHERE id = ?', [variantId])
  )[0]!
const movementSums = async (variantId: number) =>
  (
    await sql<{ stock: number; stock_opt: number }>(
      `SELECT coalesce(sum(CASE WHEN stock_kind = 'retail' THEN delta END), 0) AS stock,
        coalesce(sum(CASE WHEN stock_kind = 'wholesale' THEN delta END), 0) AS stock_opt FROM stock_movements WHERE variant_id = ?`,
      [variantId],
    )
  )[0]!
const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const buyerView = async (reference: string): Promise<Order> =>
  orderSchema.parse(await ok(await api.get(`/order/orders/by-reference/${reference}/`, null)))
const returnOf = (id: number, body: unknown) => api.post(`/admin/orders/${id}/returns`, body)

async function deliver(id: number, from: string[]) {
  for (const status of from) await ok(await api.post(`/admin/orders/${id}/status`, { status }))
}

let serial = 0
/** An order placed through the checkout (cash, courier), so it takes stock as a real one does. */
async function placeCashOrder(variantId: number, quantity: number) {
  serial++
  const res = await api.post(
    '/order/orders/',
    {
      first_name: 'Олена',
      last_name: 'Тестова',
      father_name: '',
      phone: `+38067${String(FILE_ID % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`,
      email: `returns.${FILE_ID}.${serial}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Київ', street: `Returns ${FILE_ID} ${serial}`, house: '1', appartment: '' },
      np_info: { city: '', branch: '' },
      payment: 'cash',
      cartItems: [{ id: variantId, quantity }],
    },
    null,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return orderSchema.parse(await res.json())
}

describe('a return of a delivered card order', () => {
  it('takes back part, restocks the sealed units, refunds their price through the provider; never more than was sold', async () => {
    const v = await insertVariant({ stock: 10, price: 640 })
    const w = await insertVariant({ stock: 10, price: 300 })
    const order = await insertOrder({
      status: 'created',
      payType: 'card',
      lines: [
        { variantId: v.variantId, quantity: 3, takenStock: 3, price: 640 },
        { variantId: w.variantId, quantity: 1, takenStock: 1, price: 300 },
      ],
    })
    const form = await ok<PurchaseForm>(
      await api.post('/order/generate-wayforpay-url/', { order_data: { reference: order.reference } }, null),
    )
    expect((await sandboxPost(SITE, '/pay/decision', form, { decision: 'Approved' })).status).toBe(200)
    await deliver(order.id, ['prepered', 'at_delivry', 'delivred'])
    const [lineV, lineW] = (await detailOf(order.id)).lines

    // Not on a faulty line's restock, not beyond what was sold, not on an unknown line.
    const faulty = await returnOf(order.id, {
      reason: 'defective',
      refund: true,
      lines: [{ line_id: lineV!.id, quantity: 1, restock: true }],
    })
    expect(faulty.status).toBe(400)
    expect(
      (
        await returnOf(order.id, {
          reason: 'wrong_item',
          refund: true,
          lines: [{ line_id: lineV!.id, quantity: 4, restock: false }],
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await returnOf(order.id, {
          reason: 'wrong_item',
          refund: true,
          lines: [{ line_id: 999999, quantity: 1, restock: false }],
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await returnOf(order.id, {
          reason: 'goodwill',
          refund: true,
          lines: [{ line_id: lineV!.id, quantity: 1, restock: false }],
        })
      ).status,
    ).toBe(400)
    expect((await returnOf(order.id, { reason: 'wrong_item', refund: true, lines: [] })).status).toBe(400)
    expect(
      (
        await api.post(
          `/admin/orders/${order.id}/returns`,
          { reason: 'wrong_item', refund: true, lines: [{ line_id: lineV!.id, quantity: 1, restock: true }] },
          'customer',
        )
      ).status,
    ).toBe(403)
    expect(await stockOf(v.variantId)).toEqual({ stock: 10, stock_opt: 5 })

    const first = await ok<AdminReturnResult>(
      await returnOf(order.id, {
        reason: 'wrong_item',
        note: 'Sent the 100 ml instead of 50 ml',
        refund: true,
        lines: [{ line_id: lineV!.id, quantity: 2, restock: true }],
      }),
    )
    expect(first.refund).toEqual({ refunded: true, amount: 1280, reason: null })
    expect(first.order).toMatchObject({ status: 'delivred', payment_state: 'partly_refunded' })
    expect(first.order.money).toMatchObject({ paid: 2220, refunded: 1280 })
    expect(first.order.lines[0]!.returned).toBe(2)
    expect(first.order.returns).toEqual([
      expect.objectContaining({
        reason: 'wrong_item',
        value: 1280,
        provider_refund: 1280,
        refund_outcome: 'refunded',
        lines: [{ line_id: lineV!.id, quantity: 2, restocked: 2 }],
      }),
    ])
    expect(first.order.timeline.find((e) => e.kind === 'return')).toMatchObject({ amount: 1280 })
    expect(await stockOf(v.variantId)).toEqual({ stock: 12, stock_opt: 5 })
    // Part came back through a return: the rest comes back the same way, not by a plain status move
    // that would refund it with no record of its goods (one by one or in bulk).
    expect(first.order.allowed_transitions).not.toContain('returned')
    expect((await api.post(`/admin/orders/${order.id}/status`, { status: 'returned' })).status).toBe(409)
    expect((await api.post('/admin/orders/bulk-status', { ids: [order.id], status: 'returned' })).status).toBe(409)
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 1280 })

    // Two more of the line than are left, even in two requests at once: one at most gets through.
    const raced = await Promise.all(
      [1, 2].map(() =>
        returnOf(order.id, {
          reason: 'damaged',
          refund: false,
          lines: [{ line_id: lineV!.id, quantity: 1, restock: false }],
        }),
      ),
    )
    // The other is refused on its line: a 409 when it overlapped the first (the transaction found the
    // unit gone), a 400 when it came after it (the plan found none left): which one is timing.
    const [won, lost] = [...raced].sort((a, b) => a.status - b.status)
    expect(won!.status).toBe(200)
    expect([400, 409]).toContain(lost!.status)
    expect(Object.keys((await errorOf(lost!)).fields ?? {}).some((key) => key.startsWith('lines'))).toBe(true)
    expect(await stockOf(v.variantId)).toEqual({ stock: 12, stock_opt: 5 })

    // The last unit back: every unit sold has come back, so the order is returned.
    const last = await ok<AdminReturnResult>(
      await returnOf(order.id, {
        reason: 'damaged',
        refund: true,
        lines: [{ line_id: lineW!.id, quantity: 1, restock: false }],
      }),
    )
    expect(last.order.status).toBe('returned')
    expect(last.order.money.refunded).toBe(1580)
    const again = await returnOf(order.id, {
      reason: 'damaged',
      refund: false,
      lines: [{ line_id: lineW!.id, quantity: 1, restock: false }],
    })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).fields).toHaveProperty('lines.0')

    const buyer = await buyerView(order.reference)
    expect(buyer.returns.map((r) => ({ lines: r.lines, refunded: r.refunded }))).toEqual([
      { lines: [{ line_id: lineV!.id, quantity: 2 }], refunded: 1280 },
      { lines: [{ line_id: lineV!.id, quantity: 1 }], refunded: 0 },
      { lines: [{ line_id: lineW!.id, quantity: 1 }], refunded: 300 },
    ])
  })

  it('is refused before delivery', async () => {
    const v = await insertVariant({ stock: 10 })
    const order = await insertOrder({
      status: 'prepered',
      payType: 'cash',
      lines: [{ variantId: v.variantId, quantity: 1, takenStock: 1 }],
    })
    const line = (await detailOf(order.id)).lines[0]!
    const res = await returnOf(order.id, {
      reason: 'wrong_item',
      refund: false,
      lines: [{ line_id: line.id, quantity: 1, restock: true }],
    })
    expect(res.status).toBe(409)
  })
})

describe('a return of a wholesale cash order', () => {
  it('puts the units back into wholesale stock and records the cash handed back', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 5, price: 500 })
    const order = await insertOrder({
      status: 'delivred',
      payType: 'cash',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 0, takenStockOpt: 2, price: 500 }],
    })
    const line = (await detailOf(order.id)).lines[0]!
    const result = await ok<AdminReturnResult>(
      await returnOf(order.id, {
        reason: 'wrong_item',
        refund: true,
        rest_by: 'cash',
        lines: [{ line_id: line.id, quantity: 2, restock: true }],
      }),
    )
    expect(result.refund).toBeNull()
    expect(result.order).toMatchObject({ status: 'returned', payment_state: 'refunded' })
    expect(result.order.money).toMatchObject({
      cash_refunded: 1000,
      refunded: 0,
      paid_total: 1000,
      refunded_total: 1000,
    })
    expect(await stockOf(v.variantId)).toEqual({ stock: 10, stock_opt: 7 })
    expect((await buyerView(order.reference)).payment_state).toBe('refunded')
  })
})

describe('stock movements', () => {
  it('sum to the stock after orders, a decline, a return, an edit, a price-list import and the ERP sync', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 5, price: 500 })
    expect(await movementSums(v.variantId)).toEqual(await stockOf(v.variantId))

    const cancelled = await placeCashOrder(v.variantId, 3)
    await ok(await api.post(`/admin/orders/${cancelled.id}/status`, { status: 'declined' }))
    const kept = await placeCashOrder(v.variantId, 2)
    await deliver(kept.id, ['prepered', 'at_delivry', 'delivred'])
    const line = (await detailOf(kept.id)).lines[0]!
    await ok(
      await returnOf(kept.id, {
        reason: 'wrong_item',
        refund: false,
        lines: [{ line_id: line.id, quantity: 1, restock: true }],
      }),
    )
    await ok(await api.patch(`/admin/variants/${v.variantId}`, { stock: 20, stock_opt: 4 }))

    const form = new FormData()
    form.set('file', new File([`Артикул;Залишок\n${v.code};15\n`], 'stock.csv', { type: 'text/csv' }))
    await ok(await api.post('/admin/price-list/apply', form))
    const key = await ok<{ key: string }>(
      await api.post('/admin/integration-keys', { name: 'ERP movements' }, 'admin'),
      201,
    )
    const synced = await store.client.request('/api/v1/sync/prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.key}` },
      body: JSON.stringify({ items: [{ code: v.code, stock: 12, stock_opt: 6 }] }),
    })
    expect(synced.status).toBe(200)

    expect(await stockOf(v.variantId)).toEqual({ stock: 12, stock_opt: 6 })
    expect(await movementSums(v.variantId)).toEqual({ stock: 12, stock_opt: 6 })
    const moves = await ok<AdminStockMovement[]>(await api.get(`/admin/products/${v.productId}/stock-movements`))
    expect(
      moves
        .filter((m) => m.variant_id === v.variantId)
        .reverse()
        .map((m) => [m.reason, m.stock, m.delta]),
    ).toEqual([
      ['baseline', 'retail', 10],
      ['baseline', 'wholesale', 5],
      ['order', 'retail', -3],
      ['cancel', 'retail', 3],
      ['order', 'retail', -2],
      ['return', 'retail', 1],
      ['edit', 'retail', 11],
      ['edit', 'wholesale', -1],
      ['import', 'retail', -5],
      ['erp_sync', 'retail', -3],
      ['erp_sync', 'wholesale', 2],
    ])
    const edit = moves.find((m) => m.reason === 'edit')!
    expect(edit.actor_email).toBe('staff@example.com')
    expect(moves.find((m) => m.reason === 'cancel')!.order_number).toBe(cancelled.order_number)
    expect(await sql('SELECT * FROM stock_movement_context')).toEqual([])
  })
})
