import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminOrderDetail, AdminOrderRow } from '../../app/contract/admin-orders'
import type { Order } from '../../app/contract/order'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

/** A phone typed into the checkout is stored as +380…, so the open-order limit, the search and a retried submit see one phone. */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

let serial = 0
function orderBody(variantId: number, phone: string) {
  serial++
  return {
    first_name: 'Ірина',
    last_name: 'Коваль',
    phone,
    email: `phones.${serial}.${Date.now()}@example.com`,
    deliveryType: 'curier',
    // Its own address each time: only the phone is to count.
    curier_info: { city: 'Київ', street: `вул. Телефонна ${serial}-${Date.now()}`, house: '1', appartment: '' },
    payment: 'cash',
    cartItems: [{ id: variantId, quantity: 1 }],
  }
}
const place = (body: unknown, headers: Record<string, string> = {}) =>
  client.request('/api/v1/order/orders/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const storedPhones = async (ids: number[]) =>
  (
    await sql<{ phone: string }>(
      `SELECT phone FROM orders WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
      ids,
    )
  ).map((r) => r.phone)
const search = async (q: string) =>
  (await ok<Page<AdminOrderRow>>(await api.get(`/admin/orders?q=${encodeURIComponent(q)}&limit=100`))).results
    .map((o) => o.id)
    .sort()
/** Nine national digits nobody else in the test database has, spaced as people type them. */
function uniqueNumber() {
  const national = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  return {
    national,
    spaced: `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`,
    stored: `+380${national}`,
  }
}

describe('a phone typed into the checkout is stored as +380…', () => {
  it('stores "0XX XXX XX XX" as +380…, finds it by any format and shows staff the stored form', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 0 })
    const phone = uniqueNumber()
    const order = await ok<Order>(await place(orderBody(v.variantId, phone.spaced)), 201)
    expect(order).not.toHaveProperty('phone')
    expect(await storedPhones([order.id])).toEqual([phone.stored])
    for (const typed of [phone.stored, phone.stored.slice(1), `0${phone.national}`, phone.spaced])
      expect(await search(typed), typed).toEqual([order.id])
    expect((await ok<AdminOrderDetail>(await api.get(`/admin/orders/${order.id}`))).phone).toBe(phone.stored)
  })

  it('counts one number typed four ways against one open-order limit; the 4th writes nothing', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 0 })
    const phone = uniqueNumber()
    const typings = [
      phone.spaced,
      `+38 (0${phone.national.slice(0, 2)}) ${phone.national.slice(2, 5)}-${phone.national.slice(5)}`,
      phone.national,
    ]
    const placed = []
    for (const typed of typings) placed.push(await ok<Order>(await place(orderBody(v.variantId, typed)), 201))
    expect(await storedPhones(placed.map((o) => o.id))).toEqual([phone.stored, phone.stored, phone.stored])
    const refused = await place(orderBody(v.variantId, phone.stored))
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['open_orders'])
    expect(await search(phone.stored)).toEqual(placed.map((o) => o.id).sort())
    expect(Number((await sql('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock)).toBe(7)
  })

  it('an order typed as "050 123 45 67" counts against the open orders of +380501234567', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 0 })
    for (let i = 0; i < 3; i++) await insertOrder({ status: 'new', phone: '+380501234567' })
    const body = orderBody(v.variantId, '050 123 45 67')
    const refused = await place(body)
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['open_orders'])
    expect(await sql('SELECT id FROM orders WHERE email = ?', [body.email])).toEqual([])
    expect(Number((await sql('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock)).toBe(10)
  })

  it('a guest retrying a submit with the phone typed differently gets the first order back, once', async () => {
    const v = await insertVariant({ stock: 10, stockOpt: 0 })
    const phone = uniqueNumber()
    const key = `phones-${Date.now()}-${FILE_ID}`
    const body = orderBody(v.variantId, phone.spaced)
    const first = await ok<Order>(await place(body, { 'idempotency-key': key }), 201)
    const retried = await place({ ...body, phone: phone.stored }, { 'idempotency-key': key })
    expect(retried.status).toBeLessThan(300)
    expect(((await retried.json()) as Order).id).toBe(first.id)
    expect(await sql('SELECT id FROM orders WHERE email = ?', [body.email])).toHaveLength(1)
    // Another number under the same key is someone else's submit.
    expect((await place({ ...body, phone: uniqueNumber().spaced }, { 'idempotency-key': key })).status).toBe(409)
  })
})
