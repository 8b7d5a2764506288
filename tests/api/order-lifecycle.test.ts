import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../app/contract/admin-orders'
import { type Order, orderSchema } from '../../app/contract/order'
import { transactionSignature } from '../../worker/adapters/wayforpay/signature'
import { TEST_MERCHANT } from '../../worker/adapters/wayforpay/test-merchant'
import { parseConfig } from '../../worker/env'
import { createFetchHandler } from '../../worker/router'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'

/** Statuses per payment type, the open-order limits, the timeline with notes and the waybill, and bounded payment reports. */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const detailOf = async (id: number) => ok<AdminOrderDetail>(await api.get(`/admin/orders/${id}`))
const outbox = (to: string) =>
  sql<{ subject: string; text: string; kind: string }>(
    'SELECT subject, text, kind FROM email_outbox WHERE "to" = ? ORDER BY id',
    [to],
  )
const countOf = async (statement: string, args: (string | number)[]) =>
  Number(Object.values((await sql(statement, args))[0]!)[0])

let serial = 0
function orderBody(variantId: number, quantity: number, extra: Record<string, unknown> = {}) {
  serial++
  return {
    first_name: 'Ірина',
    last_name: 'Коваль',
    father_name: '',
    phone: `+38067${String(4_000_000 + serial).padStart(7, '0')}`,
    email: `lifecycle.${serial}@example.com`,
    deliveryType: 'curier',
    curier_info: { city: 'Київ', street: `вул. Лісова ${serial}`, house: '1', appartment: '' },
    np_info: { city: '', branch: '' },
    payment: 'cash',
    cartItems: [{ id: variantId, quantity }],
    ...extra,
  }
}
const place = (body: unknown) => api.post('/order/orders/', body, null)

