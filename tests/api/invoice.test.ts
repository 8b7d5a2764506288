import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { invoiceSchema, invoiceSettingsSchema } from '../../app/contract/invoice'
import { orderQuoteSchema, orderSchema } from '../../app/contract/order'
import { createApiClient } from '../support/api-env'
import { kyivDate } from '../../app/domain/kyiv-time'
import { createTestPromo, createTestVariant, dbValue, type TestVariant, uniqueContact } from '../support/order-fixtures'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let staff: Record<string, string>
let variant: TestVariant
beforeAll(async () => {
  client = await createApiClient()
  customer = await bearerFor(client.env, 'customer@example.com')
  partner = await bearerFor(client.env, 'partner@example.com')
  staff = await bearerFor(client.env, 'staff@example.com')
  variant = await createTestVariant({ brandSlug: 'vellore', price: 700, wholesale: 500, stock: 50, stockOpt: 40 })
})
afterAll(async () => {
  // The settings are the store's: back to the defaults for the other suites.
  await send('PATCH', '/admin/settings/invoices', { hold_days: 5, vat_percent: 0 }, staff)
  client.dispose()
})

const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let serial = 0
function orderBody(payment: string) {
  const contact = uniqueContact()
  return {
    first_name: 'Олена',
    last_name: 'Коваль',
    phone: contact.phone,
    email: `invoice.${FILE_ID}.${serial++}@example.com`,
    deliveryType: 'curier',
    curier_info: { street: contact.street, house: '22', appartment: '5' },
    payment,
    cartItems: [{ id: variant.id, quantity: 2 }],
  }
}

async function invoiceOrder() {
  const res = await send('POST', '/order/orders/', orderBody('invoice'), partner)
  expect(res.status).toBe(201)
  return orderSchema.parse(await res.json())
}

async function refused(res: Response, status: number, code: string) {
  expect(res.status).toBe(status)
  const { error } = errorEnvelopeSchema.parse(await res.json())
  expect(error.code).toBe(code)
  return error
}

describe('payment by invoice at checkout', () => {
  it('is offered to an approved partner only', async () => {
    const quote = async (headers: Record<string, string>) =>
      orderQuoteSchema.parse(
        await (await send('POST', '/order/quote/', { cartItems: [{ id: variant.id, quantity: 1 }] }, headers)).json(),
      )
    expect((await quote(partner)).payments_offered).toContain('invoice')
    expect((await quote(customer)).payments_offered).not.toContain('invoice')
    expect((await quote({})).payments_offered).not.toContain('invoice')
  })

  it('places a partner’s order awaiting payment, holding its stock for the set days', async () => {
    const before = Date.now()
    const order = await invoiceOrder()
    // Two at the wholesale 500 and the courier's 150.
    expect(order).toMatchObject({ pay_type: 'invoice', status: 'created', total: 1150 })
    const hold = await dbValue('SELECT hold_until FROM orders WHERE id = ?', [order.id])
    expect(hold).toBeGreaterThanOrEqual(before + 5 * 86_400_000)
    expect(hold).toBeLessThanOrEqual(Date.now() + 5 * 86_400_000)

    // The buyer's email names the invoice, the sum and its day, and opens the invoice.
    const db = testDbClient()
    const { rows } = await db
      .execute({
        sql: `SELECT text FROM email_outbox WHERE kind = 'order_placed' AND text LIKE ? ORDER BY id DESC LIMIT 1`,
        args: [`%№ ${order.order_number}%`],
      })
      .finally(() => db.close())
    const text = String(rows[0]?.text)
    expect(text).toContain(`P-${order.order_number}`)
    expect(text).toContain(kyivDate(Number(hold)).split('-').reverse().join('.'))
    expect(text).toContain(`/invoice/${order.id}`)
  })

  it.each([
    ['a retail buyer', () => customer],
    ['an anonymous caller', () => ({})],
  ])('refuses %s choosing the invoice, writing nothing', async (_who, headers) => {
    const body = orderBody('invoice')
    const error = await refused(await send('POST', '/order/orders/', body, headers()), 403, 'not_allowed')
    expect(error.code).toBe('not_allowed')
    expect(await dbValue('SELECT count(*) FROM orders WHERE email = ?', [body.email])).toBe(0)
  })

  it('refuses switching an order to the invoice afterwards', async () => {
    const res = await send('POST', '/order/orders/', orderBody('cash'), customer)
    const order = orderSchema.parse(await res.json())
    const error = await refused(
      await send('PATCH', `/order/orders/${order.id}/`, { pay_type: 'invoice' }, customer),
      403,
      'not_allowed',
    )
    expect(error.code).toBe('not_allowed')
    expect(await dbValue('SELECT count(*) FROM orders WHERE id = ? AND pay_type = ?', [order.id, 'invoice'])).toBe(0)
  })
})

