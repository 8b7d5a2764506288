import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { type Order, orderProductsSchema, orderSchema, promoResponseSchema } from '../../app/contract/order'
import { createApiClient } from '../support/api-env'
import {
  createTestPromo,
  createTestVariant,
  dbValue,
  type TestVariant,
  uniqueContact,
  variantStock,
} from '../support/order-fixtures'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let staff: Record<string, string>
beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  partner = await bearerFor(client.env, 'partner@example.com')
  staff = await bearerFor(client.env, 'staff@example.com')
})
afterAll(() => client.dispose())

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const get = (path: string, headers: Record<string, string> = {}) => client.request(`/api/v1${path}`, { headers })
const envelope = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error

let serial = 0
/** A valid guest order body: courier in Kyiv, cash. The email marks it as this test's. */
function orderBody(lines: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) {
  const contact = uniqueContact()
  return {
    first_name: 'Олена',
    last_name: "Мар'яненко",
    father_name: '',
    phone: contact.phone,
    email: `orders.${FILE_ID}.${serial++}@example.com`,
    deliveryType: 'curier',
    curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
    np_info: { city: '', branch: '' },
    payment: 'cash',
    cartItems: lines,
    ...extra,
  }
}

async function placeOrder(body: unknown, headers: Record<string, string> = {}): Promise<Order> {
  const res = await send('POST', '/order/orders/', body, headers)
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`)
  return orderSchema.parse(await res.json())
}

const ordersWithEmail = (email: string) => dbValue('SELECT count(*) FROM orders WHERE email = ?', [email])

describe('POST /order/orders/: the server computes every figure', () => {
  let a: TestVariant
  let b: TestVariant
  beforeAll(async () => {
    a = await createTestVariant({
      brandSlug: 'nbl',
      price: 1000,
      discount: 900,
      wholesale: 600,
      discountWholesale: 550,
      stock: 50,
    })
    b = await createTestVariant({ brandSlug: 'vellore', price: 700, stock: 50 })
  })

  it('creates a cash courier order for a guest with the computed lines, delivery and total', async () => {
    const before = await variantStock(a.id)
    const order = await placeOrder(
      orderBody([
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ]),
    )
    expect(order.status).toBe('new')
    expect(order.pay_type).toBe('cash')
    expect(order.order_number).toMatch(/^\d{6,}$/)
    expect(order.reference).toMatch(/^[0-9a-f-]{36}$/)
    expect(order.products.map((p) => [p.variant_id, p.quantity, p.price, p.total])).toEqual([
      [a.id, 2, 900, 1800],
      [b.id, 1, 700, 700],
    ])
    expect(order.products[0]!.variant).toMatchObject({
      brand: a.brandName,
      brand_url: expect.stringMatching(/^\/brands\/nbl$/),
    })
    expect(order).toMatchObject({
      goods_total: 2500,
      promo_discount: 0,
      delivery_cost: 150,
      total: 2650,
      is_wholesale: false,
    })
    expect((await variantStock(a.id)).stock).toBe(before.stock - 2)
  })

  it('takes a local phone with spaces, as registration does', async () => {
    const order = await placeOrder(orderBody([{ id: a.id, quantity: 1 }], { phone: '050 111 22 33' }))
    expect(order.status).toBe('new')
  })

  it("answers the same at the spec's alias POST /orders/", async () => {
    const res = await send('POST', '/orders/', orderBody([{ id: b.id, quantity: 1 }]))
    expect(res.status).toBe(201)
    expect(orderSchema.parse(await res.json())).toMatchObject({ goods_total: 700, delivery_cost: 150, total: 850 })
  })

  it('ignores a tampered price, total, delivery cost and wholesale flag', async () => {
    const body = orderBody([{ id: a.id, quantity: 5, price: 1, discount_price: 1, promo_discount: 999 } as never], {
      totalAmount: 1,
      deliveryCost: 0,
      isWholesale: true,
    })
    const order = await placeOrder(body)
    expect(order.products[0]!.price).toBe(900)
    expect(order).toMatchObject({ goods_total: 4500, delivery_cost: 0, total: 4500, is_wholesale: false })
  })

  it("charges wholesale prices only to an approved wholesaler's token", async () => {
    const wholesale = await placeOrder(orderBody([{ id: a.id, quantity: 1 }]), partner)
    expect(wholesale).toMatchObject({ is_wholesale: true, goods_total: 550, delivery_cost: 150, total: 700 })
    const retail = await placeOrder(orderBody([{ id: a.id, quantity: 1 }], { isWholesale: true }), customer)
    expect(retail).toMatchObject({ is_wholesale: false, goods_total: 900 })
  })

  it('starts a card or prepayment order as created (awaiting payment)', async () => {
    const card = await placeOrder(orderBody([{ id: b.id, quantity: 1 }], { payment: 'card' }))
    expect(card.status).toBe('created')
    const prepaid = await placeOrder(
      orderBody([{ id: b.id, quantity: 1 }], {
        deliveryType: 'newpost',
        np_info: { city: 'Львів', branch: 'Відділення №12' },
        curier_info: undefined,
        payment: 'prepayment',
      }),
    )
    expect(prepaid).toMatchObject({
      status: 'created',
      pay_type: 'prepayment',
      delivery_type: 'newpost',
      delivery_cost: 0,
      total: 700,
    })
  })

  it('gives every order its own number and reference', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(orderBody([{ id: b.id, quantity: 1 }]))))
    expect(new Set(orders.map((o) => o.order_number)).size).toBe(3)
    expect(new Set(orders.map((o) => o.reference)).size).toBe(3)
  })
})

describe('stock', () => {
  it('50 concurrent orders for a variant with stock 5 take exactly 5 and record the rest as pre-order', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 5, stockOpt: 0 })
    const results = await Promise.all(
      Array.from({ length: 50 }, () => send('POST', '/order/orders/', orderBody([{ id: v.id, quantity: 1 }]))),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201))
    const orders = await Promise.all(results.map(async (r) => orderSchema.parse(await r.json())))
    expect(new Set(orders.map((o) => o.id)).size).toBe(50)
    expect(await variantStock(v.id)).toEqual({ stock: 0, stockOpt: 0 })
    expect(await dbValue('SELECT sum(taken_stock) FROM order_lines WHERE variant_id = ?', [v.id])).toBe(5)
    expect(await dbValue('SELECT sum(preorder_quantity) FROM order_lines WHERE variant_id = ?', [v.id])).toBe(45)
    expect(orders.filter((o) => o.products[0]!.preorder_quantity === 0)).toHaveLength(5)
  })

  it('a retail order takes stock first, then stock_opt', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 2, stockOpt: 3 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 4 }]))
    expect(order.products[0]!.preorder_quantity).toBe(0)
    expect(await variantStock(v.id)).toEqual({ stock: 0, stockOpt: 1 })
  })

  it('a line above the available stock is all pre-order and leaves the stock on sale', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 2, stockOpt: 3 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 10_000 }]))
    expect(order.products[0]!.preorder_quantity).toBe(10_000)
    expect(await variantStock(v.id)).toEqual({ stock: 2, stockOpt: 3 })
    // Exactly what is left is still sold from stock.
    expect((await placeOrder(orderBody([{ id: v.id, quantity: 5 }]))).products[0]!.preorder_quantity).toBe(0)
    expect(await variantStock(v.id)).toEqual({ stock: 0, stockOpt: 0 })
  })

  it("a wholesaler's order takes only stock_opt, and one above it takes none", async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, wholesale: 200, stock: 10, stockOpt: 3 })
    const over = await placeOrder(orderBody([{ id: v.id, quantity: 4 }]), partner)
    expect(over.products[0]!.preorder_quantity).toBe(4)
    expect(await variantStock(v.id)).toEqual({ stock: 10, stockOpt: 3 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 3 }]), partner)
    expect(order.products[0]!.preorder_quantity).toBe(0)
    expect(await variantStock(v.id)).toEqual({ stock: 10, stockOpt: 0 })
  })
})

describe('order limit', () => {
  it(
    'takes 10 orders a minute from one address; the 11th is a 429 with Retry-After that takes no stock',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      const v = await createTestVariant({ brandSlug: 'nbl', price: 400, stock: 20 })
      const shopper = { 'cf-connecting-ip': '203.0.113.80' }
      await atStartOfRateWindow()
      for (let i = 0; i < 10; i++) await placeOrder(orderBody([{ id: v.id, quantity: 1 }]), shopper)
      const eleventh = orderBody([{ id: v.id, quantity: 1 }])
      const refused = await send('POST', '/order/orders/', eleventh, shopper)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect((await envelope(refused)).code).toBe('rate_limited')
      expect(await ordersWithEmail(eleventh.email)).toBe(0)
      expect((await variantStock(v.id)).stock).toBe(10)
      // Another shopper still orders.
      await placeOrder(orderBody([{ id: v.id, quantity: 1 }]), { 'cf-connecting-ip': '203.0.113.81' })
      expect((await variantStock(v.id)).stock).toBe(9)
    },
  )
})

describe('emails about a new order', () => {
  async function outbox(where: string, args: (string | number)[]) {
    const db = testDbClient()
    try {
      const { rows } = await db.execute({
        sql: `SELECT "to", subject, text, locale, kind FROM email_outbox WHERE ${where} ORDER BY id`,
        args,
      })
      return rows.map((r) => ({
        to: String(r.to),
        subject: String(r.subject),
        text: String(r.text),
        locale: String(r.locale),
        kind: String(r.kind),
      }))
    } finally {
      db.close()
    }
  }
  const staffNotices = (order: Order) =>
    outbox('kind = ? AND subject LIKE ?', ['order_new', `%№ ${order.order_number}:%`])

  it('the buyer gets the order with its lines, figures, address and payment, the staff a notice; a retried submit sends nothing more', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 400, stock: 10 })
    const key = `mail-${Date.now()}-${FILE_ID}`
    const body = orderBody([{ id: v.id, quantity: 2 }], {
      curier_info: { city: 'Львів', street: 'вул. Хрещатик', house: '22', appartment: '5' },
    })
    const order = await placeOrder(body, { 'idempotency-key': key })
    await placeOrder(body, { 'idempotency-key': key })

    const mails = await outbox('"to" = ?', [body.email])
    expect(mails.map(({ subject, locale, kind }) => ({ subject, locale, kind }))).toEqual([
      { subject: `Замовлення № ${order.order_number} прийнято`, locale: 'ua', kind: 'order_placed' },
    ])
    const text = mails[0]!.text
    // The product is named once, then the variant (the line's full name repeats the product's).
    const { product_name: product, name } = order.products[0]!.variant
    expect(text).toContain(`${product}, ${name.slice(product.length).trim()} × 2 — 800 грн`)
    expect(text.split(product)).toHaveLength(2)
    expect(text).toContain('Доставка: 150 грн')
    expect(text).toContain('До сплати: 950 грн')
    expect(text).toContain("Кур'єр по Києву: вул. Хрещатик, 22, квартира 5")
    expect(text).toContain("Спосіб оплати: Готівкою кур'єру")
    expect(text).not.toContain('/check-payment/')

    const notices = await staffNotices(order)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ subject: `Нове замовлення № ${order.order_number}: 950 грн`, locale: 'ua' })
    expect(notices[0]!.text).toContain(`Мар'яненко Олена`)
    expect(notices[0]!.text).toContain(`${body.phone} · ${body.email}`)
    expect(notices[0]!.text).toContain(`/admin/orders/${order.id}`)
  })

  it("a signed-in buyer who leaves the email empty gets it at the account's address, in the order's language, with the payment status link", async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const body = orderBody([{ id: v.id, quantity: 1 }], {
      email: '',
      deliveryType: 'newpost',
      np_info: { city: 'Львів', branch: 'Відділення 3' },
      curier_info: undefined,
      payment: 'card',
    })
    const order = await placeOrder(body, {
      ...(await bearerFor(client.env, 'customer@example.com')),
      'accept-language': 'en',
    })
    const [mail, ...more] = await outbox('"to" = ? AND subject LIKE ?', [
      'customer@example.com',
      `%No. ${order.order_number} %`,
    ])
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      subject: `Order No. ${order.order_number} received`,
      locale: 'en',
      kind: 'order_placed',
    })
    expect(mail!.text).toContain('Status: awaiting payment')
    // Nova Poshta paid in full by card: the store pays the carrier (spec §1).
    expect(mail!.text).toContain('Delivery: Free')
    expect(mail!.text).toContain('Nova Poshta: Львів, Відділення 3')
    expect(mail!.text).toContain(`/check-payment/${order.reference}`)
    expect(await staffNotices(order)).toHaveLength(1)
  })

  it('a guest without an email: only the staff hear of it', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 1 }], { email: '' }))
    expect(await outbox('kind = ? AND subject LIKE ?', ['order_placed', `%№ ${order.order_number} %`])).toEqual([])
    expect(await staffNotices(order)).toHaveLength(1)
  })
})

