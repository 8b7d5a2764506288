import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../app/contract/admin-orders'
import { getServices } from '../../worker/services/context'
import { insertVariant, ok, sql } from '../support/admin'
import { pinKyivClock } from '../support/kyiv-clock'
import { createFiscalSite, type SentReceipt } from '../support/fiscal-site'

/**
 * Every settlement gets a receipt, and return receipts give back only the goods that came back:
 * card money taken after an order was cancelled or lapsed (sale and return), money refunded while the
 * goods stay with the buyer (a refund line, no goods), a return after such a refund, and a
 * cash-on-delivery return paid back partly to the card and partly in cash (one receipt, two payments).
 */
const SITE = 'http://fiscal-refunds.test'
let site: Awaited<ReturnType<typeof createFiscalSite>>

beforeAll(async () => {
  pinKyivClock()
  site = await createFiscalSite(SITE)
})
afterAll(() => site.dispose())

const byNovaPoshta = {
  deliveryType: 'newpost',
  np_info: { city: 'Київ', branch: 'Відділення №1' },
  curier_info: undefined,
}
const goodsOf = (r: SentReceipt) => r.body.goods.map((g) => [g.good.code, g.quantity, g.good.price])
const sumOf = (r: SentReceipt) => r.body.payments.reduce((s, p) => s + p.value, 0)
/** Pieces of `code` that the order's return receipts gave back, in thousandths. */
const returnedQuantity = (receipts: { receipt?: SentReceipt }[], code: string) =>
  receipts
    .filter((r) => r.receipt?.is_return)
    .flatMap((r) => r.receipt!.body.goods)
    .filter((g) => g.good.code === code)
    .reduce((s, g) => s + g.quantity, 0)

async function deliver(id: number) {
  await ok(await site.api.post(`/admin/orders/${id}/ttn`, { ttn: `2045${String(id).padStart(10, '0')}` }))
  for (const status of ['prepered', 'at_delivry', 'delivred'])
    await ok(await site.api.post(`/admin/orders/${id}/status`, { status }))
}
const lineOf = async (id: number) => (await ok<AdminOrderDetail>(await site.api.get(`/admin/orders/${id}`))).lines[0]!

describe('card money taken after the order stopped awaiting it', () => {
  it('after staff cancelled it gets a sale receipt and a return receipt of the same goods', async () => {
    const v = await insertVariant({ price: 349, stock: 10 })
    const order = await site.placeOrder(byNovaPoshta, [{ id: v.variantId, quantity: 2 }])
    const form = await site.purchaseForm(order.reference)
    await site.decide(form, 'Pending')
    await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status: 'declined' }))
    await site.settle(order.reference, 'Approved')

    const receipts = await site.receiptsOf(order.id)
    expect(receipts.map((r) => [r.key, r.status])).toEqual([
      [`receipt:sale:${order.id}`, 'done'],
      [`receipt:return:${order.id}:698`, 'done'],
    ])
    const [sale, back] = receipts.map((r) => r.receipt!)
    expect(goodsOf(sale!)).toEqual([[v.code, 2000, 34900]])
    expect(sale!.body.payments).toEqual([expect.objectContaining({ type: 'CASHLESS', value: 69800 })])
    expect(back!.is_return).toBe(true)
    expect(back!.related_receipt_id).toBe(sale!.id)
    expect(goodsOf(back!)).toEqual([[v.code, 2000, 34900]])
    expect(back!.body.payments).toEqual([expect.objectContaining({ type: 'CASHLESS', value: 69800 })])
  }, 120_000)

  it('after its hold lapsed gets a sale receipt and a return receipt, once however often it is reported', async () => {
    const v = await insertVariant({ price: 319, stock: 10 })
    const order = await site.placeOrder(byNovaPoshta, [{ id: v.variantId, quantity: 1 }])
    const form = await site.purchaseForm(order.reference)
    await sql('UPDATE orders SET hold_until = ? WHERE id = ?', [Date.now() + 60_000, order.id])
    expect(await getServices(site.client.env).holds.releaseLapsed(Date.now() + 120_000)).toBeGreaterThanOrEqual(1)
    await site.decide(form, 'Approved')
    await ok(
      await site.api.post('/order/payment/callback/', { orderReference: order.reference, first_check: true }, null),
    )

    const receipts = await site.receiptsOf(order.id)
    expect(receipts.map((r) => [r.key, r.status])).toEqual([
      [`receipt:sale:${order.id}`, 'done'],
      [`receipt:return:${order.id}:319`, 'done'],
    ])
    const [sale, back] = receipts.map((r) => r.receipt!)
    expect(goodsOf(sale!)).toEqual([[v.code, 1000, 31900]])
    expect(goodsOf(back!)).toEqual([[v.code, 1000, 31900]])
    expect([sumOf(sale!), sumOf(back!), back!.is_return]).toEqual([31900, 31900, true])
  }, 120_000)
})