describe('the partner’s invoice', () => {
  it('answers its number, due date, the company’s requisites, lines and total to its owner', async () => {
    const order = await invoiceOrder()
    const res = await send('GET', `/order/orders/${order.id}/invoice/`, undefined, partner)
    expect(res.status).toBe(200)
    const invoice = invoiceSchema.parse(await res.json())
    expect(invoice).toMatchObject({
      number: `P-${order.order_number}`,
      paid: false,
      total: 1150,
      delivery_cost: 150,
      delivery_type: 'curier',
      vat_percent: 0,
      vat_amount: 0,
    })
    expect(invoice.buyer?.name).toBeTruthy()
    expect(invoice.lines).toEqual([
      expect.objectContaining({ code: variant.code, quantity: 2, unit_price: 500, total: 1000 }),
    ])
    expect(Date.parse(invoice.due_at!) - Date.parse(invoice.issued_at)).toBeGreaterThan(4 * 86_400_000)
  })

  it('says which units are on pre-order, which the hold does not reserve', async () => {
    const short = await createTestVariant({ brandSlug: 'vellore', price: 700, wholesale: 500, stock: 1, stockOpt: 1 })
    const res = await send(
      'POST',
      '/order/orders/',
      {
        ...orderBody('invoice'),
        cartItems: [
          { id: variant.id, quantity: 2 },
          { id: short.id, quantity: 3 },
        ],
      },
      partner,
    )
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    const invoice = invoiceSchema.parse(
      await (await send('GET', `/order/orders/${order.id}/invoice/`, undefined, partner)).json(),
    )
    const preorderOf = (code: string) => invoice.lines.find((l) => l.code === code)?.preorder_quantity
    expect(preorderOf(variant.code)).toBe(0)
    expect(preorderOf(short.code)).toBe(order.products.find((l) => l.code === short.code)?.preorder_quantity)
    expect(preorderOf(short.code)).toBeGreaterThan(0)
  })

  it('adds up with a promo: lines priced as sold, «Товари» their sum, goods + delivery the total (the staff’s copy too)', async () => {
    // Retail 700 less 40 % is 420, below the partner's 500: the promo lowers this partner's line.
    const code = await createTestPromo({ brandSlug: 'vellore', kind: 'percent', amount: 40 })
    const other = await createTestVariant({ brandSlug: 'rica', price: 300, wholesale: 200, stockOpt: 20 })
    const body = {
      ...orderBody('invoice'),
      promo_code: code,
      cartItems: [
        { id: variant.id, quantity: 2 },
        { id: other.id, quantity: 3 },
      ],
    }
    const res = await send('POST', '/order/orders/', body, partner)
    expect(res.status).toBe(201)
    const order = orderSchema.parse(await res.json())
    expect(order).toMatchObject({ goods_total: 1600, promo_discount: 160, delivery_cost: 150, total: 1590 })
    for (const [path, who] of [
      [`/order/orders/${order.id}/invoice/`, partner],
      [`/admin/orders/${order.id}/invoice/`, staff],
    ] as const) {
      const invoice = invoiceSchema.parse(await (await send('GET', path, undefined, who)).json())
      expect(invoice.lines.map((l) => [l.unit_price, l.quantity, l.total])).toEqual([
        [420, 2, 840],
        [200, 3, 600],
      ])
      for (const l of invoice.lines) expect(l.unit_price * l.quantity).toBe(l.total)
      const linesSum = invoice.lines.reduce((sum, l) => sum + l.total, 0)
      expect(invoice.goods_total).toBe(linesSum)
      expect(invoice.goods_total + invoice.delivery_cost).toBe(invoice.total)
      expect(invoice).toMatchObject({ goods_total: 1440, promo_included: 160, delivery_cost: 150, total: 1590 })
      expect(invoice.goods_total).toBe(order.goods_total - order.promo_discount)
    }
  })

  it('keeps the seller it was issued with, bank included, in the reader’s language', async () => {
    const order = await invoiceOrder()
    const read = async (language: string) =>
      invoiceSchema.parse(
        await (
          await send('GET', `/order/orders/${order.id}/invoice/`, undefined, {
            ...partner,
            'accept-language': language,
          })
        ).json(),
      )
    const [ua, en] = [await read('uk'), await read('en')]
    expect(ua.seller).toMatchObject({ kind: 'fop', iban: 'UA213223130000026007233566001', bank: 'АТ «Укрексімбанк»' })
    expect(en.seller).toMatchObject({ iban: 'UA213223130000026007233566001', bank: 'JSC Ukreximbank' })
    expect(en.seller?.name).not.toBe(ua.seller?.name)
  })

  it('answers someone else’s order, a forged id and an order paid another way as missing', async () => {
    const order = await invoiceOrder()
    await refused(await send('GET', `/order/orders/${order.id}/invoice/`, undefined, customer), 404, 'not_found')
    await refused(await send('GET', `/order/orders/${2 ** 31}/invoice/`, undefined, partner), 404, 'not_found')
    expect((await send('GET', `/order/orders/${order.id}/invoice/`, undefined, {})).status).toBe(401)
    const cash = orderSchema.parse(await (await send('POST', '/order/orders/', orderBody('cash'), partner)).json())
    await refused(await send('GET', `/order/orders/${cash.id}/invoice/`, undefined, partner), 404, 'not_found')
  })
})