describe('idempotency', () => {
  it('a retried submit with the same Idempotency-Key returns the first order and takes stock once', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const key = `key-${Date.now()}-${FILE_ID}`
    const body = orderBody([{ id: v.id, quantity: 2 }])
    const first = await placeOrder(body, { 'idempotency-key': key })
    const retry = await placeOrder(body, { 'idempotency-key': key })
    expect(retry.id).toBe(first.id)
    expect(retry.order_number).toBe(first.order_number)
    expect(await ordersWithEmail(body.email)).toBe(1)
    expect((await variantStock(v.id)).stock).toBe(8)
  })

  it('concurrent submits with one key write one order', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const key = `race-${Date.now()}-${FILE_ID}`
    const body = orderBody([{ id: v.id, quantity: 1 }])
    const orders = await Promise.all(Array.from({ length: 8 }, () => placeOrder(body, { 'idempotency-key': key })))
    expect(new Set(orders.map((o) => o.id)).size).toBe(1)
    expect(await ordersWithEmail(body.email)).toBe(1)
    expect((await variantStock(v.id)).stock).toBe(9)
  })

  it("another buyer's key is refused, and a malformed key is a 400", async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const key = `own-${Date.now()}-${FILE_ID}`
    await placeOrder(orderBody([{ id: v.id, quantity: 1 }]), { 'idempotency-key': key, ...customer })
    expect(
      (await send('POST', '/order/orders/', orderBody([{ id: v.id, quantity: 1 }]), { 'idempotency-key': key })).status,
    ).toBe(409)
    const bad = await send('POST', '/order/orders/', orderBody([{ id: v.id, quantity: 1 }]), {
      'idempotency-key': 'x y',
    })
    expect(bad.status).toBe(400)
  })

  it('the same signed-in buyer reusing a key with another cart or payment gets a 422, not the first order', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const w = await createTestVariant({ brandSlug: 'rica', price: 900, stock: 10 })
    const key = `reuse-${Date.now()}-${FILE_ID}`
    const body = orderBody([{ id: v.id, quantity: 1 }])
    const first = await placeOrder(body, { 'idempotency-key': key, ...customer })
    for (const other of [
      { ...body, cartItems: [{ id: w.id, quantity: 2 }] },
      { ...body, payment: 'card' },
    ]) {
      const res = await send('POST', '/order/orders/', other, { 'idempotency-key': key, ...customer })
      expect(res.status).toBe(422)
      const text = await res.text()
      expect(errorEnvelopeSchema.parse(JSON.parse(text)).error.code).toBe('key_reused')
      expect(text).not.toContain(first.reference)
    }
    expect((await variantStock(w.id)).stock).toBe(10)
    expect((await placeOrder(body, { 'idempotency-key': key, ...customer })).id).toBe(first.id)
  })

  it("another guest reusing a guest's key is refused with a 409 that names no order; the same guest's retry still replays", async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 10 })
    const key = `guest-${Date.now()}-${FILE_ID}`
    const victim = orderBody([{ id: v.id, quantity: 1 }], {
      email: `victim.${Date.now()}@example.com`,
      phone: '+380501234567',
    })
    const first = await placeOrder(victim, { 'idempotency-key': key })
    const attacker = orderBody([{ id: v.id, quantity: 1 }], {
      email: `attacker.${Date.now()}@example.com`,
      phone: '+380507654321',
    })
    const stolen = await send('POST', '/order/orders/', attacker, { 'idempotency-key': key })
    expect(stolen.status).toBe(409)
    const text = await stolen.text()
    expect(text).not.toContain(first.reference)
    expect(text).not.toContain(String(first.order_number))
    // Same contact, another cart: not the same submit, and not the first order either (422).
    const otherCart = await send(
      'POST',
      '/order/orders/',
      { ...victim, cartItems: [{ id: v.id, quantity: 3 }] },
      { 'idempotency-key': key },
    )
    expect(otherCart.status).toBe(422)
    expect(await otherCart.text()).not.toContain(first.reference)
    expect((await placeOrder(victim, { 'idempotency-key': key })).id).toBe(first.id)
    expect((await variantStock(v.id)).stock).toBe(9)
  })
})

