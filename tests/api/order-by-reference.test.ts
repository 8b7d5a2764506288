import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Order, orderSchema } from '../../app/contract/order'
import { createApiClient } from '../support/api-env'
import { createTestVariant, uniqueContact, variantStock } from '../support/order-fixtures'
import { testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

/**
 * A buyer back from the card page (a guest too) holds only the order's reference: while a card
 * payment is due it may pay on delivery instead or cancel the order; never once paid or expired.
 */
let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const send = (method: string, path: string, locale: 'ua' | 'en', body: unknown) =>
  client.request(`/api/v1${path}`, {
    method,
    locale,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

let serial = 0
async function placeCardOrder(variantId: number, quantity = 1, locale: 'ua' | 'en' = 'ua'): Promise<Order> {
  const contact = uniqueContact()
  const res = await send('POST', '/order/orders/', locale, {
    first_name: 'Олена',
    last_name: 'Коваль',
    father_name: '',
    phone: contact.phone,
    email: `by-reference.${FILE_ID}.${serial++}@example.com`,
    deliveryType: 'curier',
    curier_info: { city: 'Київ', street: contact.street, house: '3', appartment: '' },
    np_info: { city: '', branch: '' },
    payment: 'card',
    cartItems: [{ id: variantId, quantity }],
  })
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`)
  return orderSchema.parse(await res.json())
}
const patch = (reference: string, body: unknown) =>
  send('PATCH', `/order/orders/by-reference/${reference}/`, 'ua', body)

describe('PATCH /order/orders/by-reference/{reference}/', () => {
  it('a guest switches an unpaid card order to cash on delivery; then it no longer changes by link', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const order = await placeCardOrder(v.id)
    const res = await patch(order.reference, { pay_type: 'cash' })
    expect(res.status).toBe(200)
    expect(orderSchema.parse(await res.json())).toMatchObject({ pay_type: 'cash', status: 'new', pay_until: null })
    // A cash order awaits no payment: the link cannot switch it back, nor cancel it.
    expect((await patch(order.reference, { pay_type: 'card' })).status).toBe(409)
    expect((await patch(order.reference, { status: 'declined' })).status).toBe(409)
  })

  it('a guest cancels an unpaid card order: its stock goes back; a replayed cancel changes nothing', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 2 })
    const order = await placeCardOrder(v.id, 2)
    expect((await variantStock(v.id)).stock).toBe(0)
    const res = await patch(order.reference, { status: 'declined' })
    expect(orderSchema.parse(await res.json()).status).toBe('declined')
    expect((await variantStock(v.id)).stock).toBe(2)
    expect((await patch(order.reference, { status: 'declined' })).status).toBe(409)
    expect((await variantStock(v.id)).stock).toBe(2)
  })

  it('after a declined card payment the buyer pays another way or cancels; its stock goes back once', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 3 })
    const failed = async () => {
      const order = await placeCardOrder(v.id)
      await testDbClient().execute({ sql: "UPDATE orders SET status = 'payed_error' WHERE id = ?", args: [order.id] })
      return order
    }
    const switched = await failed()
    const res = await patch(switched.reference, { pay_type: 'cash' })
    expect(res.status).toBe(200)
    expect(orderSchema.parse(await res.json())).toMatchObject({ pay_type: 'cash', status: 'new', pay_until: null })

    const cancelled = await failed()
    expect((await variantStock(v.id)).stock).toBe(1)
    expect(orderSchema.parse(await (await patch(cancelled.reference, { status: 'declined' })).json()).status).toBe(
      'declined',
    )
    expect((await variantStock(v.id)).stock).toBe(2)
    expect((await patch(cancelled.reference, { status: 'declined' })).status).toBe(409)
    expect((await variantStock(v.id)).stock).toBe(2)
  })

  it('a failed payment whose hold has lapsed no longer changes by its link', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 5 })
    const order = await placeCardOrder(v.id)
    await testDbClient().execute({
      sql: "UPDATE orders SET status = 'payed_error', hold_until = ? WHERE id = ?",
      args: [Date.now() - 60_000, order.id],
    })
    expect((await patch(order.reference, { pay_type: 'cash' })).status).toBe(409)
    expect((await patch(order.reference, { status: 'declined' })).status).toBe(409)
  })

  it('a paid order cannot be cancelled or switched by its link', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 5 })
    const order = await placeCardOrder(v.id)
    await testDbClient().execute({ sql: "UPDATE orders SET status = 'payed' WHERE id = ?", args: [order.id] })
    expect((await patch(order.reference, { status: 'declined' })).status).toBe(409)
    expect((await patch(order.reference, { pay_type: 'cash' })).status).toBe(409)
    expect((await variantStock(v.id)).stock).toBe(4)
  })

  it('an unknown or malformed reference changes nothing; a forged status is refused', async () => {
    expect((await patch(crypto.randomUUID(), { status: 'declined' })).status).toBe(404)
    expect([400, 404]).toContain((await patch('not-a-reference', { status: 'declined' })).status)
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const order = await placeCardOrder(v.id)
    expect((await patch(order.reference, { status: 'payed' })).status).toBe(400)
    expect((await patch(order.reference, { pay_type: 'prepayment' })).status).toBe(400)
  })
})

describe('an order read in another language than it was placed in', () => {
  it('names its lines in the reader’s language; the order keeps the names it was placed with', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const order = await placeCardOrder(v.id, 1, 'en')
    expect(order.products[0]!.variant.name).toMatch(new RegExp(`test ${v.code}$`))
    const read = async (locale: 'ua' | 'en') => {
      const res = await client.request(`/api/v1/order/orders/by-reference/${order.reference}/`, { locale })
      return orderSchema.parse(await res.json())
    }
    expect((await read('ua')).products[0]!.variant.name).toMatch(new RegExp(`тест ${v.code}$`))
    expect((await read('en')).products[0]!.variant.name).toMatch(new RegExp(`test ${v.code}$`))
    const db = testDbClient()
    const stored = await db
      .execute({ sql: 'SELECT variant_name FROM order_lines WHERE code = ?', args: [v.code] })
      .finally(() => db.close())
    expect(String(stored.rows[0]!.variant_name)).toBe(`test ${v.code}`)
  })
})

describe('the courier address in the order answer', () => {
  it('is repeated to the browser that placed the order, and left out of the answer read by reference alone', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const order = await placeCardOrder(v.id)
    expect(order.courier_address).toMatchObject({ city: 'Київ', house: '3', apartment: '' })
    expect(order.courier_address!.street).not.toBe('')
    const read = await client.request(`/api/v1/order/orders/by-reference/${order.reference}/`, { locale: 'ua' })
    expect(read.status).toBe(200)
    const body: unknown = await read.json()
    expect(body).not.toHaveProperty('courier_address')
    expect(JSON.stringify(body)).not.toContain(order.courier_address!.street)
  })
})