describe('staff print the partner’s invoice', () => {
  it('is the document the partner has, as issued', async () => {
    const order = await invoiceOrder()
    const read = async (path: string, who: Record<string, string>) =>
      invoiceSchema.parse(await (await send('GET', path, undefined, who)).json())
    const mine = await read(`/order/orders/${order.id}/invoice/`, partner)
    const staffs = await read(`/admin/orders/${order.id}/invoice/`, staff)
    expect(staffs).toEqual(mine)
    expect(staffs.buyer?.name).toBeTruthy()
  })

  it('is refused to anyone but staff, and missing for an order paid another way or a forged id', async () => {
    const order = await invoiceOrder()
    await refused(await send('GET', `/admin/orders/${order.id}/invoice/`, undefined, partner), 403, 'not_allowed')
    expect((await send('GET', `/admin/orders/${order.id}/invoice/`, undefined, {})).status).toBe(401)
    const cash = orderSchema.parse(await (await send('POST', '/order/orders/', orderBody('cash'), partner)).json())
    await refused(await send('GET', `/admin/orders/${cash.id}/invoice/`, undefined, staff), 404, 'not_found')
    await refused(await send('GET', `/admin/orders/${2 ** 31}/invoice/`, undefined, staff), 404, 'not_found')
    await refused(await send('GET', `/admin/orders/x1/invoice/`, undefined, staff), 404, 'not_found')
  })
})