describe('promo codes', () => {
  let aurelle: TestVariant
  let capelli: TestVariant
  let other: TestVariant
  beforeAll(async () => {
    aurelle = await createTestVariant({ brandSlug: 'aurelle-paris', price: 1000 })
    capelli = await createTestVariant({ brandSlug: 'capelli-forte', price: 700, discount: 650 })
    other = await createTestVariant({ brandSlug: 'vellore', price: 500 })
  })

  it('apply-promo answers discount and brand: a number for percent, a string for a fixed amount', async () => {
    const spring = promoResponseSchema.parse(
      await (await send('POST', '/order/apply-promo/', { code: 'spring10 ' })).json(),
    )
    expect(spring).toMatchObject({
      code: 'SPRING10',
      discount: 10,
      brand: 'Aurelle Paris',
      brand_slug: 'aurelle-paris',
    })
    const minus = promoResponseSchema.parse(
      await (await send('POST', '/order/apply-promo/', { code: 'MINUS100' })).json(),
    )
    expect(minus).toMatchObject({ discount: '100', brand: 'Capelli Forte' })
  })

  it.each([
    ['WINTER20', 'expired', 'promo_expired'],
    ['WELCOME50', 'used up', 'promo_used_up'],
    ['NO-SUCH-CODE', 'Invalid promo code', 'promo_invalid'],
  ])('apply-promo refuses %s with a 400 naming the code and why', async (code, message, reason) => {
    const res = await send('POST', '/order/apply-promo/', { code })
    expect(res.status).toBe(400)
    const error = await envelope(res)
    expect(error.fields?.code?.[0]).toContain(message)
    expect(error.codes?.code).toBe(reason)
  })

  it(
    'limits promo checks per IP with 429 and Retry-After, so codes cannot be guessed by trying them all',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      await atStartOfRateWindow()
      const guess = (i: number, ip: string) =>
        send('POST', '/order/apply-promo/', { code: `GUESS${i}` }, { 'cf-connecting-ip': ip })
      const statuses = []
      for (let i = 0; i < 21; i++) statuses.push((await guess(i, '203.0.113.70')).status)
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
      expect(statuses[20]).toBe(429)
      const refused = await send(
        'POST',
        '/order/apply-promo/',
        { code: 'SPRING10' },
        { 'cf-connecting-ip': '203.0.113.70' },
      )
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect((await envelope(refused)).code).toBe('rate_limited')
      // Another shopper is not held back.
      expect(
        (await send('POST', '/order/apply-promo/', { code: 'SPRING10' }, { 'cf-connecting-ip': '203.0.113.71' }))
          .status,
      ).toBe(200)
    },
  )

  it("a percent promo lowers only its brand's lines, and the order stores it and counts its use", async () => {
    const usedBefore = await dbValue("SELECT used_count FROM promo_codes WHERE code = 'SPRING10'")
    const order = await placeOrder(
      orderBody(
        [
          { id: aurelle.id, quantity: 2 },
          { id: other.id, quantity: 1 },
        ],
        { promo_code: 'spring10' },
      ),
    )
    expect(order.products.map((p) => p.price)).toEqual([900, 500])
    expect(order).toMatchObject({
      goods_total: 2500,
      promo_discount: 200,
      delivery_cost: 150,
      total: 2450,
      promo_code: 'SPRING10',
    })
    expect(await dbValue("SELECT used_count FROM promo_codes WHERE code = 'SPRING10'")).toBe(usedBefore + 1)
  })

  it('a fixed promo comes off each unit of the regular price, and only where that is lower than the sale price', async () => {
    const order = await placeOrder(orderBody([{ id: capelli.id, quantity: 3 }], { promo_code: 'MINUS100' }))
    // 700 − 100 = 600 is below the 650 sale price: 50 off each of 3.
    expect(order.products[0]!.price).toBe(600)
    expect(order).toMatchObject({ goods_total: 1950, promo_discount: 150, total: 1800 + 150 })
  })

  it('an expired or used-up code fails the order with a 400 on promo_code, and writes nothing', async () => {
    for (const code of ['WINTER20', 'WELCOME50']) {
      const body = orderBody([{ id: aurelle.id, quantity: 1 }], { promo_code: code })
      const res = await send('POST', '/order/orders/', body)
      expect(res.status).toBe(400)
      expect(Object.keys((await envelope(res)).fields ?? {})).toEqual(['promo_code'])
      expect(await ordersWithEmail(body.email)).toBe(0)
    }
  })

  it("a partner's promo is taken from the retail price; a limited code that lowers nothing is not used up", async () => {
    const v = await createTestVariant({ brandSlug: 'aurelle-paris', price: 1000, wholesale: 700, stockOpt: 50 })
    const used = (code: string) => dbValue('SELECT used_count FROM promo_codes WHERE code = ?', [code])
    // Retail 1000 less 20 % is 800, above the partner's 700: the partner pays 700 and the one use stays.
    const twenty = await createTestPromo({ brandSlug: 'aurelle-paris', kind: 'percent', amount: 20, usageLimit: 1 })
    const kept = await placeOrder(orderBody([{ id: v.id, quantity: 2 }], { promo_code: twenty }), partner)
    expect(kept.products[0]!.price).toBe(700)
    expect(kept).toMatchObject({ is_wholesale: true, goods_total: 1400, promo_discount: 0, promo_code: null })
    expect(await used(twenty)).toBe(0)
    // The code is still there for a retail buyer, for whom it does lower the price.
    const retail = await placeOrder(orderBody([{ id: v.id, quantity: 1 }], { promo_code: twenty }))
    expect(retail).toMatchObject({ promo_discount: 200, promo_code: twenty })
    expect(await used(twenty)).toBe(1)
    // Retail 1000 less 40 % is 600, below 700: the partner pays 600 (not 40 % off 700) and the use counts.
    const forty = await createTestPromo({ brandSlug: 'aurelle-paris', kind: 'percent', amount: 40, usageLimit: 1 })
    const lowered = await placeOrder(orderBody([{ id: v.id, quantity: 2 }], { promo_code: forty }), partner)
    expect(lowered.products[0]!.price).toBe(600)
    expect(lowered).toMatchObject({ goods_total: 1400, promo_discount: 200, promo_code: forty })
    expect(await used(forty)).toBe(1)
  })

  it('apply-promo with the cart says what the code does there for this buyer', async () => {
    const v = await createTestVariant({ brandSlug: 'aurelle-paris', price: 1000, wholesale: 700, stockOpt: 50 })
    const code = await createTestPromo({ brandSlug: 'aurelle-paris', kind: 'percent', amount: 20 })
    const effect = async (body: unknown, headers: Record<string, string> = {}) => {
      const res = await send('POST', '/order/apply-promo/', body, headers)
      expect(res.status).toBe(200)
      return promoResponseSchema.parse(await res.json()).effect
    }
    const cart = [{ id: v.id, quantity: 1 }]
    expect(await effect({ code, cartItems: cart })).toBe('applied')
    expect(await effect({ code, cartItems: cart }, partner)).toBe('partner_price_lower')
    expect(await effect({ code, cartItems: [{ id: other.id, quantity: 1 }] })).toBe('no_brand_lines')
    expect(await effect({ code, cartItems: [{ id: capelli.id, quantity: 1 }] }, partner)).toBe('no_brand_lines')
    expect(await effect({ code })).toBeNull()
  })

  it('a usage limit holds under concurrent orders; the refused ones take no stock', async () => {
    const code = await createTestPromo({ brandSlug: 'aurelle-paris', kind: 'percent', amount: 20, usageLimit: 3 })
    const v = await createTestVariant({ brandSlug: 'aurelle-paris', price: 1000, stock: 100 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', '/order/orders/', orderBody([{ id: v.id, quantity: 1 }], { promo_code: code })),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.every((s) => s === 201 || s === 400 || s === 409)).toBe(true)
    expect(await dbValue('SELECT used_count FROM promo_codes WHERE code = ?', [code])).toBe(3)
    expect(
      await dbValue('SELECT count(*) FROM orders WHERE promo_code_id = (SELECT id FROM promo_codes WHERE code = ?)', [
        code,
      ]),
    ).toBe(3)
    expect((await variantStock(v.id)).stock).toBe(97)
  })
})

describe('reading orders', () => {
  let mine: Order
  let guest: Order
  beforeAll(async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 400 })
    mine = await placeOrder(orderBody([{ id: v.id, quantity: 1 }]), customer)
    guest = await placeOrder(orderBody([{ id: v.id, quantity: 2 }]))
  })

  it("lists the user's own orders on /orders/ and /user_orders/, newest first", async () => {
    for (const path of ['/order/orders/', '/order/user_orders/']) {
      const res = await get(path, customer)
      expect(res.status).toBe(200)
      const list = z.array(orderSchema).parse(await res.json())
      expect(list.map((o) => o.id)).toContain(mine.id)
      expect(list.map((o) => o.id)).not.toContain(guest.id)
      expect(list.map((o) => o.created)).toEqual([...list.map((o) => o.created)].sort().reverse())
    }
    expect(
      z
        .array(orderSchema)
        .parse(await (await get('/order/orders/', staff)).json())
        .map((o) => o.id),
    ).not.toContain(mine.id)
  })

  it('the owner reads an order and its products (total_sum) by id', async () => {
    expect(orderSchema.parse(await (await get(`/order/orders/${mine.id}/`, customer)).json()).id).toBe(mine.id)
    const products = orderProductsSchema.parse(await (await get(`/order/orders/${mine.id}/products/`, customer)).json())
    expect(products.total_sum).toBe(mine.total)
  })

  it("another user's order answers 404, a guest's request for an id 401", async () => {
    for (const path of [
      `/order/orders/${mine.id}/`,
      `/order/orders/${mine.id}/products/`,
      `/order/orders/${guest.id}/`,
    ]) {
      expect((await get(path, staff)).status).toBe(404)
    }
    expect((await send('PATCH', `/order/orders/${mine.id}/`, { status: 'declined' }, staff)).status).toBe(404)
    expect((await get(`/order/orders/${mine.id}/`)).status).toBe(401)
    expect((await get('/order/orders/')).status).toBe(401)
  })

  it('a guest reads the order through its reference, never a sequential id', async () => {
    const res = await get(`/order/orders/by-reference/${guest.reference}/`)
    expect(res.status).toBe(200)
    // The same order, but for the courier's address: only the answer to the placing carries it, the
    // reference travels in links.
    const { courier_address: placedAddress, ...shown } = guest
    expect(placedAddress).toBeTruthy()
    const read = orderSchema.parse(await res.json())
    expect(read.courier_address).toBeUndefined()
    expect(read).toEqual(shown)
    const products = orderProductsSchema.parse(await (await get(`/order/orders/${guest.reference}/products/`)).json())
    expect(products.total_sum).toBe(guest.total)
    expect((await get(`/order/orders/by-reference/${crypto.randomUUID()}/`)).status).toBe(404)
    expect((await get('/order/orders/by-reference/not-a-reference/')).status).toBe(404)
  })
})