describe('orders awaiting payment or confirmation, per phone and per address', () => {
  it('takes at most 3 open orders from one phone; the 4th is a 409 that writes nothing and takes no stock', async () => {
    const v = await insertVariant({ stock: 20, stockOpt: 0 })
    const phone = '+380931112200'
    const bodies = [1, 2, 3, 4].map(() => orderBody(v.variantId, 1, { phone }))
    const answers = []
    for (const body of bodies.slice(0, 3)) answers.push(await ok<Order>(await place(body), 201))
    const refused = await place(bodies[3])
    expect(refused.status).toBe(409)
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['open_orders'])
    expect(await countOf('SELECT count(*) FROM orders WHERE phone = ?', [phone])).toBe(3)
    expect(Number((await sql('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock)).toBe(17)

    // Staff confirming one frees its place.
    await ok(await api.post(`/admin/orders/${answers[0]!.id}/status`, { status: 'prepered' }))
    await ok(await place({ ...bodies[3], email: 'lifecycle.after@example.com' }), 201)
  })

  it('counts a courier address whatever phone orders to it, and holds under concurrent submits', async () => {
    const v = await insertVariant({ stock: 50, stockOpt: 0 })
    const address = { city: 'Київ', street: 'вул. Січових Стрільців', house: '7', appartment: '12' }
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => place(orderBody(v.variantId, 1, { curier_info: address }))),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409])
    expect(
      await countOf(`SELECT count(*) FROM orders WHERE courier_street = ? AND courier_house = '7'`, [address.street]),
    ).toBe(3)
    expect(Number((await sql('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock)).toBe(47)
    // The same street, another flat, is another address.
    await ok(await place(orderBody(v.variantId, 1, { curier_info: { ...address, appartment: '13' } })), 201)
  })

  it('a card order holds its stock until a deadline the buyer sees; 10,000 units of a variant leave its stock on sale', async () => {
    const v = await insertVariant({ stock: 5, stockOpt: 0 })
    const before = Date.now()
    const order = await ok<Order>(await place(orderBody(v.variantId, 10_000, { payment: 'card' })), 201)
    expect(order.products[0]!.preorder_quantity).toBe(10_000)
    expect(Number((await sql('SELECT stock FROM variants WHERE id = ?', [v.variantId]))[0]!.stock)).toBe(5)
    const until = Date.parse(order.pay_until!)
    expect(until).toBeGreaterThanOrEqual(before + 60 * 60_000)
    expect(until).toBeLessThan(Date.now() + 60 * 60_000 + 1_000)
    const cash = await ok<Order>(await place(orderBody(v.variantId, 1)), 201)
    expect(cash.pay_until).toBeNull()
  })
})

describe('statuses follow the order’s payment type', () => {
  it('never offers a cash order a payment status, and answers a disallowed move 409 with the allowed ones', async () => {
    const order = await insertOrder({ status: 'new', payType: 'cash' })
    expect((await detailOf(order.id)).allowed_transitions).toEqual(['prepered', 'declined'])
    for (const status of ['created', 'payed', 'payed_check', 'payed_error'] as const) {
      const res = await api.post(`/admin/orders/${order.id}/status`, { status })
      expect(res.status, status).toBe(409)
      expect((await errorOf(res)).fields).toEqual({ status: ['prepered', 'declined'] })
    }
    expect(await outbox(order.email)).toEqual([])
    expect((await sql('SELECT status FROM orders WHERE id = ?', [order.id]))[0]!.status).toBe('new')
  })

  it('leaves a card order’s payment to the provider, but lets staff resolve a payment check', async () => {
    const awaiting = await insertOrder({ status: 'created', payType: 'card' })
    expect((await api.post(`/admin/orders/${awaiting.id}/status`, { status: 'payed' })).status).toBe(409)
    const check = await insertOrder({ status: 'payed_check', payType: 'card' })
    expect((await detailOf(check.id)).allowed_transitions).toEqual(['payed', 'payed_error', 'declined'])
    const resolved = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${check.id}/status`, { status: 'payed', note: 'Checked with the bank' }),
    )
    expect(resolved.status).toBe('payed')
  })

  it('takes a delivered order back as returned, which is final', async () => {
    const order = await insertOrder({ status: 'delivred', payType: 'cash' })
    const returned = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${order.id}/status`, { status: 'returned', note: 'Wrong shade' }),
    )
    expect(returned).toMatchObject({ status: 'returned', allowed_transitions: [] })
    expect((await outbox(order.email)).map((m) => m.subject)).toEqual([`Замовлення № ${order.number}: повернене`])
  })
})

describe('the order’s timeline', () => {
  it('shows creation, status changes with who, internal and buyer notes, the waybill and the emails, in order', async () => {
    const v = await insertVariant({ stock: 5 })
    const placed = await ok<Order>(await place(orderBody(v.variantId, 1)), 201)
    const email = `lifecycle.${serial}@example.com`
    await ok(await api.post(`/admin/orders/${placed.id}/notes`, { text: 'Called: wants it before Friday' }))
    await ok(await api.post(`/admin/orders/${placed.id}/status`, { status: 'prepered', note: 'Packed twice, fragile' }))
    await ok(
      await api.post(`/admin/orders/${placed.id}/notes`, {
        text: 'Your parcel leaves tomorrow morning',
        for_buyer: true,
      }),
    )
    await ok(await api.post(`/admin/orders/${placed.id}/ttn`, { ttn: '20450000123456' }))
    const detail = await ok<AdminOrderDetail>(
      await api.post(`/admin/orders/${placed.id}/status`, { status: 'at_delivry' }),
    )

    expect(detail.ttn).toBe('20450000123456')
    const timeline = detail.timeline.map((e) => [e.kind, e.to_status, e.actor_email, e.note, e.for_buyer])
    expect(timeline).toEqual([
      ['created', 'new', null, '', false],
      ['email', null, null, expect.stringContaining(`order_placed → ${email}`), false],
      ['note', null, 'staff@example.com', 'Called: wants it before Friday', false],
      ['status', 'prepered', 'staff@example.com', 'Packed twice, fragile', false],
      ['email', null, null, expect.stringContaining('order_status'), false],
      ['note', null, 'staff@example.com', 'Your parcel leaves tomorrow morning', true],
      ['ttn', null, 'staff@example.com', '20450000123456', true],
      ['status', 'at_delivry', 'staff@example.com', '', false],
      ['email', null, null, expect.stringContaining('order_status'), false],
    ])
    expect(detail.timeline.map((e) => e.at)).toEqual([...detail.timeline.map((e) => e.at)].sort())

    // Internal notes stay internal; the buyer sees their note and the waybill, in the profile answer and the email.
    const mails = await outbox(email)
    expect(mails.map((m) => m.text).join('\n')).not.toContain('Packed twice')
    expect(mails.at(-1)!.text).toContain('20450000123456')
    const buyer = orderSchema.parse(await ok(await api.get(`/order/orders/by-reference/${placed.reference}/`, null)))
    expect(buyer.ttn).toBe('20450000123456')
    expect(buyer.notes.map((n) => n.text)).toEqual(['Your parcel leaves tomorrow morning'])
  })

  it('refuses a bad note or waybill with 400 and writes nothing', async () => {
    const order = await insertOrder({ status: 'new' })
    for (const [path, body] of [
      ['notes', { text: '' }],
      ['notes', { text: 'x'.repeat(501) }],
      ['notes', { text: 'ok', for_buyer: 'yes' }],
      ['ttn', { ttn: '<script>' }],
      ['ttn', { ttn: '1'.repeat(41) }],
    ] as const) {
      const res = await api.post(`/admin/orders/${order.id}/${path}`, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(JSON.stringify(await res.json())).not.toContain('<script>')
    }
    expect((await api.post(`/admin/orders/999999999/notes`, { text: 'ghost' })).status).toBe(404)
    expect((await api.post(`/admin/orders/${order.id}/notes`, { text: 'hi' }, 'customer')).status).toBe(403)
    expect(await countOf('SELECT count(*) FROM order_events WHERE order_id = ?', [order.id])).toBe(0)
  })
})

describe('payment reports are bounded', () => {
  const callbackFor = (reference: string, overrides: Record<string, unknown> = {}) => {
    const body = {
      merchantAccount: TEST_MERCHANT.account,
      orderReference: reference,
      amount: 500,
      currency: 'UAH',
      authCode: '1',
      cardPan: '41****1111',
      transactionStatus: 'Declined',
      reasonCode: 1101,
      ...overrides,
    }
    return { ...body, merchantSignature: transactionSignature(TEST_MERCHANT.secret, body) }
  }
  const eventsOf = (reference: string) =>
    countOf('SELECT count(*) FROM payment_events WHERE order_reference = ?', [reference])

  it('refuses a body above 16 KB before storing anything', async () => {
    const order = await insertOrder({ status: 'created', payType: 'card' })
    const huge = { ...callbackFor(order.reference), padding: 'x'.repeat(9 * 1024 * 1024) }
    const res = await api.post('/order/payment/service-url/', huge, null)
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('too_large')
    const poll = await api.post(
      '/order/payment/callback/',
      { orderReference: order.reference, padding: 'x'.repeat(20_000) },
      null,
    )
    expect(poll.status).toBe(413)
    expect(await eventsOf(order.reference)).toBe(0)
    expect((await sql('SELECT status FROM orders WHERE id = ?', [order.id]))[0]!.status).toBe('created')
  })

  it('does not keep reports about no order of ours', async () => {
    const ghost = 'no-such-order-0000000000000000000'
    expect((await api.post('/order/payment/service-url/', callbackFor(ghost), null)).status).toBe(404)
    expect(await eventsOf(ghost)).toBe(0)
  })

  it(
    'limits reports per order to 30 a minute; the rest are 429, and forged ones are never stored',
    { timeout: RATE_WINDOW_TEST_TIMEOUT },
    async () => {
      const order = await insertOrder({ status: 'created', payType: 'card' })
      await atStartOfRateWindow()
      const forged = { ...callbackFor(order.reference), merchantSignature: 'f'.repeat(32) }
      const statuses = []
      for (let i = 0; i < 32; i++) statuses.push((await api.post('/order/payment/service-url/', forged, null)).status)
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400))
      expect(statuses.slice(30)).toEqual([429, 429])
      expect(await eventsOf(order.reference)).toBe(0)
      // Another order's reports are counted apart.
      const other = await insertOrder({ status: 'created', payType: 'card' })
      expect((await api.post('/order/payment/service-url/', callbackFor(other.reference), null)).status).toBe(200)
      expect((await sql('SELECT status FROM orders WHERE id = ?', [other.id]))[0]!.status).toBe('payed_error')
    },
  )
})

describe('the hold’s configuration', () => {
  const base = {
    APP_ENV: 'test',
    CATALOG_CACHE: {},
    MEDIA: {},
    TURSO_DATABASE_URL: 'http://127.0.0.1:1',
    SITE_URL: 'http://store.test',
  }

  it('defaults to 60 minutes and refuses a value that is not 5 minutes to a day, naming it', () => {
    expect(parseConfig(base).ORDER_HOLD_MINUTES).toBe(60)
    expect(parseConfig({ ...base, ORDER_HOLD_MINUTES: '15' }).ORDER_HOLD_MINUTES).toBe(15)
    for (const bad of ['2', 'soon', '100000'])
      expect(() => parseConfig({ ...base, ORDER_HOLD_MINUTES: bad }), bad).toThrow(/ORDER_HOLD_MINUTES/)
  })

  it('stops the scheduled job, naming what is missing, when production lacks a secret', async () => {
    const handler = createFetchHandler(() => new Response('page'))
    const env = { ...base, APP_ENV: 'production', CONTENT_SOURCE: 'lake' } as unknown as Env
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext
    await expect(
      handler.scheduled!({ cron: '* * * * *', scheduledTime: Date.now(), noRetry: () => {} }, env, ctx),
    ).rejects.toThrow(/TURSO_AUTH_TOKEN/)
  })
})