describe('staff mark an invoice paid', () => {
  it('pays the order like a card approval, once: receipt job, timeline, audit row, the buyer’s email', async () => {
    const order = await invoiceOrder()
    const res = await send('POST', `/admin/orders/${order.id}/invoice-paid/`, undefined, staff)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'payed', paid: 1150, owed: 0 })
    expect(
      await dbValue(
        'SELECT count(*) FROM orders WHERE id = ? AND status = ? AND paid_uah = 1150 AND hold_until IS NULL',
        [order.id, 'payed'],
      ),
    ).toBe(1)
    expect(await dbValue('SELECT count(*) FROM outbox_jobs WHERE key = ?', [`receipt:sale:${order.id}`])).toBe(1)
    expect(
      await dbValue(
        `SELECT count(*) FROM order_events WHERE order_id = ? AND kind = 'payment' AND to_status = 'payed'`,
        [order.id],
      ),
    ).toBe(1)
    expect(
      await dbValue(`SELECT count(*) FROM audit_log WHERE action = 'order.invoice_paid' AND entity_id = ?`, [
        String(order.id),
      ]),
    ).toBe(1)

    // A second click (or a second tab) records nothing more.
    const again = await refused(
      await send('POST', `/admin/orders/${order.id}/invoice-paid/`, undefined, staff),
      409,
      'conflict',
    )
    expect(again.message).toBe('Цей рахунок уже позначено оплаченим')
    const both = await Promise.all(
      [1, 2].map(() => send('POST', `/admin/orders/${order.id}/invoice-paid/`, undefined, staff)),
    )
    expect(both.map((r) => r.status)).toEqual([409, 409])
    expect(await dbValue('SELECT count(*) FROM outbox_jobs WHERE key = ?', [`receipt:sale:${order.id}`])).toBe(1)
    expect(await dbValue(`SELECT count(*) FROM order_events WHERE order_id = ? AND kind = 'payment'`, [order.id])).toBe(
      1,
    )
    const invoice = invoiceSchema.parse(
      await (await send('GET', `/order/orders/${order.id}/invoice/`, undefined, partner)).json(),
    )
    expect(invoice.paid).toBe(true)
  })

  it('records one payment when two staff click at once', async () => {
    const order = await invoiceOrder()
    const both = await Promise.all(
      [1, 2].map(() => send('POST', `/admin/orders/${order.id}/invoice-paid/`, undefined, staff)),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await dbValue('SELECT count(*) FROM outbox_jobs WHERE key = ?', [`receipt:sale:${order.id}`])).toBe(1)
  })

  it('refuses an order paid another way, a forged id, and anyone but staff', async () => {
    const cash = orderSchema.parse(await (await send('POST', '/order/orders/', orderBody('cash'), partner)).json())
    await refused(await send('POST', `/admin/orders/${cash.id}/invoice-paid/`, undefined, staff), 409, 'conflict')
    await refused(await send('POST', `/admin/orders/999999999/invoice-paid/`, undefined, staff), 404, 'not_found')
    const order = await invoiceOrder()
    await refused(await send('POST', `/admin/orders/${order.id}/invoice-paid/`, undefined, partner), 403, 'not_allowed')
    expect(await dbValue('SELECT count(*) FROM orders WHERE id = ? AND status = ?', [order.id, 'created'])).toBe(1)
  })
})

describe('invoice settings', () => {
  it('sets the hold period and the VAT line (audited), and refuses a period out of range', async () => {
    const kept = await invoiceOrder()
    const res = await send('PATCH', '/admin/settings/invoices', { hold_days: 10, vat_percent: 20 }, staff)
    expect(invoiceSettingsSchema.parse(await res.json())).toEqual({ hold_days: 10, vat_percent: 20 })
    expect(await dbValue(`SELECT count(*) FROM audit_log WHERE action = 'settings.invoice'`)).toBeGreaterThan(0)
    const before = Date.now()
    const order = await invoiceOrder()
    expect(await dbValue('SELECT hold_until FROM orders WHERE id = ?', [order.id])).toBeGreaterThanOrEqual(
      before + 10 * 86_400_000,
    )
    const invoice = invoiceSchema.parse(
      await (await send('GET', `/order/orders/${order.id}/invoice/`, undefined, partner)).json(),
    )
    expect(invoice).toMatchObject({ vat_percent: 20, vat_amount: 191.67 })
    // An invoice issued before the change keeps the VAT line it was issued with.
    const earlier = invoiceSchema.parse(
      await (await send('GET', `/order/orders/${kept.id}/invoice/`, undefined, partner)).json(),
    )
    expect(earlier).toMatchObject({ vat_percent: 0, vat_amount: 0 })
    for (const body of [
      { hold_days: 0, vat_percent: 0 },
      { hold_days: 31, vat_percent: 0 },
      { hold_days: 5, vat_percent: 13 },
    ])
      await refused(await send('PATCH', '/admin/settings/invoices', body, staff), 400, 'invalid_data')
    await refused(
      await send('PATCH', '/admin/settings/invoices', { hold_days: 5, vat_percent: 0 }, partner),
      403,
      'not_allowed',
    )
  })
})
