import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail, AdminReturnResult } from '../../app/contract/admin-orders'
import { orderSchema } from '../../app/contract/order'
import { insertVariant, ok, sql } from '../support/admin'
import { pinKyivClock } from '../support/kyiv-clock'
import { createFiscalSite } from '../support/fiscal-site'

/**
 * A return of a cash-on-delivery order: the card prepayment goes back through the provider, and
 * staff say how the rest goes back (cash handed over, or a bank transfer they sent). Each part is
 * recorded as what it was, the buyer's email names both, and only cash handed over is paid out as cash.
 */
const SITE = 'http://return-rest.test'
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
async function deliveredCodOrder() {
  const v = await insertVariant({ price: 2900, stock: 10 })
  const order = await site.placeOrder({ ...byNovaPoshta, payment: 'prepayment' }, [{ id: v.variantId, quantity: 2 }])
  await site.decide(await site.purchaseForm(order.reference), 'Approved')
  await ok(await site.api.post(`/admin/orders/${order.id}/ttn`, { ttn: `2045${String(order.id).padStart(10, '0')}` }))
  for (const status of ['prepered', 'at_delivry', 'delivred'])
    await ok(await site.api.post(`/admin/orders/${order.id}/status`, { status }))
  const detail = await ok<AdminOrderDetail>(await site.api.get(`/admin/orders/${order.id}`))
  return { order, detail, line: detail.lines[0]! }
}
const mailsOf = (orderId: number) =>
  sql<{ kind: string; body: string }>(
    `SELECT m.kind, m.text AS body FROM email_outbox m JOIN orders o ON o.email = m."to" WHERE o.id = ? ORDER BY m.id`,
    [orderId],
  )
const returnsOf = (orderId: number) =>
  sql<{ provider_refund_uah: number; cash_refund_uah: number; transfer_refund_uah: number }>(
    'SELECT provider_refund_uah, cash_refund_uah, transfer_refund_uah FROM order_returns WHERE order_id = ?',
    [orderId],
  )

describe('a partial return of a cash-on-delivery order with a card prepayment', () => {
  it('refunds the prepayment to the card, records the rest as sent by transfer, and pays out no cash', async () => {
    const { order, line, detail } = await deliveredCodOrder()
    // Once received, the Money card shows what the carrier collected besides the prepayment.
    expect(detail.money).toMatchObject({ paid: 200, collected_on_delivery: 5600, paid_total: 5800 })
    const back = { reason: 'defective', refund: true, lines: [{ line_id: line.id, quantity: 1, restock: false }] }

    // Without saying how the rest goes back nothing is recorded.
    const unsaid = await site.api.post(`/admin/orders/${order.id}/returns`, back)
    expect(unsaid.status).toBe(400)
    expect(Object.keys(((await unsaid.json()) as { error: { fields: object } }).error.fields)).toEqual(['rest_by'])
    expect(await returnsOf(order.id)).toEqual([])

    const done = await ok<AdminReturnResult>(
      await site.api.post(`/admin/orders/${order.id}/returns`, { ...back, rest_by: 'transfer' }),
    )
    expect(done.refund).toMatchObject({ refunded: true, amount: 200 })
    expect(await returnsOf(order.id)).toEqual([
      { provider_refund_uah: 200, cash_refund_uah: 0, transfer_refund_uah: 2700 },
    ])
    expect(done.order.returns[0]).toMatchObject({ provider_refund: 200, cash_refund: 0, transfer_refund: 2700 })
    expect(done.order.money).toMatchObject({ refunded: 200, cash_refunded: 0, transfer_refunded: 2700 })
    expect(done.order.status).toBe('delivred')
    // The buyer's order shows the return's money back in full: the card's part and the transfer.
    const buyer = orderSchema.parse(
      await ok(await site.api.get(`/order/orders/by-reference/${order.reference}/`, null)),
    )
    expect(buyer.returns.map((r) => r.refunded)).toEqual([2900])

    // The return receipt pays the whole 2,900 back, none of it as cash.
    const receipts = await site.receiptsOf(order.id)
    const returned = receipts.find((r) => r.key.startsWith('receipt:return:goods:'))!.receipt!
    expect(returned.body.payments.every((p) => p.type !== 'CASH')).toBe(true)
    expect(returned.body.payments.reduce((s, p) => s + p.value, 0)).toBe(290000)

    // One email tells the buyer both parts.
    const refundMails = (await mailsOf(order.id)).filter((m) => m.kind === 'order_refund')
    expect(refundMails).toHaveLength(1)
    expect(refundMails[0]!.body).toMatch(/200/)
    expect(refundMails[0]!.body).toMatch(/2[\s,]?700/)
    expect(refundMails[0]!.body).toMatch(/bank transfer|переказ/)
  }, 120_000)

  it('records cash handed over as cash, with a cash payment on the receipt', async () => {
    const { order, line } = await deliveredCodOrder()
    const back = {
      reason: 'defective',
      refund: true,
      rest_by: 'cash',
      lines: [{ line_id: line.id, quantity: 1, restock: false }],
    }
    const done = await ok<AdminReturnResult>(await site.api.post(`/admin/orders/${order.id}/returns`, back))
    expect(done.order.money).toMatchObject({ refunded: 200, cash_refunded: 2700, transfer_refunded: 0 })
    const receipts = await site.receiptsOf(order.id)
    const returned = receipts.find((r) => r.key.startsWith('receipt:return:goods:'))!.receipt!
    expect(returned.body.payments).toEqual([
      expect.objectContaining({ type: 'CASHLESS', value: 20000 }),
      expect.objectContaining({ type: 'CASH', value: 270000 }),
    ])
    const refundMails = (await mailsOf(order.id)).filter((m) => m.kind === 'order_refund')
    expect(refundMails).toHaveLength(1)
    expect(refundMails[0]!.body).toMatch(/2[\s,]?700/)
    expect(refundMails[0]!.body).toMatch(/in cash|готівк/)
  }, 120_000)

  it('refuses a way for the rest that is not cash or transfer', async () => {
    const { order, line } = await deliveredCodOrder()
    const back = {
      reason: 'defective',
      refund: true,
      rest_by: 'card',
      lines: [{ line_id: line.id, quantity: 1, restock: false }],
    }
    expect((await site.api.post(`/admin/orders/${order.id}/returns`, back)).status).toBe(400)
    expect(await returnsOf(order.id)).toEqual([])
  }, 120_000)
})