describe('money refunded while the goods stay with the buyer', () => {
  /** A delivered card order of one piece, 100 UAH of it refunded as goodwill. */
  async function deliveredThenGoodwill(price: number) {
    const v = await insertVariant({ price, stock: 10 })
    const order = await site.placeOrder(byNovaPoshta, [{ id: v.variantId, quantity: 1 }])
    await site.decide(await site.purchaseForm(order.reference), 'Approved')
    await deliver(order.id)
    await ok(await site.api.post(`/admin/orders/${order.id}/refund`, { amount: 100, note: 'Подряпина на коробці' }))
    return { v, order }
  }

  it('is a refund line of that amount, returning no goods', async () => {
    const { v, order } = await deliveredThenGoodwill(459)
    const receipts = await site.receiptsOf(order.id)
    expect(receipts.map((r) => [r.key, r.status])).toEqual([
      [`receipt:sale:${order.id}`, 'done'],
      [`receipt:return:${order.id}:100`, 'done'],
    ])
    const goodwill = receipts[1]!.receipt!
    expect(goodwill.is_return).toBe(true)
    expect(goodwill.related_receipt_id).toBe(receipts[0]!.receipt!.id)
    expect(goodsOf(goodwill)).toEqual([[`REFUND-${order.order_number}`, 1000, 10000]])
    expect(goodwill.body.payments).toEqual([expect.objectContaining({ type: 'CASHLESS', value: 10000 })])
    expect(returnedQuantity(receipts, v.code)).toBe(0)
  }, 120_000)

  it('then a return of the goods gives back the pieces sold, less the money already refunded', async () => {
    const { v, order } = await deliveredThenGoodwill(479)
    const line = await lineOf(order.id)
    const back = { reason: 'defective', refund: true, lines: [{ line_id: line.id, quantity: 1, restock: false }] }
    await ok(await site.api.post(`/admin/orders/${order.id}/returns`, back))
    const receipts = await site.receiptsOf(order.id)
    expect(receipts.map((r) => r.status)).toEqual(['done', 'done', 'done'])
    const returned = receipts[2]!.receipt!
    expect(goodsOf(returned)).toEqual([[v.code, 1000, 47900]])
    // The 100 UAH already refunded is not paid out twice: the goods' line is discounted by it.
    expect(returned.body.goods[0]!.discounts).toEqual([expect.objectContaining({ value: 10000 })])
    expect(returned.body.payments).toEqual([expect.objectContaining({ type: 'CASHLESS', value: 37900 })])
    expect(returnedQuantity(receipts, v.code)).toBe(1000)
  }, 120_000)
})

describe('a cash-on-delivery return', () => {
  it('paid back to the card for the prepayment and in cash for the rest is one receipt of the pieces returned', async () => {
    const v = await insertVariant({ price: 2900, stock: 10 })
    const order = await site.placeOrder({ ...byNovaPoshta, payment: 'prepayment' }, [{ id: v.variantId, quantity: 1 }])
    await site.decide(await site.purchaseForm(order.reference), 'Approved')
    await deliver(order.id)
    const line = await lineOf(order.id)
    const back = {
      reason: 'defective',
      refund: true,
      rest_by: 'cash',
      lines: [{ line_id: line.id, quantity: 1, restock: false }],
    }
    await ok(await site.api.post(`/admin/orders/${order.id}/returns`, back))

    const receipts = await site.receiptsOf(order.id)
    expect(receipts.map((r) => [r.key.replace(/\d+$/, 'N'), r.status])).toEqual([
      [`receipt:sale:N`, 'done'],
      [`receipt:cod:N`, 'done'],
      ['receipt:return:goods:N', 'done'],
    ])
    const returned = receipts[2]!.receipt!
    expect(returned.is_return).toBe(true)
    expect(returned.related_receipt_id).toBe(receipts[1]!.receipt!.id)
    expect(goodsOf(returned)).toEqual([[v.code, 1000, 290000]])
    expect(returned.body.payments).toEqual([
      expect.objectContaining({ type: 'CASHLESS', value: 20000 }),
      expect.objectContaining({ type: 'CASH', value: 270000 }),
    ])
    expect(returnedQuantity(receipts, v.code)).toBe(1000)
  }, 120_000)
})
