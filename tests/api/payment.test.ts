import type { Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { orderSchema } from '../../app/contract/order'
import { type PurchaseForm, paymentStatusSchema } from '../../app/contract/payment'
import { acceptSignature, purchaseSignature, transactionSignature } from '../../worker/adapters/wayforpay/signature'
import { TEST_MERCHANT } from '../../worker/adapters/wayforpay/test-merchant'
import { parseConfig } from '../../worker/env'
import { createFetchHandler } from '../../worker/router'
import { createApiClient, PRODUCTION_ENV } from '../support/api-env'
import { insertTestOrder, orderStatusOf, paymentEventsOf, type TestOrder } from '../support/orders'
import { testDbClient } from '../support/tokens'
import { sandboxPost as postToSandbox } from '../support/card-payment'

/**
 * Card payment end to end in process: the API, the local WayForPay sandbox and the database are
 * real; only the network is replaced, by routing SITE's requests to the Worker's own fetch handler
 * (the provider's callback and the CHECK_STATUS call cross it as they would the internet).
 */
const SITE = 'http://store.test'
let client: Awaited<ReturnType<typeof createApiClient>>
let db: Client
const worker = createFetchHandler(() => new Response('storefront page', { status: 200 }))
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
const realFetch = globalThis.fetch

beforeAll(async () => {
  client = await createApiClient({ SITE_URL: SITE })
  db = testDbClient()
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin === SITE)
      return worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], client.env, ctx)
    return realFetch(request)
  })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  db.close()
  await client.dispose()
})

const post = (path: string, body: unknown, locale: 'ua' | 'en' = 'ua') =>
  client.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    locale,
  })
const envelope = async (res: Response) => errorEnvelopeSchema.parse(await res.json()).error
const productData = (order: TestOrder) =>
  order.json.products.map((p) => ({ product_name: p.variant.name, price: p.price, discount_price: 0, qty: p.quantity }))
const requestForm = (order: TestOrder, locale: 'ua' | 'en' = 'ua') =>
  post('/order/generate-wayforpay-url/', { order_data: order.json, product_data: productData(order) }, locale)

async function formFor(order: TestOrder, locale: 'ua' | 'en' = 'ua'): Promise<PurchaseForm> {
  const res = await requestForm(order, locale)
  expect(res.status).toBe(200)
  return (await res.json()) as PurchaseForm
}

/** A callback as WayForPay sends it, signed with the test merchant's secret. */
function callback(order: TestOrder, overrides: Record<string, unknown> = {}) {
  const body = {
    merchantAccount: TEST_MERCHANT.account,
    orderReference: order.reference,
    amount: order.totalUah,
    currency: 'UAH',
    authCode: '541963',
    cardPan: '41****1111',
    transactionStatus: 'Approved',
    reasonCode: 1100,
    reason: 'Ok',
    email: 'buyer@example.com',
    createdDate: 1767225600,
    processingDate: 1767225660,
    ...overrides,
  }
  return { ...body, merchantSignature: transactionSignature(TEST_MERCHANT.secret, body) }
}
const sendCallback = (body: unknown) => post('/order/payment/service-url/', body)

const sandboxPost = (path: string, form: PurchaseForm, extra: Record<string, string> = {}) =>
  postToSandbox(SITE, path, form, extra)

