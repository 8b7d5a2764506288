import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { orderQuoteSchema, orderSchema } from '../../app/contract/order'
import { createApiClient } from '../support/api-env'
import { createTestPromo, createTestVariant, dbValue, type TestVariant, uniqueContact } from '../support/order-fixtures'
import { TAG_KEY_PREFIX } from '../../worker/services/page-cache'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let pending: Record<string, string>
beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  partner = await bearerFor(client.env, 'partner@example.com')
  pending = await bearerFor(client.env, 'pending.partner@example.com')
})
afterAll(() => client.dispose())

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

async function quote(body: unknown, headers: Record<string, string> = {}) {
  const res = await post('/order/quote/', body, headers)
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`)
  return orderQuoteSchema.parse(await res.json())
}

let serial = 0
function orderBody(lines: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  // A phone and address of its own: each may have only a few orders awaiting confirmation.
  const contact = uniqueContact()
  return {
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: contact.phone,
    email: `quote.${FILE_ID}.${serial++}@example.com`,
    deliveryType: 'curier',
    curier_info: { street: contact.street, house: '22', appartment: '5' },
    payment: 'cash',
    cartItems: lines,
    ...extra,
  }
}

async function setPrice(id: number, price: number) {
  const db = testDbClient()
  try {
    await db.execute({ sql: 'UPDATE variants SET price_uah = ? WHERE id = ?', args: [price, id] })
  } finally {
    db.close()
  }
}

describe("POST /order/quote/: the checkout's figures, priced by the server for the caller", () => {
  let a: TestVariant
  let b: TestVariant
  beforeAll(async () => {
    a = await createTestVariant({
      brandSlug: 'nbl',
      price: 1000,
      discount: 900,
      wholesale: 600,
      discountWholesale: 550,
      stock: 3,
      stockOpt: 2,
    })
    b = await createTestVariant({ brandSlug: 'vellore', price: 700, stock: 50 })
  })

  it('names each line in the language asked for, as the cart writes it: the product, then its size', async () => {
    const names = async (language: string) =>
      (await quote({ cartItems: [{ id: a.id, quantity: 1 }] }, { 'accept-language': language })).lines[0]!.name
    const db = testDbClient()
    const { rows } = await db
      .execute({
        sql: 'SELECT p.name_ua, p.name_en FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = ?',
        args: [a.id],
      })
      .finally(() => db.close())
    const product = { name_ua: String(rows[0]!.name_ua), name_en: String(rows[0]!.name_en) }
    expect(await names('uk')).toBe(`${product.name_ua} тест ${a.code}`)
    expect(await names('en')).toBe(`${product.name_en || product.name_ua} test ${a.code}`)
  })

  it('prices lines, goods, delivery and total at retail for a guest and a retail customer', async () => {
    for (const headers of [{}, customer]) {
      const q = await quote(
        {
          cartItems: [
            { id: a.id, quantity: 2 },
            { id: b.id, quantity: 1 },
          ],
          deliveryType: 'curier',
        },
        headers,
      )
      expect(q.is_wholesale).toBe(false)
      expect(q.lines.map((l) => [l.id, l.regular_price, l.price, l.unit_price, l.total, l.preorder_quantity])).toEqual([
        [a.id, 1000, 900, 900, 1800, 0],
        [b.id, 700, 700, 700, 700, 0],
      ])
      expect(q).toMatchObject({
        goods_total: 2500,
        promo_discount: 0,
        delivery_cost: 150,
        delivery: 'paid',
        total: 2650,
      })
    }
  })

  it('prices an approved wholesaler at wholesale, and a pending partner at retail', async () => {
    const wholesale = await quote({ cartItems: [{ id: a.id, quantity: 2 }] }, partner)
    expect(wholesale.is_wholesale).toBe(true)
    expect(wholesale.lines[0]).toMatchObject({ regular_price: 600, price: 550, unit_price: 550, total: 1100 })
    expect(wholesale).toMatchObject({ goods_total: 1100, delivery: null, total: 1100 })
    const retail = await quote({ cartItems: [{ id: a.id, quantity: 2 }] }, pending)
    expect(retail.is_wholesale).toBe(false)
    expect(retail.lines[0]!.unit_price).toBe(900)
  })

  it("works a partner's promo out from the retail price and says when it gives nothing", async () => {
    const cart = { cartItems: [{ id: a.id, quantity: 2 }] }
    // Retail 1000 less 20 % is 800, above the partner's 550: nothing changes.
    const twenty = await createTestPromo({ brandSlug: 'nbl', kind: 'percent', amount: 20 })
    const kept = await quote({ ...cart, promo_code: twenty }, partner)
    expect(kept.lines[0]).toMatchObject({ price: 550, unit_price: 550, promo_discount: 0 })
    expect(kept).toMatchObject({ promo_discount: 0, total: 1100, promo_effect: 'partner_price_lower' })
    // The same code for a retail buyer: 800 is below the 900 sale price.
    expect(await quote({ ...cart, promo_code: twenty })).toMatchObject({ promo_discount: 200, promo_effect: 'applied' })
    // Retail 1000 less 50 % is 500, below 550: the partner pays 500, not half of 550.
    const half = await createTestPromo({ brandSlug: 'nbl', kind: 'percent', amount: 50 })
    const lowered = await quote({ ...cart, promo_code: half }, partner)
    expect(lowered.lines[0]).toMatchObject({ unit_price: 500, promo_discount: 100 })
    expect(lowered).toMatchObject({ promo_discount: 100, total: 1000, promo_effect: 'applied' })
    expect((await quote(cart, partner)).promo_effect).toBeNull()
  })

  it('makes courier delivery free from the threshold on goods after the promo, and leaves Nova Poshta to the carrier', async () => {
    expect(await quote({ cartItems: [{ id: b.id, quantity: 6 }], deliveryType: 'curier' })).toMatchObject({
      goods_total: 4200,
      delivery_cost: 0,
      delivery: 'free',
      total: 4200,
    })
    expect(await quote({ cartItems: [{ id: b.id, quantity: 1 }], deliveryType: 'newpost' })).toMatchObject({
      delivery_cost: 0,
      delivery: 'carrier',
      total: 700,
    })
    const promo = await createTestPromo({ brandSlug: 'vellore', kind: 'percent', amount: 10 })
    const q = await quote({
      cartItems: [{ id: b.id, quantity: 6 }],
      deliveryType: 'curier',
      promo_code: promo.toLowerCase(),
    })
    expect(q).toMatchObject({
      goods_total: 4200,
      promo_discount: 420,
      promo_code: promo,
      delivery_cost: 150,
      delivery: 'paid',
      total: 3930,
    })
    expect(q.lines[0]).toMatchObject({ price: 700, unit_price: 630, promo_discount: 420, total: 3780 })
  })

  it('shows the units stock cannot cover as pre-order: retail from both stocks, a wholesaler from wholesale stock only', async () => {
    // A line asking for more than is available takes none of it: all of it is pre-order.
    expect((await quote({ cartItems: [{ id: a.id, quantity: 7 }] })).lines[0]!.preorder_quantity).toBe(7)
    expect((await quote({ cartItems: [{ id: a.id, quantity: 7 }] }, partner)).lines[0]!.preorder_quantity).toBe(7)
    expect((await quote({ cartItems: [{ id: a.id, quantity: 5 }] })).lines[0]!.preorder_quantity).toBe(0)
  })

  it('refuses an unusable promo, an unknown variant and a malformed cart with a 400 naming the field, and echoes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ cartItems: [{ id: b.id, quantity: 1 }], promo_code: 'WINTER20' }, 'promo_code'],
      [{ cartItems: [{ id: 2 ** 30, quantity: 1 }] }, 'cartItems.0.id'],
      [{ cartItems: [] }, 'cartItems'],
      [{ cartItems: [{ id: b.id, quantity: 0 }] }, 'cartItems.0.quantity'],
      [
        {
          cartItems: [
            { id: b.id, quantity: 1 },
            { id: b.id, quantity: 2 },
          ],
        },
        'cartItems.1.id',
      ],
      [{ cartItems: [{ id: b.id, quantity: 1 }], deliveryType: '<script>' }, 'deliveryType'],
    ]
    for (const [body, field] of cases) {
      const res = await post('/order/quote/', body)
      expect(res.status, field).toBe(400)
      const text = await res.text()
      expect(text).not.toContain('<script>')
      expect(Object.keys(errorEnvelopeSchema.parse(JSON.parse(text)).error.fields ?? {})).toContain(field)
    }
  })

  it('writes nothing and leaves the page cache alone', async () => {
    // Orders of this file's own variant: other files place orders in the same database meanwhile.
    const ordersOfB = () => dbValue('SELECT count(*) FROM order_lines WHERE variant_id = ?', [b.id])
    const orders = await ordersOfB()
    await quote({ cartItems: [{ id: b.id, quantity: 1 }] })
    expect(await ordersOfB()).toBe(orders)
    expect((await client.env.CATALOG_CACHE.list({ prefix: TAG_KEY_PREFIX })).keys).toEqual([])
  })
})

describe('an order placed from a quote has exactly its figures, or is refused when they changed', () => {
  it('creates the order at the quoted total when nothing changed', async () => {
    const v = await createTestVariant({ brandSlug: 'nbl', price: 800, wholesale: 500, stock: 20, stockOpt: 20 })
    for (const headers of [{}, partner]) {
      const q = await quote({ cartItems: [{ id: v.id, quantity: 2 }], deliveryType: 'curier' }, headers)
      const res = await post(
        '/order/orders/',
        orderBody([{ id: v.id, quantity: 2 }], { quote: q.fingerprint, totalAmount: q.total }),
        headers,
      )
      expect(res.status).toBe(201)
      const order = orderSchema.parse(await res.json())
      expect([order.total, order.goods_total, order.delivery_cost, order.is_wholesale]).toEqual([
        q.total,
        q.goods_total,
        q.delivery_cost,
        q.is_wholesale,
      ])
    }
  })

  it('refuses (409 naming quote, nothing written) an order whose price, pre-order or buyer changed since the quote', async () => {
    const v = await createTestVariant({ brandSlug: 'nbl', price: 800, wholesale: 500, stock: 2 })
    const q = await quote({ cartItems: [{ id: v.id, quantity: 2 }], deliveryType: 'curier' })
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const email = (body as { email: string }).email
      const res = await post('/order/orders/', body, headers)
      expect(res.status).toBe(409)
      expect(Object.keys(errorEnvelopeSchema.parse(await res.json()).error.fields ?? {})).toEqual(['quote'])
      expect(await dbValue('SELECT count(*) FROM orders WHERE email = ?', [email])).toBe(0)
    }
    // A wholesaler sending a guest's quote: their price differs.
    await refused(orderBody([{ id: v.id, quantity: 2 }], { quote: q.fingerprint }), partner)
    // A quantity the quote did not cover.
    await refused(orderBody([{ id: v.id, quantity: 3 }], { quote: q.fingerprint }))
    // The price moved after the quote.
    await setPrice(v.id, 850)
    await refused(orderBody([{ id: v.id, quantity: 2 }], { quote: q.fingerprint }))
    // A forged fingerprint.
    await refused(orderBody([{ id: v.id, quantity: 2 }], { quote: 'x' }))
    // The fresh quote orders.
    const fresh = await quote({ cartItems: [{ id: v.id, quantity: 2 }], deliveryType: 'curier' })
    expect(fresh.total).toBe(850 * 2 + 150)
    expect(
      (await post('/order/orders/', orderBody([{ id: v.id, quantity: 2 }], { quote: fresh.fingerprint }))).status,
    ).toBe(201)
  })

  it('tells a change of stock apart: a line that became pre-order after the quote is refused', async () => {
    const v = await createTestVariant({ brandSlug: 'nbl', price: 800, stock: 2 })
    const q = await quote({ cartItems: [{ id: v.id, quantity: 2 }] })
    // Another buyer takes one unit first.
    expect((await post('/order/orders/', orderBody([{ id: v.id, quantity: 1 }]))).status).toBe(201)
    const res = await post('/order/orders/', orderBody([{ id: v.id, quantity: 2 }], { quote: q.fingerprint }))
    expect(res.status).toBe(409)
    // Two asked, one left: the line takes none of it and is all pre-order (it cannot drain the variant).
    expect((await quote({ cartItems: [{ id: v.id, quantity: 2 }] })).lines[0]!.preorder_quantity).toBe(2)
  })
})