describe('PATCH /order/orders/{id}/', () => {
  it('the owner cancels an open order: stock and promo use go back; a second cancel is a conflict', async () => {
    const v = await createTestVariant({ brandSlug: 'aurelle-paris', price: 1000, stock: 3 })
    const code = await createTestPromo({ brandSlug: 'aurelle-paris', kind: 'percent', amount: 5, usageLimit: 10 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 3 }], { promo_code: code }), customer)
    expect((await variantStock(v.id)).stock).toBe(0)
    const res = await send('PATCH', `/order/orders/${order.id}/`, { status: 'declined' }, customer)
    expect(res.status).toBe(200)
    expect(orderSchema.parse(await res.json()).status).toBe('declined')
    expect((await variantStock(v.id)).stock).toBe(3)
    expect(await dbValue('SELECT used_count FROM promo_codes WHERE code = ?', [code])).toBe(0)
    expect((await send('PATCH', `/order/orders/${order.id}/`, { status: 'declined' }, customer)).status).toBe(409)
    expect((await variantStock(v.id)).stock).toBe(3)
  })

  it('changes how an open order is paid, within the delivery rules', async () => {
    const v = await createTestVariant({ brandSlug: 'rica', price: 300 })
    const order = await placeOrder(orderBody([{ id: v.id, quantity: 1 }], { payment: 'card' }), customer)
    expect(order.pay_until).not.toBeNull()
    const cash = await send('PATCH', `/order/orders/${order.id}/`, { pay_type: 'cash' }, customer)
    // Cash waits for staff: no payment deadline, no lapse.
    expect(orderSchema.parse(await cash.json())).toMatchObject({ pay_type: 'cash', status: 'new', pay_until: null })
    const card = await send('PATCH', `/order/orders/${order.id}/`, { pay_type: 'card' }, customer)
    expect(orderSchema.parse(await card.json())).toMatchObject({
      pay_type: 'card',
      status: 'created',
      pay_until: expect.any(String),
    })
    const refused = await send('PATCH', `/order/orders/${order.id}/`, { pay_type: 'prepayment' }, customer)
    expect(refused.status).toBe(400)
    expect(Object.keys((await envelope(refused)).fields ?? {})).toEqual(['pay_type'])
    expect((await send('PATCH', `/order/orders/${order.id}/`, { status: 'payed' }, customer)).status).toBe(400)
  })
})