describe('POST /order/generate-wayforpay-url/', () => {
  it('signs the Purchase form of a card order from the stored order', async () => {
    const order = await insertTestOrder(db, { quantities: [1, 3] })
    const form = await formFor(order)
    expect(form).toMatchObject({
      url: `${SITE}/dev/wayforpay/pay`,
      merchantAccount: 'test_merch_n1',
      merchantDomainName: 'store.test',
      orderReference: order.reference,
      amount: order.totalUah,
      currency: 'UAH',
      productName: order.json.products.map((p) => p.variant.name),
      productCount: [1, 3],
      productPrice: order.json.products.map((p) => p.price),
      serviceUrl: `${SITE}/api/v1/order/payment/service-url/`,
      returnUrl: `${SITE}/check-payment/${order.reference}`,
      language: 'UA',
      // The wallets the footer advertises, where the buyer's device has them; unsigned, as the provider reads them.
      paymentSystems: 'card;applePay;googlePay',
      defaultPaymentSystem: 'card',
    })
    expect(form.orderDate).toBeGreaterThan(1_700_000_000)
    expect(form.merchantSignature).toBe(purchaseSignature(TEST_MERCHANT.secret, form))
    expect(JSON.stringify(form)).not.toContain(TEST_MERCHANT.secret)
  })

  it('lists delivery as a product and speaks English for an English shopper', async () => {
    const order = await insertTestOrder(db, { quantities: [2], deliveryCostUah: 150 })
    const form = await formFor(order, 'en')
    expect(form.amount).toBe(order.totalUah)
    expect(form.productName.at(-1)).toBe('Delivery')
    expect(form.productCount.at(-1)).toBe(1)
    expect(form.productPrice.at(-1)).toBe(150)
    expect(form.language).toBe('EN')
  })

  it('charges the fixed 200 UAH prepayment, not the total, for cash on delivery with Nova Poshta', async () => {
    const order = await insertTestOrder(db, { payType: 'prepayment', quantities: [3, 2] })
    expect(order.totalUah).toBeGreaterThan(200)
    const form = await formFor(order)
    expect(form.amount).toBe(200)
    expect(form).toMatchObject({
      productName: [`Передоплата за замовлення № ${order.number}`],
      productCount: [1],
      productPrice: [200],
    })
    expect(form.merchantSignature).toBe(purchaseSignature(TEST_MERCHANT.secret, form))
  })

  it('is accepted by the provider sandbox, which refuses the same form with the amount changed', async () => {
    const order = await insertTestOrder(db)
    const form = await formFor(order)
    const page = await sandboxPost('/pay', form)
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('test_merch_n1')
    expect(text).toContain(`${order.totalUah} UAH`)
    expect(text).toContain(order.json.products[0]!.variant.name)

    const tampered = await sandboxPost('/pay', { ...form, amount: 1 })
    expect(tampered.status).toBe(400)
    expect(await tampered.text()).toContain('Invalid merchantSignature')
  })

  it('answers 409 when the page’s order disagrees with the stored one; the client never sets the amount', async () => {
    const order = await insertTestOrder(db)
    const cheaper = await post('/order/generate-wayforpay-url/', {
      order_data: { ...order.json, total: 1 },
      product_data: productData(order),
    })
    expect(cheaper.status).toBe(409)
    expect((await envelope(cheaper)).message).toContain('total')
    const cheaperLine = productData(order).map((p, i) => (i === 0 ? { ...p, price: 1 } : p))
    const lines = await post('/order/generate-wayforpay-url/', { order_data: order.json, product_data: cheaperLine })
    expect(lines.status).toBe(409)
    expect((await envelope(lines)).message).toContain('product_data')
    // Only the reference is needed: the amounts come from the database.
    const bare = await post('/order/generate-wayforpay-url/', { order_data: { reference: order.reference, amount: 1 } })
    expect(bare.status).toBe(200)
    expect(((await bare.json()) as PurchaseForm).amount).toBe(order.totalUah)
  })

  it('answers 404 for an unknown reference, 409 for a paid or cash order, 400 for a malformed body', async () => {
    const unknown = await post('/order/generate-wayforpay-url/', {
      order_data: { reference: 'no-such-order-reference' },
    })
    expect(unknown.status).toBe(404)
    const paid = await insertTestOrder(db, { status: 'payed' })
    const paidRes = await requestForm(paid)
    expect(paidRes.status).toBe(409)
    expect((await envelope(paidRes)).message).toBe('This order is already paid')
    const cash = await insertTestOrder(db, { payType: 'cash' })
    expect((await requestForm(cash)).status).toBe(409)
    const missing = await post('/order/generate-wayforpay-url/', { product_data: [] })
    expect(missing.status).toBe(400)
    expect((await envelope(missing)).fields).toHaveProperty(['order_data'])
    expect((await post('/order/generate-wayforpay-url/', '{"order_data":')).status).toBe(400)
    const badQty = await post('/order/generate-wayforpay-url/', {
      order_data: { reference: paid.reference },
      product_data: [{ price: 10, qty: 0 }],
    })
    expect(badQty.status).toBe(400)
  })
})

