import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { orderSchema } from '../../app/contract/order'
import { reorderAnswerSchema } from '../../app/contract/reorder'
import { createApiClient } from '../support/api-env'
import { createTestPromo, createTestVariant, type TestVariant, uniqueContact } from '../support/order-fixtures'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let a: TestVariant
let b: TestVariant
let c: TestVariant
beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  partner = await bearerFor(client.env, 'partner@example.com')
  a = await createTestVariant({ brandSlug: 'vellore', price: 700, wholesale: 500, stock: 50, stockOpt: 20 })
  b = await createTestVariant({ brandSlug: 'vellore', price: 800, wholesale: 520, stock: 50, stockOpt: 20 })
  // Of another brand, so its product (switched off below) is never a's or b's.
  c = await createTestVariant({ brandSlug: 'nbl', price: 900, wholesale: 540, stock: 50, stockOpt: 20 })
})
afterAll(() => client.dispose())

let serial = 0
async function placeOrder(
  headers: Record<string, string>,
  lines: { id: number; quantity: number }[],
  promoCode: string | null = null,
) {
  const contact = uniqueContact()
  const res = await client.request('/api/v1/order/orders/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      first_name: 'Олена',
      last_name: 'Коваль',
      phone: contact.phone,
      email: `reorder.${FILE_ID}.${serial++}@example.com`,
      deliveryType: 'curier',
      curier_info: { street: contact.street, house: '22', appartment: '5' },
      payment: 'cash',
      cartItems: lines,
      promo_code: promoCode,
    }),
  })
  if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`)
  return orderSchema.parse(await res.json())
}

async function sql(statement: string, args: (string | number)[]) {
  const db = testDbClient()
  try {
    await db.execute({ sql: statement, args })
  } finally {
    db.close()
  }
}

/** The products' and variants' names now, in both languages, in the order of `ids`. */
async function namesOf(ids: number[]) {
  const db = testDbClient()
  try {
    const { rows } = await db.execute({
      sql: `SELECT v.id, p.name_ua AS product_ua, p.name_en AS product_en, v.value_ua, v.value_en
        FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id IN (${ids.map(() => '?').join(', ')})`,
      args: ids,
    })
    const byId = new Map(rows.map((r) => [Number(r.id), r as unknown as Record<string, string>]))
    return ids.map((id) => byId.get(id)!)
  } finally {
    db.close()
  }
}

const reorder = (id: number | string, headers: Record<string, string>) =>
  client.request(`/api/v1/order/orders/${id}/reorder/`, { headers })

describe('GET /order/orders/{id}/reorder: an earlier order priced for today', () => {
  it('names each line’s change: a new price, a pre-order, a variant gone, or nothing', async () => {
    const order = await placeOrder(partner, [
      { id: a.id, quantity: 2 },
      { id: b.id, quantity: 3 },
      { id: c.id, quantity: 1 },
    ])
    await sql('UPDATE variants SET wholesale_price_uah = 480 WHERE id = ?', [a.id])
    await sql('UPDATE variants SET stock_opt = 0 WHERE id = ?', [b.id])
    await sql('UPDATE products SET is_active = 0 WHERE id = (SELECT product_id FROM variants WHERE id = ?)', [c.id])
    try {
      const res = await reorder(order.id, partner)
      expect(res.status).toBe(200)
      const answer = reorderAnswerSchema.parse(await res.json())
      expect(answer.lines.map((l) => [l.change, l.paid_price, l.quantity, l.today?.price ?? null])).toEqual([
        ['price', 500, 2, 480],
        ['preorder', 520, 3, 520],
        ['gone', 540, 1, null],
      ])
      expect(answer.lines[1]!.today).toMatchObject({ id: b.id, code: b.code, preorder_quantity: 3, in_stock: 0 })
    } finally {
      await sql('UPDATE products SET is_active = 1 WHERE id = (SELECT product_id FROM variants WHERE id = ?)', [c.id])
    }
  })

  it('prices a retail buyer’s order at retail', async () => {
    const order = await placeOrder(customer, [{ id: c.id, quantity: 1 }])
    const answer = reorderAnswerSchema.parse(await (await reorder(order.id, customer)).json())
    expect(answer.lines[0]).toMatchObject({ change: 'same', paid_price: 900, today: { price: 900 } })
  })

  it('names a promo the earlier order had as not carried over, not as a new price', async () => {
    const v = await createTestVariant({ brandSlug: 'vellore', price: 1000, stock: 50 })
    const code = await createTestPromo({ brandSlug: 'vellore', kind: 'percent', amount: 20 })
    const order = await placeOrder(customer, [{ id: v.id, quantity: 2 }], code)
    expect(order.promo_discount).toBe(400)
    const first = reorderAnswerSchema.parse(await (await reorder(order.id, customer)).json()).lines[0]!
    expect(first).toMatchObject({ change: 'promo', paid_price: 800, listed_price: 1000, today: { price: 1000 } })
    // A price asked that moved as well is the change named, against the price asked then.
    await sql('UPDATE variants SET price_uah = 1100 WHERE id = ?', [v.id])
    const moved = reorderAnswerSchema.parse(await (await reorder(order.id, customer)).json()).lines[0]!
    expect(moved).toMatchObject({ change: 'price', listed_price: 1000, today: { price: 1100 } })
  })

  it('names each line in the page’s language, falling back to Ukrainian where there is no English name', async () => {
    const v = await createTestVariant({ brandSlug: 'vellore', price: 600, stock: 50 })
    const w = await createTestVariant({ brandSlug: 'vellore', price: 650, stock: 50 })
    // This variant has no English name: its Ukrainian one is shown on the English page.
    await sql(`UPDATE variants SET value_en = '' WHERE id = ?`, [w.id])
    const order = await placeOrder(customer, [
      { id: v.id, quantity: 1 },
      { id: w.id, quantity: 1 },
    ])
    const names = await namesOf([v.id, w.id])
    const linesIn = async (locale: 'ua' | 'en') =>
      reorderAnswerSchema
        .parse(
          await (
            await client.request(`/api/v1/order/orders/${order.id}/reorder/`, { headers: customer, locale })
          ).json(),
        )
        .lines.map((l) => l.name)
    expect(names[0]!.product_en).not.toBe(names[0]!.product_ua)
    expect(await linesIn('en')).toEqual([
      `${names[0]!.product_en} ${names[0]!.value_en}`,
      `${names[1]!.product_en} ${names[1]!.value_ua}`,
    ])
    expect(await linesIn('ua')).toEqual([
      `${names[0]!.product_ua} ${names[0]!.value_ua}`,
      `${names[1]!.product_ua} ${names[1]!.value_ua}`,
    ])
  })

  it('answers someone else’s order as missing (404) and an anonymous caller 401', async () => {
    const order = await placeOrder(partner, [{ id: a.id, quantity: 1 }])
    const forged = await reorder(order.id, customer)
    expect(forged.status).toBe(404)
    expect(errorEnvelopeSchema.parse(await forged.json()).error.code).toBe('not_found')
    expect((await reorder(order.id, {})).status).toBe(401)
    expect((await reorder(2 ** 31, partner)).status).toBe(404)
    expect((await reorder('not-a-number', partner)).status).toBe(404)
  })
})
