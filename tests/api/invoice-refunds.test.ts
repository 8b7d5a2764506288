import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminRefundResult } from '../../app/contract/admin-orders'
import type { AdminHealth } from '../../app/contract/admin-health'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'

/**
 * Refunds of invoice orders: the partner paid by bank transfer, so staff send the money back by
 * bank transfer and record it; WayForPay is never asked (it never saw the payment).
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(async () => {
  await client.dispose()
})

const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
/** Every answer of the provider to a refund is a payment event; an unanswered request is a refund_failed entry. */
const providerTrace = async (id: number, reference: string) => ({
  events: await sql(`SELECT id FROM payment_events WHERE order_reference = ? AND source = 'refund'`, [reference]),
  failed: await sql(`SELECT id FROM order_events WHERE order_id = ? AND kind = 'refund_failed'`, [id]),
})
const returnReceipts = (id: number) =>
  sql<{ key: string; amount: number }>(
    `SELECT key, json_extract(payload, '$.amountUah') AS amount FROM outbox_jobs WHERE order_id = ? AND key LIKE 'receipt:return:%' ORDER BY id`,
    [id],
  )
const auditRows = (id: number) =>
  sql<{ after: string }>(`SELECT after FROM audit_log WHERE action = 'order.refund_transfer' AND entity_id = ?`, [
    String(id),
  ])

/** An invoice order of 2 × 700 UAH whose bank transfer staff recorded as arrived. */
async function paidInvoiceOrder() {
  const v = await insertVariant({ stock: 10, price: 700 })
  const order = await insertOrder({
    status: 'created',
    payType: 'invoice',
    lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2, price: 700 }],
  })
  await ok(await api.post(`/admin/orders/${order.id}/invoice-paid/`, undefined))
  expect((await detailOf(order.id)).money).toMatchObject({ paid: 1400, refunded: 0 })
  return order
}

describe('a refund of a paid invoice order', () => {
  it('is recorded in full as sent by bank transfer, with its receipt, timeline entry and audit row, without the provider', async () => {
    const order = await paidInvoiceOrder()
    const result = await ok<AdminRefundResult>(
      await api.post(`/admin/orders/${order.id}/refund`, { sent_by_transfer: true }),
    )
    expect(result.refund).toEqual({ refunded: true, amount: 1400, reason: null })
    expect(result.order.money).toMatchObject({ paid: 1400, refunded: 1400, refund_pending: 0, refund_failed: 0 })
    expect(result.order.timeline.filter((e) => e.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 1400, actor_email: 'staff@example.com' }),
    ])
    expect(await returnReceipts(order.id)).toEqual([{ key: `receipt:return:${order.id}:1400`, amount: 1400 }])
    expect((await auditRows(order.id)).map((r) => JSON.parse(r.after))).toEqual([{ refunded_uah: 1400 }])
    expect(await providerTrace(order.id, order.reference)).toEqual({ events: [], failed: [] })
  })

  it('may be partial, and a second refund beyond what is left is refused with nothing written', async () => {
    const order = await paidInvoiceOrder()
    const first = await ok<AdminRefundResult>(
      await api.post(`/admin/orders/${order.id}/refund`, { amount: 500, sent_by_transfer: true }),
    )
    expect(first.order.money).toMatchObject({ paid: 1400, refunded: 500 })

    const tooMuch = await api.post(`/admin/orders/${order.id}/refund`, { amount: 1000, sent_by_transfer: true })
    expect(tooMuch.status).toBe(400)
    expect((await errorOf(tooMuch)).code).toBe('invalid_data')
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 500 })
    expect((await returnReceipts(order.id)).map((r) => r.amount)).toEqual([500])
    expect(await auditRows(order.id)).toHaveLength(1)

    await ok(await api.post(`/admin/orders/${order.id}/refund`, { sent_by_transfer: true }))
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 1400 })
    const nothingLeft = await api.post(`/admin/orders/${order.id}/refund`, { amount: 1, sent_by_transfer: true })
    expect(nothingLeft.status).toBe(409)
    expect((await returnReceipts(order.id)).map((r) => r.amount)).toEqual([500, 900])
    expect(await providerTrace(order.id, order.reference)).toEqual({ events: [], failed: [] })
  })

  it('is refused without staff confirming the bank transfer, and two at once record one', async () => {
    const order = await paidInvoiceOrder()
    const unconfirmed = await api.post(`/admin/orders/${order.id}/refund`, { amount: 100 })
    expect(unconfirmed.status).toBe(409)
    expect((await errorOf(unconfirmed)).code).toBe('conflict')
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 0 })

    // Both ask for all that is left, so the second is refused the same way whether it overlaps the
    // first (its claim fails) or comes after it (nothing is left): a part of it would be a 400 then.
    const both = await Promise.all(
      [1, 2].map(() => api.post(`/admin/orders/${order.id}/refund`, { sent_by_transfer: true })),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 1400 })
    expect(await returnReceipts(order.id)).toHaveLength(1)
  })
})

