/**
 * The open-orders limit stops a guest holding stock through many unconfirmed orders, not customers:
 * the same courier address in other capitals, spacing or punctuation is one address; a signed-in
 * buyer or an approved wholesaler is not limited; a card order inside its hold does not count until
 * the hold lapses unpaid. A retried submit racing its first at the last open slot gets the first
 * order back, not the limit's refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../app/contract/order'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

let serial = 0
function orderBody(variantId: number, curier: Record<string, string>, extra: Record<string, unknown> = {}) {
  serial++
  return {
    first_name: 'Ірина',
    last_name: 'Коваль',
    phone: `+38067${String(5_000_000 + serial).padStart(7, '0')}`,
    email: `open.limit.${serial}@example.com`,
    deliveryType: 'curier',
    curier_info: { city: 'Київ', appartment: '', ...curier },
    payment: 'cash',
    cartItems: [{ id: variantId, quantity: 1 }],
    ...extra,
  }
}
const stockOf = async (id: number) => Number((await sql('SELECT stock FROM variants WHERE id = ?', [id]))[0]!.stock)

describe('the open-orders limit per courier address', () => {
  it('counts one address typed in other capitals, spacing and punctuation; the 4th guest is refused and writes nothing', async () => {
    const v = await insertVariant({ stock: 20, stockOpt: 0 })
    const typings = [
      { street: 'вул. Січових Стрільців', house: '5', appartment: '12' },
      { street: 'ВУЛ.  СІЧОВИХ   СТРІЛЬЦІВ', house: ' 5', appartment: '12' },
      { street: 'вул Січових Стрільців,', house: '5', appartment: '12 ' },
    ]
    for (const address of typings)
      await ok<Order>(await api.post('/order/orders/', orderBody(v.variantId, address), null), 201)
    const fourth = orderBody(v.variantId, { street: 'Вул. січових стрільців', house: '5', appartment: '12' })
    const refused = await api.post('/order/orders/', fourth, null)
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['open_orders'])
    expect(await sql('SELECT id FROM orders WHERE email = ?', [fourth.email])).toEqual([])
    expect(await stockOf(v.variantId)).toBe(17)
  })

  it('does not stop a signed-in customer or an approved wholesaler at a busy address', async () => {
    const v = await insertVariant({ stock: 20, stockOpt: 20 })
    const office = { street: 'вул. Офісна', house: '1', appartment: '' }
    for (let i = 0; i < 3; i++) await ok(await api.post('/order/orders/', orderBody(v.variantId, office), null), 201)
    expect((await api.post('/order/orders/', orderBody(v.variantId, office), null)).status).toBe(409)
    await ok(await api.post('/order/orders/', orderBody(v.variantId, office), 'customer'), 201)
    await ok(await api.post('/order/orders/', orderBody(v.variantId, office), 'wholesaler'), 201)
  })

  it('does not count a card order inside its hold, and counts it once the hold lapsed unpaid', async () => {
    const v = await insertVariant({ stock: 20, stockOpt: 0 })
    const home = { street: 'вул. Картова', house: '3', appartment: '4' }
    const cards: Order[] = []
    for (let i = 0; i < 3; i++)
      cards.push(
        await ok<Order>(await api.post('/order/orders/', orderBody(v.variantId, home, { payment: 'card' }), null), 201),
      )
    // Three card orders being paid right now do not stop a fourth buyer.
    await ok(await api.post('/order/orders/', orderBody(v.variantId, home), null), 201)
    // Their holds lapse unpaid (the job has not released them yet): now they count.
    await sql(`UPDATE orders SET hold_until = ? WHERE id IN (${cards.map(() => '?').join(',')})`, [
      Date.now() - 1000,
      ...cards.map((o) => o.id),
    ])
    expect((await api.post('/order/orders/', orderBody(v.variantId, home), null)).status).toBe(409)
  })

  it('answers every copy of a submit sent at once at the last open slot with the one order it wrote', async () => {
    const v = await insertVariant({ stock: 20, stockOpt: 0 })
    const flat = { street: 'вул. Повторна', house: '7', appartment: '2' }
    for (let i = 0; i < 2; i++) await ok(await api.post('/order/orders/', orderBody(v.variantId, flat), null), 201)
    // The third order: a client resending its submit before it heard back, under one Idempotency-Key.
    const third = orderBody(v.variantId, flat)
    const key = `last-slot-${Date.now()}-${FILE_ID}`
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.request('/api/v1/order/orders/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(third),
        }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 8 }, () => 201))
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as Order).id))
    expect(new Set(ids).size).toBe(1)
    expect(await sql('SELECT id FROM orders WHERE email = ?', [third.email])).toEqual([{ id: ids[0] }])
    expect(await stockOf(v.variantId)).toBe(17)
  })
})