describe('POST /order/payment/service-url/ (WayForPay callback)', () => {
  async function expectAccepted(res: Response, reference: string) {
    expect(res.status).toBe(200)
    const reply = (await res.json()) as { orderReference: string; status: string; time: number; signature: string }
    expect(reply).toMatchObject({ orderReference: reference, status: 'accept' })
    expect(reply.signature).toBe(acceptSignature(TEST_MERCHANT.secret, reply))
    return reply
  }

  it('Approved marks the order payed, answers the signed accept reply and keeps the callback for audit', async () => {
    const order = await insertTestOrder(db)
    await expectAccepted(await sendCallback(callback(order)), order.reference)
    expect(await orderStatusOf(db, order.id)).toBe('payed')
    const events = await paymentEventsOf(db, order.reference)
    expect(events).toEqual([
      expect.objectContaining({
        orderId: order.id,
        source: 'callback',
        transactionStatus: 'Approved',
        signatureValid: true,
      }),
    ])
    expect(events[0]!.payload).toMatchObject({ email: 'buyer@example.com', authCode: '541963' })
  })

  it('tells the buyer in their language when a payment moves the order, once, and not for a report that changes nothing', async () => {
    const outbox = async (to: string) =>
      (
        await db.execute({
          sql: 'SELECT subject, locale, kind FROM email_outbox WHERE "to" = ? ORDER BY id',
          args: [to],
        })
      ).rows.map((r) => ({ ...r }))
    const buyer = {
      paid: `paid.${Date.now()}@example.com`,
      failed: `failed.${Date.now()}@example.com`,
      pending: `pending.${Date.now()}@example.com`,
    }
    const paid = await insertTestOrder(db, { email: buyer.paid })
    const body = callback(paid)
    await expectAccepted(await sendCallback(body), paid.reference)
    await expectAccepted(await sendCallback(body), paid.reference)
    expect(await outbox(buyer.paid)).toEqual([
      { subject: `Замовлення № ${paid.number}: оплачене`, locale: 'ua', kind: 'order_status' },
    ])

    const failed = await insertTestOrder(db, { email: buyer.failed, locale: 'en' })
    await expectAccepted(
      await sendCallback(callback(failed, { transactionStatus: 'Declined', reasonCode: 1101, authCode: '' })),
      failed.reference,
    )
    expect(await outbox(buyer.failed)).toEqual([
      { subject: `Order No. ${failed.number}: payment failed`, locale: 'en', kind: 'order_status' },
    ])

    const pending = await insertTestOrder(db, { email: buyer.pending })
    await expectAccepted(await sendCallback(callback(pending, { transactionStatus: 'Pending' })), pending.reference)
    expect(await outbox(buyer.pending)).toEqual([])
  })

  it('Declined marks payed_error; Pending leaves the order awaiting payment', async () => {
    const declined = await insertTestOrder(db)
    await expectAccepted(
      await sendCallback(callback(declined, { transactionStatus: 'Declined', reasonCode: 1101, authCode: '' })),
      declined.reference,
    )
    expect(await orderStatusOf(db, declined.id)).toBe('payed_error')

    const pending = await insertTestOrder(db)
    await expectAccepted(await sendCallback(callback(pending, { transactionStatus: 'Pending' })), pending.reference)
    expect(await orderStatusOf(db, pending.id)).toBe('created')
  })

  it('Approved for a different amount or currency marks payed_check', async () => {
    const order = await insertTestOrder(db)
    await expectAccepted(await sendCallback(callback(order, { amount: order.totalUah - 1 })), order.reference)
    expect(await orderStatusOf(db, order.id)).toBe('payed_check')
    const usd = await insertTestOrder(db)
    await expectAccepted(await sendCallback(callback(usd, { currency: 'USD' })), usd.reference)
    expect(await orderStatusOf(db, usd.id)).toBe('payed_check')
  })

  it('Approved for the 200 UAH prepayment of a prepayment order marks it payed, the rest due on delivery', async () => {
    const order = await insertTestOrder(db, { payType: 'prepayment', quantities: [4] })
    const view = async () =>
      orderSchema.parse(await (await client.request(`/api/v1/order/orders/by-reference/${order.reference}/`)).json())
    expect(await view()).toMatchObject({ paid: 0, due_on_delivery: 0 })
    await expectAccepted(await sendCallback(callback(order, { amount: 200 })), order.reference)
    expect(await orderStatusOf(db, order.id)).toBe('payed')
    expect(await view()).toMatchObject({ paid: 200, due_on_delivery: order.totalUah - 200 })
  })

  it('refuses a forged or tampered signature with 400, changes nothing and stores nothing', async () => {
    const order = await insertTestOrder(db)
    const forged = { ...callback(order), merchantSignature: '0'.repeat(32) }
    const res = await sendCallback(forged)
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields).toHaveProperty(['merchantSignature'])
    const tampered = { ...callback(order, { transactionStatus: 'Declined' }), transactionStatus: 'Approved' }
    expect((await sendCallback(tampered)).status).toBe(400)
    const otherSecret = {
      ...callback(order),
      merchantSignature: transactionSignature('not-the-secret', callback(order)),
    }
    expect((await sendCallback(otherSecret)).status).toBe(400)
    expect(await orderStatusOf(db, order.id)).toBe('created')
    // A forgery proves nothing about the order: storing it would only let anyone fill its audit trail.
    expect(await paymentEventsOf(db, order.reference)).toEqual([])
  })

  it('is idempotent: a replayed callback changes nothing more and is answered the same way', async () => {
    const order = await insertTestOrder(db)
    const body = callback(order)
    await expectAccepted(await sendCallback(body), order.reference)
    // WayForPay may name a form content type for its JSON body; the body is read as JSON regardless.
    const replay = await client.request('/api/v1/order/payment/service-url', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify(body),
    })
    await expectAccepted(replay, order.reference)
    expect(await orderStatusOf(db, order.id)).toBe('payed')
    // A late Declined can never undo the payment.
    await expectAccepted(
      await sendCallback(callback(order, { transactionStatus: 'Declined', reasonCode: 1101 })),
      order.reference,
    )
    expect(await orderStatusOf(db, order.id)).toBe('payed')
    expect((await paymentEventsOf(db, order.reference)).map((e) => e.transactionStatus)).toEqual([
      'Approved',
      'Approved',
      'Declined',
    ])
  })

  it('answers 404 for an unknown order and 400 for a missing field or another merchant, changing nothing', async () => {
    const ghost = callback({ reference: 'no-such-order-reference', totalUah: 100 } as TestOrder)
    expect((await sendCallback(ghost)).status).toBe(404)

    const order = await insertTestOrder(db)
    const { transactionStatus: _dropped, ...missing } = callback(order)
    const res = await sendCallback(missing)
    expect(res.status).toBe(400)
    expect((await envelope(res)).fields).toHaveProperty(['transactionStatus'])
    expect((await sendCallback('not json')).status).toBe(400)
    const body = { ...callback(order), merchantAccount: 'someone_else' }
    const foreign = { ...body, merchantSignature: transactionSignature(TEST_MERCHANT.secret, body) }
    expect((await sendCallback(foreign)).status).toBe(400)
    expect(await orderStatusOf(db, order.id)).toBe('created')
  })
})