describe('a goods return of an invoice order', () => {
  const returnRows = (id: number) => sql(`SELECT id FROM order_returns WHERE order_id = ?`, [id])
  async function deliveredInvoiceOrder() {
    const order = await paidInvoiceOrder()
    await sql(`UPDATE orders SET status = 'delivred' WHERE id = ?`, [order.id])
    const [line] = (await detailOf(order.id)).lines
    return {
      order,
      body: { reason: 'defective', refund: true, lines: [{ line_id: line!.id, quantity: 1, restock: false }] },
    }
  }

  it('refuses money back "to the card": nothing is written and the provider is never asked', async () => {
    const { order, body } = await deliveredInvoiceOrder()
    const byCard = await api.post(`/admin/orders/${order.id}/returns`, body)
    expect(byCard.status).toBe(409)
    expect(await errorOf(byCard)).toMatchObject({ code: 'conflict', fields: { refund: expect.any(Array) } })
    expect(await returnRows(order.id)).toEqual([])
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 0 })
    expect(await providerTrace(order.id, order.reference)).toEqual({ events: [], failed: [] })
  })

  it('sends the money back by bank transfer when staff confirm it, without the provider', async () => {
    const { order, body } = await deliveredInvoiceOrder()
    await ok(await api.post(`/admin/orders/${order.id}/returns`, { ...body, sent_by_transfer: true }))
    expect(await returnRows(order.id)).toHaveLength(1)
    expect((await detailOf(order.id)).money).toMatchObject({ paid: 1400, refunded: 700 })
    expect(await providerTrace(order.id, order.reference)).toEqual({ events: [], failed: [] })
  })
})

describe('a transfer that arrives after the invoice order was cancelled', () => {
  it('is recorded once as paid and owed back, shown on the order and /admin/health, and settled by the transfer back', async () => {
    const v = await insertVariant({ stock: 10, price: 700 })
    const order = await insertOrder({
      status: 'created',
      payType: 'invoice',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2, price: 700 }],
    })
    await ok(await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }))

    const both = await Promise.all([1, 2].map(() => api.post(`/admin/orders/${order.id}/invoice-paid/`, undefined)))
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const recorded = await both.find((r) => r.status === 200)!.json()
    expect(recorded).toEqual({ status: 'declined', paid: 1400, owed: 1400 })
    const owed = await detailOf(order.id)
    expect(owed.status).toBe('declined')
    expect(owed.payment_state).toBe('paid')
    expect(owed.money).toMatchObject({ paid: 1400, refunded: 0, refund_failed: 1400 })
    const health = await ok<AdminHealth>(await api.get('/admin/health'))
    expect(health.refunds_owed.latest.map((o) => o.id)).toContain(order.id)
    // Fiscalised as every invoice transfer is: one sale receipt's job.
    const saleJobs = await sql(`SELECT key FROM outbox_jobs WHERE order_id = ? AND key LIKE 'receipt:sale:%'`, [
      order.id,
    ])
    expect(saleJobs).toHaveLength(1)
    expect(
      await sql(`SELECT id FROM audit_log WHERE action = 'order.invoice_paid_after_cancel' AND entity_id = ?`, [
        String(order.id),
      ]),
    ).toHaveLength(1)

    // Staff send it back and record it as the owed refund: nothing is owed any more.
    const back = await ok<AdminRefundResult>(
      await api.post(`/admin/orders/${order.id}/refund`, { retry: true, sent_by_transfer: true }),
    )
    expect(back.refund).toEqual({ refunded: true, amount: 1400, reason: null })
    expect(back.order.money).toMatchObject({ paid: 1400, refunded: 1400, refund_failed: 0 })
    expect(back.order.payment_state).toBe('refunded')
    const after = await ok<AdminHealth>(await api.get('/admin/health'))
    expect(after.refunds_owed.latest.map((o) => o.id)).not.toContain(order.id)
    expect(await returnReceipts(order.id)).toEqual([{ key: `receipt:return:${order.id}:1400`, amount: 1400 }])
    expect((await api.post(`/admin/orders/${order.id}/invoice-paid/`, undefined)).status).toBe(409)
    expect((await detailOf(order.id)).money).toMatchObject({ paid: 1400, refunded: 1400 })
  })
})
