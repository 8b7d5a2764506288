import { describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminRefundResult } from '../../app/contract/admin-orders'
import { type Order, orderSchema } from '../../app/contract/order'
import type { PurchaseForm } from '../../app/contract/payment'
import { errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { sandboxPost } from '../support/card-payment'
import { setUpCardSite } from '../support/card-site'

/**
 * Refunds of card payments, against the local WayForPay sandbox's REFUND (its documented signature
 * and answers): the order is paid through the sandbox first, so the provider knows the payment.
 */
const SITE = 'http://refunds.test'
const store = setUpCardSite(SITE)
const { api } = store

const stockOf = async (variantId: number) =>
  Number((await sql<{ stock: number }>('SELECT stock FROM variants WHERE id = ?', [variantId]))[0]!.stock)
const outbox = (to: string) =>
  sql<{ subject: string; kind: string }>('SELECT subject, kind FROM email_outbox WHERE "to" = ? ORDER BY id', [to])
const refundEvents = (reference: string) =>
  sql<{ transaction_status: string | null; signature_valid: number }>(
    `SELECT transaction_status, signature_valid FROM payment_events WHERE order_reference = ? AND source = 'refund' ORDER BY id`,
    [reference],
  )
const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const buyerView = async (reference: string): Promise<Order> =>
  orderSchema.parse(await ok(await api.get(`/order/orders/by-reference/${reference}/`, null)))

const { paidCardOrder } = store

describe('a paid card order cancelled by staff', () => {
  it('is refunded in full through the provider, recorded on the order and its payment events, and the buyer is emailed', async () => {
    const order = await paidCardOrder(4)
    expect((await detailOf(order.id)).money).toMatchObject({ paid: 2560, refunded: 0 })
    expect(await stockOf(order.variantId)).toBe(10)

    const detail = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(detail.status).toBe('declined')
    expect(detail.money).toMatchObject({
      paid: 2560,
      refunded: 2560,
      refund_pending: 0,
      refund_failed: 0,
      refund_error: null,
    })
    expect(await stockOf(order.variantId)).toBe(14)
    expect(await refundEvents(order.reference)).toEqual([{ transaction_status: 'Refunded', signature_valid: 1 }])
    expect(detail.timeline.filter((e) => e.kind === 'refund')).toEqual([
      // The timeline carries only the staff's words (none here), never the provider's English comment.
      expect.objectContaining({ amount: 2560, actor_email: 'staff@example.com', note: '' }),
    ])
    expect((await outbox(order.email)).map((m) => m.kind)).toEqual(['order_status', 'order_status', 'order_refund'])
    expect((await buyerView(order.reference)).refunded).toBe(2560)

    // Nothing is left: another refund is a conflict and the provider is not asked again.
    const again = await api.post(`/admin/orders/${order.id}/refund`, {})
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toBe(
      'Everything paid for this order by card or bank transfer has been refunded already',
    )
    expect(await refundEvents(order.reference)).toHaveLength(1)
  })

  it('refunds part, never more than is left, then the rest on cancel', async () => {
    const order = await paidCardOrder(2)
    const part = await ok<AdminRefundResult>(
      await api.post(`/admin/orders/${order.id}/refund`, { amount: 300, note: 'One jar arrived broken' }),
    )
    expect(part.refund).toEqual({ refunded: true, amount: 300, reason: null })
    expect(part.order.money).toMatchObject({ paid: 1280, refunded: 300 })
    expect(part.order.status).toBe('payed')

    const tooMuch = await api.post(`/admin/orders/${order.id}/refund`, { amount: 981 })
    expect(tooMuch.status).toBe(400)
    expect((await errorOf(tooMuch)).fields).toEqual({ amount: ['At most 980 UAH is left to refund'] })
    const tooMuchUa = await api.ua.post(`/admin/orders/${order.id}/refund`, { amount: 981 })
    expect((await errorOf(tooMuchUa)).fields).toEqual({ amount: ['Повернути можна не більше 980 грн'] })
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: '100' }, { extra: 1 }]) {
      expect((await api.post(`/admin/orders/${order.id}/refund`, bad)).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await api.post(`/admin/orders/${order.id}/refund`, {}, 'customer')).status).toBe(403)

    const cancelled = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(cancelled.money).toMatchObject({ paid: 1280, refunded: 1280 })
    expect((await refundEvents(order.reference)).map((e) => e.transaction_status)).toEqual(['Refunded', 'Refunded'])
  })

  it('lets only one of two simultaneous refunds through; the refunded total never exceeds the payment', async () => {
    const order = await paidCardOrder(1)
    const results = await Promise.all([1, 2].map(() => api.post(`/admin/orders/${order.id}/refund`, { amount: 640 })))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await detailOf(order.id)).money).toMatchObject({ paid: 640, refunded: 640 })
    // The database refuses an overdraw whatever code writes it.
    await expect(sql('UPDATE orders SET refunded_uah = 641 WHERE id = ?', [order.id])).rejects.toThrow(
      /refund_exceeds_payment/,
    )
  })

  it('cancels an order whose refund is already in flight without sending a second one', async () => {
    const order = await paidCardOrder(1)
    // Another request claimed the whole payment a moment ago and awaits the provider.
    await sql('UPDATE orders SET refund_pending_uah = 640, refund_pending_since = ? WHERE id = ?', [
      Date.now(),
      order.id,
    ])
    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(declined.status).toBe('declined')
    expect(declined.money).toMatchObject({ paid: 640, refunded: 0, refund_pending: 640 })
    expect(await refundEvents(order.reference)).toEqual([])
    expect((await api.post(`/admin/orders/${order.id}/refund`, {})).status).toBe(409)
  })

  it('keeps a refused refund visible on the order, and a retry completes it', async () => {
    const order = await paidCardOrder(3)
    const refuse = await fetch(`${SITE}/dev/wayforpay/transactions/${order.reference}/refuse-refund`, {
      method: 'POST',
    })
    expect(refuse.status).toBe(200)

    const declined = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }),
    )
    expect(declined.status).toBe('declined')
    expect(declined.money).toMatchObject({
      paid: 1920,
      refunded: 0,
      refund_failed: 1920,
      refund_error: 'Refund refused by the acquirer',
    })
    expect(declined.timeline.map((e) => e.kind)).toContain('refund_failed')
    expect(await refundEvents(order.reference)).toEqual([{ transaction_status: 'Approved', signature_valid: 1 }])
    expect((await outbox(order.email)).map((m) => m.kind)).not.toContain('order_refund')

    const retried = await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, {}))
    expect(retried.refund).toEqual({ refunded: true, amount: 1920, reason: null })
    expect(retried.order.money).toMatchObject({ refunded: 1920, refund_failed: 0, refund_error: null })
    expect((await outbox(order.email)).map((m) => m.kind)).toContain('order_refund')
  })

  it('owes a second refused refund on top of the first, and a refused retry of what is owed stays what is owed', async () => {
    const order = await paidCardOrder(3)
    const refuseNext = async () =>
      expect(
        (await fetch(`${SITE}/dev/wayforpay/transactions/${order.reference}/refuse-refund`, { method: 'POST' })).status,
      ).toBe(200)
    const refund = async (json: Record<string, unknown>) =>
      (await ok<AdminRefundResult>(await api.post(`/admin/orders/${order.id}/refund`, json))).order.money

    await refuseNext()
    expect(await refund({ amount: 100 })).toMatchObject({ refunded: 0, refund_failed: 100 })
    await refuseNext()
    expect(await refund({ amount: 50 })).toMatchObject({ refunded: 0, refund_failed: 150 })
    await refuseNext()
    expect(await refund({ retry: true })).toMatchObject({ refunded: 0, refund_failed: 150 })
    expect(await refund({ retry: true })).toMatchObject({ refunded: 150, refund_failed: 0, refund_error: null })
  })

  it('records an unanswered refund as owed, and a refund of an order nobody paid is a conflict', async () => {
    const order = await paidCardOrder(1)
    // The provider's API is unreachable for this one request: the order shows what is owed.
    const offline = await refundWithProviderOffline(order.id)
    expect(offline).toMatchObject({ refunded: false, amountUah: 640 })
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 0, refund_failed: 640, refund_pending: 0 })

    // A forged answer (wrong signature) is not a refund: owed, and kept as unverified. CHECK_STATUS
    // before it reaches the sandbox, which knows of no refund yet.
    const forgedAnswer = await refundThrough(order.id, async (request) => {
      const body = (await request.clone().json()) as { orderReference: string; transactionType: string }
      if (body.transactionType === 'CHECK_STATUS') return fetch(request)
      return Response.json({
        merchantAccount: 'test_merch_n1',
        orderReference: body.orderReference,
        transactionStatus: 'Refunded',
        reasonCode: 1100,
        merchantSignature: 'f'.repeat(32),
      })
    })
    expect(forgedAnswer).toMatchObject({ refunded: false, reason: 'The provider’s answer could not be verified' })
    expect((await detailOf(order.id)).money).toMatchObject({ refunded: 0, refund_failed: 640 })
    expect(await refundEvents(order.reference)).toEqual([{ transaction_status: null, signature_valid: 0 }])

    const unpaid = await insertOrder({ status: 'created', payType: 'card' })
    expect((await api.post(`/admin/orders/${unpaid.id}/refund`, {})).status).toBe(409)
    const cash = await insertOrder({ status: 'delivred', payType: 'cash' })
    // A cash order's refund says that nothing was paid by card, not that the data just changed.
    const cashRefund = await api.ua.post(`/admin/orders/${cash.id}/refund`, {})
    expect(cashRefund.status).toBe(409)
    expect(await errorOf(cashRefund)).toMatchObject({
      code: 'conflict',
      message:
        'За це замовлення нічого не сплачено карткою чи переказом, тож повертати через банк нічого; готівку повертають через «Повернення товару»',
    })
    const returned = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${cash.id}/status`, { status: 'returned' }),
    )
    expect(returned.money.refunded).toBe(0)
    expect(await refundEvents(cash.reference)).toEqual([])
  })
})

describe('a card payment that arrives after the order’s hold lapsed', () => {
  it('is recorded and sent straight back; the order stays cancelled and its stock stays on sale', async () => {
    const v = await insertVariant({ stock: 10, price: 640 })
    const order = await insertOrder({
      status: 'created',
      payType: 'card',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2, price: 640 }],
    })
    await sql('UPDATE orders SET hold_until = ? WHERE id = ?', [Date.now() + 60_000, order.id])
    const form = await ok<PurchaseForm>(
      await api.post('/order/generate-wayforpay-url/', { order_data: { reference: order.reference } }, null),
    )
    // The buyer is on the provider's page when the hold runs out.
    const { getServices } = await import('../../worker/services/context')
    expect(await getServices(store.client.env).holds.releaseLapsed(Date.now() + 120_000)).toBeGreaterThanOrEqual(1)
    expect((await detailOf(order.id)).status).toBe('declined')
    expect(await stockOf(v.variantId)).toBe(12)

    expect((await sandboxPost(SITE, '/pay/decision', form, { decision: 'Approved' })).status).toBe(200)
    const detail = await detailOf(order.id)
    expect(detail.status).toBe('declined')
    expect(detail.money).toMatchObject({ paid: 1280, refunded: 1280, refund_failed: 0 })
    expect(await refundEvents(order.reference)).toEqual([{ transaction_status: 'Refunded', signature_valid: 1 }])
    expect(await stockOf(v.variantId)).toBe(12)
    // The same report again refunds nothing more.
    const again = await api.post(
      '/order/payment/callback/',
      { orderReference: order.reference, first_check: true },
      null,
    )
    expect(again.status).toBe(200)
    expect((await detailOf(order.id)).money).toMatchObject({ paid: 1280, refunded: 1280 })
  })
})

/** A refund through the service with a provider that answers as `provider` does. */
async function refundThrough(orderId: number, provider: (request: Request) => Promise<Response>) {
  const { createRefundService } = await import('../../worker/services/payments/refunds')
  const { getServices } = await import('../../worker/services/context')
  const services = getServices(store.client.env)
  return createRefundService(services.db, services.config, services.email, provider).refund(orderId, null, null, 'test')
}

/** The same with a provider that does not answer (the network fails). */
const refundWithProviderOffline = (orderId: number) =>
  refundThrough(orderId, () => Promise.reject(new TypeError('fetch failed')))