describe('bad input answers 400 with field errors and writes nothing', () => {
  let v: TestVariant
  beforeAll(async () => {
    v = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 20 })
  })
  const line = () => [{ id: v.id, quantity: 1 }]

  it.each([
    ['quantity 0', () => orderBody([{ id: v.id, quantity: 0 }]), 'cartItems.0.quantity'],
    ['quantity 10001', () => orderBody([{ id: v.id, quantity: 10_001 }]), 'cartItems.0.quantity'],
    ['a fractional quantity', () => orderBody([{ id: v.id, quantity: 1.5 }]), 'cartItems.0.quantity'],
    ['an unknown variant', () => orderBody([{ id: 2_000_000_000, quantity: 1 }]), 'cartItems.0.id'],
    ['the same variant twice', () => orderBody([...line(), ...line()]), 'cartItems.1.id'],
    ['an empty cart', () => orderBody([]), 'cartItems'],
    ['a bad phone', () => orderBody(line(), { phone: '12-34' }), 'phone'],
    ['an empty first name', () => orderBody(line(), { first_name: ' ' }), 'first_name'],
    ['a name with digits', () => orderBody(line(), { last_name: 'R2D2' }), 'last_name'],
    ['a bad email', () => orderBody(line(), { email: 'not-an-email' }), 'email'],
    [
      'cash with Nova Poshta',
      () => orderBody(line(), { deliveryType: 'newpost', np_info: { city: 'Київ', branch: '1' }, payment: 'cash' }),
      'payment',
    ],
    ['prepayment with the courier', () => orderBody(line(), { payment: 'prepayment' }), 'payment'],
    [
      'a courier order without a street',
      () => orderBody(line(), { curier_info: { street: '', house: '1' } }),
      'curier_info.street',
    ],
    [
      'a Nova Poshta order without a branch',
      () => orderBody(line(), { deliveryType: 'newpost', np_info: { city: 'Київ', branch: '' }, payment: 'card' }),
      'np_info.branch',
    ],
    ['an unknown delivery type', () => orderBody(line(), { deliveryType: 'teleport' }), 'deliveryType'],
  ])('%s', async (_name, makeBody, field) => {
    const body = makeBody()
    const before = await variantStock(v.id)
    const res = await send('POST', '/order/orders/', body)
    expect(res.status).toBe(400)
    const error = await envelope(res)
    expect(error.code).toBe('invalid_data')
    expect(Object.keys(error.fields ?? {})).toContain(field)
    expect(await ordersWithEmail(String(body.email))).toBe(0)
    expect(await variantStock(v.id)).toEqual(before)
  })

  it('a malformed body answers 400, never 500', async () => {
    for (const body of ['{"cartItems": [', 'null', '[]', '"text"']) {
      const res = await client.request('/api/v1/order/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(res.status).toBe(400)
      expect((await envelope(res)).code).toBe('invalid_data')
    }
    expect((await send('POST', '/order/apply-promo/', { code: 42 })).status).toBe(400)
    expect((await send('PATCH', '/order/orders/1/', { anything: true }, customer)).status).toBe(400)
  })
})
