import { readSheet } from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from '../../app/contract/admin-common'
import type { AdminOrderDetail, AdminOrderRow } from '../../app/contract/admin-orders'
import { adminApi, createAdminClient, errorOf, insertOrder, insertVariant, ok, sql } from '../support/admin'
import { uniqueContact } from '../support/order-fixtures'

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
const outbox = (to: string) =>
  sql<{ subject: string; text: string; locale: string; kind: string }>(
    'SELECT subject, text, locale, kind FROM email_outbox WHERE "to" = ? ORDER BY id',
    [to],
  )

describe('orders list', () => {
  it('filters by status, payment, delivery and searches by number, phone or email', async () => {
    const order = await insertOrder({
      status: 'payed',
      payType: 'card',
      deliveryType: 'curier',
      phone: '+380671231122',
    })
    const byNumber = await ok<Page<AdminOrderRow>>(await api.get(`/admin/orders?q=${order.number.toLowerCase()}`))
    expect(byNumber.results.map((o) => o.id)).toEqual([order.id])
    const byPhone = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?q=067 123 11 22'))
    expect(byPhone.results.map((o) => o.id)).toContain(order.id)
    const byEmail = await ok<Page<AdminOrderRow>>(
      await api.get(`/admin/orders?q=${encodeURIComponent(order.email.toUpperCase())}`),
    )
    expect(byEmail.results.map((o) => o.id)).toEqual([order.id])

    const filtered = await ok<Page<AdminOrderRow>>(
      await api.get('/admin/orders?status=payed&pay_type=card&delivery_type=curier&limit=100'),
    )
    expect(filtered.results.map((o) => o.id)).toContain(order.id)
    expect(
      filtered.results.every((o) => o.status === 'payed' && o.pay_type === 'card' && o.delivery_type === 'curier'),
    ).toBe(true)
    const other = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?status=new&limit=100'))
    expect(other.results.map((o) => o.id)).not.toContain(order.id)
  })

  it('filters by Kyiv calendar day, sorts and pages on the server', async () => {
    // 23:30 UTC on 14 Jan 2026 is already 15 Jan in Kyiv.
    const late = await insertOrder({ createdAt: Date.UTC(2026, 0, 14, 23, 30), email: `day.${Date.now()}@example.com` })
    const day = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?from=2026-01-15&to=2026-01-15&limit=100'))
    expect(day.results.map((o) => o.id)).toContain(late.id)
    const before = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?to=2026-01-14&limit=100'))
    expect(before.results.map((o) => o.id)).not.toContain(late.id)

    const asc = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?sort=total&dir=asc&limit=100'))
    const totals = asc.results.map((o) => o.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const p1 = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?limit=1&page=1'))
    const p2 = await ok<Page<AdminOrderRow>>(await api.get('/admin/orders?limit=1&page=2'))
    expect(p1.count).toBeGreaterThan(1)
    expect(p1.results[0]!.id).not.toBe(p2.results[0]!.id)
    expect((await api.get('/admin/orders?status=lost')).status).toBe(400)
    expect((await api.get('/admin/orders?from=15.01.2026')).status).toBe(400)
  })

  it('exports the filtered orders as an Excel workbook: Kyiv time, words for statuses, delivery, money and one row per line', async () => {
    const v = await insertVariant({ price: 389 })
    const w = await insertVariant({ price: 120 })
    const order = await insertOrder({
      status: 'at_delivry',
      payType: 'card',
      createdAt: Date.UTC(2026, 0, 15, 22, 30),
      lines: [
        { variantId: v.variantId, quantity: 2, takenStock: 2, price: 389 },
        { variantId: w.variantId, quantity: 1, takenStock: 1, price: 120 },
      ],
    })
    await sql('UPDATE orders SET paid_uah = 898, refunded_uah = 100, ttn = ?, delivery_cost_uah = 70 WHERE id = ?', [
      '20450000111222',
      order.id,
    ])
    const res = await api.ua.get(`/admin/orders/export.xlsx?q=${order.number}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers.get('content-disposition')).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"/)
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    const [header, first, second] = rows
    expect(header).toEqual([
      'Номер',
      'Дата (Київ)',
      'Статус',
      'Стан оплати',
      'Оплата',
      'Доставка',
      'Місто',
      'Відділення або адреса',
      'ТТН',
      'Покупець',
      'Телефон',
      'Email',
      'Промокод',
      'Знижка (грн)',
      'Доставка (грн)',
      'Сума замовлення (грн)',
      'Оплачено (грн)',
      'Повернено (грн)',
      'Опт',
      'Артикул',
      'Товар',
      'Кількість',
      'Ціна (грн)',
      'Сума рядка (грн)',
    ])
    expect(rows).toHaveLength(3)
    const cell = (row: unknown[] | undefined, name: string) => row![header!.indexOf(name)]
    expect(cell(first, 'Номер')).toBe(order.number)
    // 22:30 UTC on 15 January is 00:30 on the 16th in Kyiv; the cell holds the wall clock.
    // (Excel keeps a date as a fraction of days: read back, it is within a millisecond.)
    const at = (cell(first, 'Дата (Київ)') as Date).getTime()
    expect(new Date(Math.round(at / 60_000) * 60_000).toISOString()).toBe('2026-01-16T00:30:00.000Z')
    expect(cell(first, 'Статус')).toBe('Передане в доставку')
    expect(cell(first, 'Стан оплати')).toBe('Частково повернено')
    expect(cell(first, 'Оплата')).toBe('Картка')
    expect(cell(first, 'Місто')).toBe('Київ')
    expect(cell(first, 'Відділення або адреса')).toBe('Відділення №1')
    expect(cell(first, 'ТТН')).toBe('20450000111222')
    expect(cell(first, 'Оплачено (грн)')).toBe(898)
    expect(cell(first, 'Повернено (грн)')).toBe(100)
    expect(cell(first, 'Сума замовлення (грн)')).toBe(898)
    expect(cell(first, 'Артикул')).toBe(v.code)
    expect(cell(first, 'Кількість')).toBe(2)
    expect(cell(first, 'Сума рядка (грн)')).toBe(778)
    expect(cell(second, 'Артикул')).toBe(w.code)
    expect(cell(second, 'Номер')).toBe(order.number)

    const en = await readSheet(
      Buffer.from(await (await api.get(`/admin/orders/export.xlsx?q=${order.number}`)).arrayBuffer()),
    )
    expect(en[0]!.slice(0, 4)).toEqual(['Number', 'Date (Kyiv)', 'Status', 'Payment state'])
    expect(en[1]![3]).toBe('Partly refunded')
    expect((await api.get('/admin/orders/export.xlsx?status=lost')).status).toBe(400)
  })
})

describe('order detail and lifecycle', () => {
  it('shows lines, customer, delivery, payment events and the allowed moves', async () => {
    const v = await insertVariant()
    const order = await insertOrder({
      status: 'created',
      payType: 'card',
      lines: [{ variantId: v.variantId, quantity: 2, takenStock: 2 }],
    })
    await sql(
      `INSERT INTO payment_events (order_id, order_reference, source, transaction_status, signature_valid, payload) VALUES (?, ?, 'callback', 'Pending', 1, '{"transactionStatus":"Pending"}')`,
      [order.id, order.reference],
    )
    const detail = await ok<AdminOrderDetail>(await api.get(`/admin/orders/${order.id}`))
    expect(detail).toMatchObject({
      number: order.number,
      status: 'created',
      first_name: 'Олена',
      delivery: { np_city: 'Київ' },
    })
    expect(detail.lines).toEqual([expect.objectContaining({ code: v.code, quantity: 2, unit_price: 500, total: 1000 })])
    expect(detail.payments).toEqual([
      expect.objectContaining({ source: 'callback', transaction_status: 'Pending', signature_valid: true }),
    ])
    // Payment statuses of a card order come from the provider: staff can only decline it.
    expect(detail.allowed_transitions).toEqual(['declined'])
    expect((await api.get('/admin/orders/999999999')).status).toBe(404)
  })

  it('moves an order through prepered → at_delivry → delivred, emailing the customer each time in their language', async () => {
    const order = await insertOrder({ status: 'new', locale: 'en' })
    await sql('UPDATE orders SET ttn = ? WHERE id = ?', ['20450000333444', order.id])
    for (const status of ['prepered', 'at_delivry', 'delivred'] as const) {
      const detail = await ok<AdminOrderDetail>(await api.post(`/admin/orders/${order.id}/status`, { status }))
      expect(detail.status).toBe(status)
    }
    const mails = await outbox(order.email)
    expect(mails.map((m) => m.kind)).toEqual(['order_status', 'order_status', 'order_status'])
    expect(mails.every((m) => m.locale === 'en')).toBe(true)
    expect(mails[2]!.subject).toBe(`Order No. ${order.number}: delivered`)
    // The waybill comes with the carrier's tracking page.
    expect(mails[1]!.text).toContain('Waybill number (TTN): 20450000333444')
    expect(mails[1]!.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000333444')

    const detail = await ok<AdminOrderDetail>(await api.get(`/admin/orders/${order.id}`))
    expect(detail.history.map((h) => [h.before, h.after, h.actor_email])).toEqual([
      [{ status: 'new' }, { status: 'prepered' }, 'staff@example.com'],
      [{ status: 'prepered' }, { status: 'at_delivry' }, 'staff@example.com'],
      [{ status: 'at_delivry' }, { status: 'delivred' }, 'staff@example.com'],
    ])
    expect(detail.allowed_transitions).toEqual(['returned'])
  })

  it('answers 409 to an illegal move and changes nothing', async () => {
    const order = await insertOrder({ status: 'new' })
    const res = await api.post(`/admin/orders/${order.id}/status`, { status: 'delivred' })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('conflict')
    expect((await sql('SELECT status FROM orders WHERE id = ?', [order.id]))[0]!.status).toBe('new')
    expect(await outbox(order.email)).toEqual([])
    expect((await api.post(`/admin/orders/${order.id}/status`, { status: 'shipped' })).status).toBe(400)
  })

  it('returns the taken retail and wholesale stock and the promo use when an order is declined, once', async () => {
    const a = await insertVariant({ stock: 3, stockOpt: 1 })
    const b = await insertVariant({ stock: 0, stockOpt: 0 })
    const order = await insertOrder({
      status: 'prepered',
      lines: [
        { variantId: a.variantId, quantity: 4, takenStock: 2, takenStockOpt: 2 },
        { variantId: b.variantId, quantity: 5, takenStock: 0 },
      ],
    })
    const [promo] = await sql<{ id: number; used_count: number }>(
      `SELECT id, used_count FROM promo_codes WHERE code = 'SPRING10'`,
    )
    await sql('UPDATE orders SET promo_code_id = ? WHERE id = ?', [Number(promo!.id), order.id])
    await ok(
      await api.post(`/admin/orders/${order.id}/status`, {
        status: 'declined',
        note: 'Out of stock at the supplier',
        note_for_buyer: true,
      }),
    )
    expect(await stockOf(a.variantId)).toEqual({ stock: 5, stock_opt: 3 })
    expect((await sql('SELECT used_count FROM promo_codes WHERE id = ?', [Number(promo!.id)]))[0]!.used_count).toBe(
      Number(promo!.used_count) - 1,
    )
    expect(await stockOf(b.variantId)).toEqual({ stock: 0, stock_opt: 0 })
    const [mail] = await outbox(order.email)
    expect(mail!.subject).toBe(`Замовлення № ${order.number}: скасоване`)
    expect(mail!.text).toContain('Out of stock at the supplier')

    expect((await api.post(`/admin/orders/${order.id}/status`, { status: 'declined' })).status).toBe(409)
    expect(await stockOf(a.variantId)).toEqual({ stock: 5, stock_opt: 3 })
  })

  it('moves a product’s listing price to the size its card starts on when an order takes the last unit, and back on a decline', async () => {
    // The first size, cheaper, has one unit; the second is in stock. A price sort reads the card's price.
    const first = await insertVariant({ price: 200, stock: 1, stockOpt: 0 })
    await sql(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, stock, stock_opt, sort_order) VALUES (?, ?, '100 мл', '100 ml', 300, 5, 0, 1)`,
      [first.productId, `${first.code}-L`],
    )
    const listed = async () =>
      Number((await sql('SELECT min_price_uah FROM products WHERE id = ?', [first.productId]))[0]!.min_price_uah)
    expect(await listed()).toBe(200)
    const contact = uniqueContact()
    const placed = await client.request('/api/v1/order/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Олена',
        last_name: 'Коваль',
        phone: contact.phone,
        deliveryType: 'curier',
        curier_info: { street: contact.street, house: '3', appartment: '1' },
        payment: 'cash',
        cartItems: [{ id: first.variantId, quantity: 1 }],
      }),
    })
    expect(placed.status).toBe(201)
    expect(await listed()).toBe(300)
    const { id } = (await placed.json()) as { id: number }
    await ok(await api.post(`/admin/orders/${id}/status`, { status: 'declined' }))
    expect(await listed()).toBe(200)
  })

  it('lets only one of two simultaneous declines return the stock', async () => {
    const v = await insertVariant({ stock: 0, stockOpt: 0 })
    const order = await insertOrder({ status: 'new', lines: [{ variantId: v.variantId, quantity: 3, takenStock: 3 }] })
    const results = await Promise.all(
      [1, 2].map(() => api.post(`/admin/orders/${order.id}/status`, { status: 'declined' })),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await stockOf(v.variantId)).stock).toBe(3)
  })
})
