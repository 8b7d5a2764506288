import { describe, expect, it } from 'vitest'
import type { AdminAuditRow, AdminOrderDetail, AdminOrderRow, AdminRefundResult } from '../../app/contract/admin-orders'
import type { Page } from '../../app/contract/admin-common'
import { type Order, orderSchema } from '../../app/contract/order'
import type { PurchaseForm } from '../../app/contract/payment'
import { errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { sandboxPost } from '../support/card-payment'
import { setUpCardSite } from '../support/card-site'

/**
 * The payment state (app/domain/payment-state.ts) through each path a card payment takes, as the
 * back office's list and page and the buyer's order answer it; the refused refund's retry; the
 * override a fully refunded order needs to be shipped.
 */
const SITE = 'http://payment-state.test'
const store = setUpCardSite(SITE)
const { api } = store

const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const buyerView = async (reference: string): Promise<Order> =>
  orderSchema.parse(await ok(await api.get(`/order/orders/by-reference/${reference}/`, null)))
const listRow = async (number: string) =>
  (await ok<Page<AdminOrderRow>>(await api.get(`/admin/orders?q=${number}`))).results.find((r) => r.number === number)!
const refuseNextRefund = (reference: string) =>
  fetch(`${SITE}/dev/wayforpay/transactions/${reference}/refuse-refund`, { method: 'POST' })
const refundRequests = async (reference: string) =>
  (
    await sql<{ payload: string }>(
      `SELECT payload FROM payment_events WHERE order_reference = ? AND source = 'refund' ORDER BY id`,
      [reference],
    )
  ).length

/** Every place staff and the buyer read the payment state, all saying the same. */
async function stateEverywhere(order: { id: number; number: string; reference: string }) {
  const [detail, row, buyer] = await Promise.all([
    detailOf(order.id),
    listRow(order.number),
    buyerView(order.reference),
  ])
  expect(row.payment_state).toBe(detail.payment_state)
  expect(buyer.payment_state).toBe(detail.payment_state)
  expect(buyer.refunded_total).toBe(detail.money.refunded_total)
  return detail
}

async function paidCardOrder(quantity: number, price = 1000) {
  const v = await insertVariant({ stock: 10, price })
  const order = await insertOrder({
    status: 'created',
    payType: 'card',
    lines: [{ variantId: v.variantId, quantity, takenStock: quantity, price }],
  })
  expect((await stateEverywhere(order)).payment_state).toBe('awaiting_payment')
  const form = await ok<PurchaseForm>(
    await api.post('/order/generate-wayforpay-url/', { order_data: { reference: order.reference } }, null),
  )
  expect((await sandboxPost(SITE, '/pay/decision', form, { decision: 'Approved' })).status).toBe(200)
  return order
}

describe('the payment state apart from the fulfilment status', () => {
  it('goes paid → partly refunded → refunded while the status stays paid, on every answer', async () => {
    const order = await paidCardOrder(2)
    const paid = await stateEverywhere(order)
    expect(paid).toMatchObject({ status: 'payed', payment_state: 'paid', override_needed: [] })

    const part = await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, { amount: 300 }))
    expect(part.order.payment_state).toBe('partly_refunded')
    const partly = await stateEverywhere(order)
    expect(partly.money).toMatchObject({ paid_total: 2000, refunded_total: 300 })
    expect((await listRow(order.number)).refunded_total).toBe(300)

    // A refund never exceeds what was paid and not yet refunded.
    expect((await api.post(`/admin/orders/${order.id}/refund`, { amount: 1701 })).status).toBe(400)
    await ok(await api.post(`/admin/orders/${order.id}/refund`, { amount: 1700 }))
    const refunded = await stateEverywhere(order)
    expect(refunded).toMatchObject({ status: 'payed', payment_state: 'refunded' })
    expect(refunded.override_needed).toEqual(['prepered'])
  })

  it('tells a failed payment and an unpaid cash order apart from awaiting payment', async () => {
    const failed = await insertOrder({ status: 'payed_error', payType: 'card' })
    expect((await stateEverywhere(failed)).payment_state).toBe('failed')
    const cash = await insertOrder({ status: 'new', payType: 'cash' })
    expect((await stateEverywhere(cash)).payment_state).toBe('unpaid')
  })
})

describe('a refused refund retried', () => {
  it('repays exactly the refused amount, never all that is left', async () => {
    const order = await paidCardOrder(1, 5339)
    expect((await refuseNextRefund(order.reference)).status).toBe(200)
    const refused = await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, { amount: 100 }))
    expect(refused.refund).toMatchObject({ refunded: false, amount: 100 })
    expect(refused.order.money).toMatchObject({ refund_failed: 100, refunded: 0 })
    expect(refused.order.payment_state).toBe('paid')

    // A retry names no amount of its own.
    expect((await api.post(`/admin/orders/${order.id}/refund`, { retry: true, amount: 5339 })).status).toBe(400)
    const retried = await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, { retry: true }))
    expect(retried.refund).toEqual({ refunded: true, amount: 100, reason: null })
    expect(retried.order.money).toMatchObject({ paid: 5339, refunded: 100, refund_failed: 0, refund_error: null })
    expect((await stateEverywhere(order)).payment_state).toBe('partly_refunded')
    expect(await refundRequests(order.reference)).toBe(2)

    // Nothing is owed any more: a second retry is refused and the provider is not asked.
    const again = await api.post(`/admin/orders/${order.id}/refund`, { retry: true })
    expect(again.status).toBe(409)
    expect(await refundRequests(order.reference)).toBe(2)
  })
})

describe('a fully refunded order moved toward delivery', () => {
  it('is refused without a reason, and an override with one is on the timeline and in the audit log', async () => {
    const order = await paidCardOrder(1)
    await ok(await api.post(`/admin/orders/${order.id}/refund`, {}))

    const refused = await api.post(`/admin/orders/${order.id}/status`, { status: 'prepered' })
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['override_reason'])
    const bulk = await api.post('/admin/orders/bulk-status', { ids: [order.id], status: 'prepered' })
    expect(bulk.status).toBe(409)
    expect(
      (await api.post(`/admin/orders/${order.id}/status`, { status: 'prepered', override_reason: 'no' })).status,
    ).toBe(400)
    expect((await detailOf(order.id)).status).toBe('payed')

    const reason = 'The buyer paid again in cash at the shop'
    const moved = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'prepered', override_reason: reason }),
    )
    expect(moved.status).toBe('prepered')
    expect(moved.payment_state).toBe('refunded')
    expect(moved.timeline.find((e) => e.kind === 'override')).toMatchObject({
      note: reason,
      from_status: 'payed',
      to_status: 'prepered',
      actor_email: 'staff@example.com',
    })
    const audit = moved.history.find((h: AdminAuditRow) => h.action === 'order.status')!
    expect(audit.after).toMatchObject({ status: 'prepered', override_reason: reason })
    // Further moves need it again: the goods are still paid back.
    expect((await api.post(`/admin/orders/${order.id}/status`, { status: 'at_delivry' })).status).toBe(409)
    // Declining needs none.
    await ok(await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }))
  })

  it('lets a partly refunded order move on as before', async () => {
    const order = await paidCardOrder(2)
    await ok(await api.post(`/admin/orders/${order.id}/refund`, { amount: 500 }))
    const moved = await ok<AdminOrderDetail>(await api.post(`/admin/orders/${order.id}/status`, { status: 'prepered' }))
    expect(moved).toMatchObject({ status: 'prepered', payment_state: 'partly_refunded' })
  })
})
