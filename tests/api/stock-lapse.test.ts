import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminStockMovement } from '../../app/contract/admin-catalogue'
import type { AdminOrderDetail } from '../../app/contract/admin-orders'
import { type Order, orderSchema } from '../../app/contract/order'
import { adminApi, createAdminClient, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

/**
 * An unpaid card order whose hold lapses gives its stock back through the scheduled job: the stock
 * movements name the lapse and the order, give back exactly what the order took from each stock (retail
 * and wholesale), and still sum to the stock; a second run gives nothing back twice.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

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
const movementsOf = async (productId: number, variantId: number) =>
  (await ok<AdminStockMovement[]>(await api.get(`/admin/products/${productId}/stock-movements`)))
    .filter((m) => m.variant_id === variantId)
    .reverse()

async function placeCardOrder(variantId: number, quantity: number): Promise<Order> {
  const tag = `${FILE_ID}${Date.now() % 100_000}`
  const res = await api.post(
    '/order/orders/',
    {
      first_name: 'Олена',
      last_name: 'Тестова',
      father_name: '',
      phone: `+38063${tag.slice(-7).padStart(7, '0')}`,
      email: `lapse.${tag}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Київ', street: `Lapse ${tag}`, house: '1', appartment: '' },
      np_info: { city: '', branch: '' },
      payment: 'card',
      cartItems: [{ id: variantId, quantity }],
    },
    null,
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return orderSchema.parse(await res.json())
}

const releaseLapsed = async (nowMs: number) => {
  const { getServices } = await import('../../worker/services/context')
  return getServices(client.env).holds.releaseLapsed(nowMs)
}

describe('a lapsed card-payment hold', () => {
  it('gives back what the order took as lapse movements of that order, which still sum to the stock', async () => {
    const v = await insertVariant({ stock: 4, stockOpt: 5 })
    // Six asked, four in retail stock: a retail order takes the four and two of the wholesale stock.
    const order = await placeCardOrder(v.variantId, 6)
    expect(order.products[0]!.preorder_quantity).toBe(0)
    expect(await stockOf(v.variantId)).toEqual({ stock: 0, stock_opt: 3 })
    expect(await movementSums(v.variantId)).toEqual({ stock: 0, stock_opt: 3 })

    // Not yet lapsed: nothing moves.
    const until = Date.parse(order.pay_until!)
    await releaseLapsed(until - 1_000)
    expect(await stockOf(v.variantId)).toEqual({ stock: 0, stock_opt: 3 })

    expect(await releaseLapsed(until + 1_000)).toBeGreaterThanOrEqual(1)
    expect((await ok<AdminOrderDetail>(await api.get(`/admin/orders/${order.id}`))).status).toBe('declined')
    expect(await stockOf(v.variantId)).toEqual({ stock: 4, stock_opt: 5 })
    expect(await movementSums(v.variantId)).toEqual({ stock: 4, stock_opt: 5 })
    const moves = await movementsOf(v.productId, v.variantId)
    expect(moves.map((m) => [m.reason, m.stock, m.delta, m.order_id, m.actor_email])).toEqual([
      ['baseline', 'retail', 4, null, null],
      ['baseline', 'wholesale', 5, null, null],
      ['order', 'retail', -4, order.id, null],
      ['order', 'wholesale', -2, order.id, null],
      ['lapse', 'retail', 4, order.id, null],
      ['lapse', 'wholesale', 2, order.id, null],
    ])
    expect(moves.at(-1)!.order_number).toBe(order.order_number)

    // A second run, as an overlapping scheduled run would be, gives nothing back twice.
    await releaseLapsed(until + 120_000)
    expect(await stockOf(v.variantId)).toEqual({ stock: 4, stock_opt: 5 })
    expect(await movementsOf(v.productId, v.variantId)).toHaveLength(6)
    // The context row is cleared: a later write is not mistaken for a lapse.
    expect(await sql('SELECT * FROM stock_movement_context')).toEqual([])
  })
})