describe('POST /order/payment/callback/ (status check)', () => {
  const check = async (reference: string, firstCheck = false) => {
    const res = await post('/order/payment/callback/', { orderReference: reference, first_check: firstCheck })
    expect(res.status).toBe(200)
    return paymentStatusSchema.parse(await res.json())
  }

  it('learns an approval the callback never delivered through CHECK_STATUS to the sandbox', async () => {
    const order = await insertTestOrder(db)
    const form = await formFor(order)
    // The provider cannot reach serviceUrl (it is not part of the signature), so only CHECK_STATUS can tell.
    const paid = await sandboxPost(
      '/pay/decision',
      { ...form, serviceUrl: 'http://unreachable.invalid/hook' },
      { decision: 'Approved' },
    )
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('serviceUrl could not be reached')
    expect(await orderStatusOf(db, order.id)).toBe('created')

    expect(await check(order.reference)).toEqual({
      orderReference: order.reference,
      transactionStatus: 'Approved',
      order_status: 'payed',
    })
    expect(await orderStatusOf(db, order.id)).toBe('payed')
    const events = await paymentEventsOf(db, order.reference)
    expect(events).toEqual([
      expect.objectContaining({ source: 'check_status', transactionStatus: 'Approved', signatureValid: true }),
    ])

    // Settled now: answered from the order, without asking the provider again.
    expect(await check(order.reference)).toMatchObject({ transactionStatus: 'Approved', order_status: 'payed' })
    expect(await paymentEventsOf(db, order.reference)).toHaveLength(1)
    // first_check asks the provider whatever the stored status; the same answer again is not stored again.
    expect(await check(order.reference, true)).toMatchObject({ transactionStatus: 'Approved', order_status: 'payed' })
    expect(await paymentEventsOf(db, order.reference)).toHaveLength(1)
  })

  it('follows the sandbox end to end: Decline sends a signed callback, then the check reports Declined', async () => {
    const order = await insertTestOrder(db)
    const declined = await sandboxPost('/pay/decision', await formFor(order), { decision: 'Declined' })
    const page = await declined.text()
    expect(page).toContain(`action="${SITE}/check-payment/${order.reference}"`)
    expect(page).not.toContain('serviceUrl')
    expect(await orderStatusOf(db, order.id)).toBe('payed_error')
    expect(await check(order.reference)).toMatchObject({ transactionStatus: 'Declined', order_status: 'payed_error' })
  })

  it('keeps polling a Pending payment until it is settled, and reports null when the provider knows no payment', async () => {
    const pending = await insertTestOrder(db)
    await sandboxPost('/pay/decision', await formFor(pending), { decision: 'Pending' })
    expect(await check(pending.reference)).toMatchObject({ transactionStatus: 'Pending', order_status: 'created' })

    // Antifraud settles it later: the provider calls back, and the next poll reports the approval.
    const settle = await fetch(`${SITE}/dev/wayforpay/transactions/${pending.reference}?decision=Approved`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(settle.status).toBe(303)
    expect(await orderStatusOf(db, pending.id)).toBe('payed')
    expect(await check(pending.reference)).toMatchObject({ transactionStatus: 'Approved', order_status: 'payed' })

    const unpaid = await insertTestOrder(db)
    expect(await check(unpaid.reference)).toEqual({
      orderReference: unpaid.reference,
      transactionStatus: null,
      order_status: 'created',
    })
  })

  it('answers 404 for an unknown reference, 409 for a cash order and 400 for a bad body', async () => {
    expect(
      (await post('/order/payment/callback/', { orderReference: 'no-such-order-reference', first_check: false }))
        .status,
    ).toBe(404)
    const cash = await insertTestOrder(db, { payType: 'cash' })
    expect((await post('/order/payment/callback/', { orderReference: cash.reference })).status).toBe(409)
    expect((await post('/order/payment/callback/', { first_check: false })).status).toBe(400)
    expect((await post('/order/payment/callback/', { orderReference: 'a b', first_check: false })).status).toBe(400)
  })
})

describe('the provider’s return to the store', () => {
  it('turns WayForPay’s POST to returnUrl into a GET of the check page', async () => {
    const res = await fetch(`${SITE}/check-payment/abc123`, {
      method: 'POST',
      body: new URLSearchParams({ transactionStatus: 'Approved' }),
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${SITE}/check-payment/abc123`)
  })
})

describe('configuration', () => {
  it('switches card payment off in production without a merchant secret: a 409 that names no secret, and no form', async () => {
    const prod = await createApiClient(PRODUCTION_ENV)
    try {
      const order = await insertTestOrder(db)
      const res = await prod.request('/api/v1/order/generate-wayforpay-url/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_data: { reference: order.reference } }),
      })
      expect(res.status).toBe(409)
      expect((await envelope(res)).message).not.toMatch(/WAYFORPAY|secret/i)
      const hook = await prod.request('/api/v1/order/payment/service-url/', {
        method: 'POST',
        body: JSON.stringify(callback(order)),
      })
      expect(hook.status).toBe(409)
      expect(await orderStatusOf(db, order.id)).toBe('created')
    } finally {
      await prod.dispose()
    }
  })

  it('signs with the configured merchant and posts to WayForPay itself in production', async () => {
    const prod = await createApiClient({
      ...PRODUCTION_ENV,
      WAYFORPAY_MERCHANT_ACCOUNT: 'beauty_pro',
      WAYFORPAY_MERCHANT_SECRET: 'prod-secret-value',
    })
    try {
      const order = await insertTestOrder(db)
      const res = await prod.request('/api/v1/order/generate-wayforpay-url/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_data: { reference: order.reference } }),
      })
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).not.toContain('prod-secret-value')
      const form = JSON.parse(text) as PurchaseForm
      expect(form).toMatchObject({
        url: 'https://secure.wayforpay.com/pay',
        merchantAccount: 'beauty_pro',
        merchantDomainName: 'beauty.example',
      })
      expect(form.returnUrl).toBe(`https://beauty.example/check-payment/${order.reference}`)
      expect(form.merchantSignature).toBe(purchaseSignature('prod-secret-value', form))
    } finally {
      await prod.dispose()
    }
  })

  it('reads the merchant settings once: test merchant and sandbox outside production, refusals named', () => {
    const bindings = {
      CATALOG_CACHE: {},
      MEDIA: {},
      APP_ENV: 'development',
      TURSO_DATABASE_URL: 'http://127.0.0.1:8089',
    }
    const dev = parseConfig({ ...bindings, SITE_URL: 'http://127.0.0.1:3602' })
    expect(dev.wayforpay).toEqual({
      merchantAccount: 'test_merch_n1',
      secret: TEST_MERCHANT.secret,
      merchantDomainName: '127.0.0.1',
      payUrl: 'http://127.0.0.1:3602/dev/wayforpay/pay',
      apiUrl: 'http://127.0.0.1:3602/dev/wayforpay/api',
    })
    expect(dev).not.toHaveProperty('WAYFORPAY_MERCHANT_SECRET')
    const half = parseConfig({
      ...bindings,
      SITE_URL: 'http://127.0.0.1:3602',
      WAYFORPAY_MERCHANT_ACCOUNT: 'beauty_pro',
    })
    expect(half.wayforpay).toBeNull()
    expect(half.wayforpayDisabledReason).toContain('WAYFORPAY_MERCHANT_SECRET')
    const prod = {
      ...bindings,
      ...PRODUCTION_ENV,
      WAYFORPAY_MERCHANT_ACCOUNT: 'beauty_pro',
      WAYFORPAY_MERCHANT_SECRET: 's3cret',
    }
    expect(parseConfig(prod).wayforpay).toMatchObject({
      payUrl: 'https://secure.wayforpay.com/pay',
      apiUrl: 'https://api.wayforpay.com/api',
    })
    const prodSandbox = parseConfig({ ...prod, WAYFORPAY_PAY_URL: 'https://beauty.example/dev/wayforpay/pay' })
    expect(prodSandbox.wayforpay).toBeNull()
    expect(prodSandbox.wayforpayDisabledReason).toContain('sandbox')
    expect(prodSandbox.wayforpayDisabledReason).not.toContain('s3cret')
  })

  it('does not serve the sandbox in production', async () => {
    const handler = createFetchHandler(() => new Response('not found page', { status: 404 }))
    const env = { ...client.env, ...PRODUCTION_ENV } as Env
    const res = await handler.fetch!(
      new Request('https://beauty.example/dev/wayforpay/pay', { method: 'POST' }) as Parameters<
        NonNullable<typeof handler.fetch>
      >[0],
      env,
      ctx,
    )
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('not found page')
  })
})
