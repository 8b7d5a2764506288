import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decode } from '../../app/domain/admin-message'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { orderQuoteSchema } from '../../app/contract/order'
import { quickOrderAnswerSchema } from '../../app/contract/quick-order'
import { wholesaleSettingsSchema } from '../../app/contract/wholesale'
import { createApiClient } from '../support/api-env'
import { ownDatabase } from '../support/own-db'
import { FILE_ID } from '../support/file-id'

/**
 * Partners buying at wholesale prices are held to the store's minimum order total and to each
 * variant's pack; retail buyers to neither. This file has its own copy of the database: the
 * minimum is store-wide and would refuse other files' partner orders meanwhile.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>
let client: Awaited<ReturnType<typeof createApiClient>>
let customer: Record<string, string>
let partner: Record<string, string>
let staff: Record<string, string>
/** 500 UAH wholesale, 800 retail, sold to partners by 6. */
let packed: { id: number; code: string }
let serial = 0

beforeAll(async () => {
  db = await ownDatabase()
  client = await createApiClient({ TURSO_DATABASE_URL: db.url })
  customer = await db.bearer(client.env, 'customer@example.com')
  partner = await db.bearer(client.env, 'partner@example.com')
  staff = await db.bearer(client.env, 'staff@example.com')
  const { rows } = await db.execute(`SELECT p.id FROM products p WHERE p.is_active = 1 ORDER BY p.id LIMIT 1`)
  const code = `T-PACK-${FILE_ID}`
  const inserted = await db.execute(
    `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt, pack_size, sort_order)
     VALUES (?, ?, '50 мл', '50 ml', 800, 500, 100, 100, 6, 1000)`,
    [Number(rows[0]!.id), code],
  )
  packed = { id: Number(inserted.lastInsertRowid), code }
  const saved = await send('PATCH', '/admin/settings/wholesale', { minimum_total: 3000 }, staff)
  expect(wholesaleSettingsSchema.parse(await saved.json())).toEqual({ minimum_total: 3000 })
})
afterAll(async () => {
  client.dispose()
  await db.close()
})

const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  client.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const quote = (quantity: number, headers: Record<string, string>) =>
  send('POST', '/order/quote/', { cartItems: [{ id: packed.id, quantity }] }, headers)
const order = (quantity: number, headers: Record<string, string>) =>
  send(
    'POST',
    '/order/orders/',
    {
      first_name: 'Олена',
      last_name: 'Коваль',
      phone: `+38067${String(4_000_000 + FILE_ID * 10 + serial).slice(-7)}`,
      email: `wholesale.${FILE_ID}.${serial++}@example.com`,
      deliveryType: 'curier',
      curier_info: { street: `Пакетна ${serial}`, house: '1', appartment: '2' },
      payment: 'cash',
      cartItems: [{ id: packed.id, quantity }],
    },
    headers,
  )
const ordersCount = async () => Number((await db.execute('SELECT count(*) AS n FROM orders')).rows[0]!.n)

async function refusal(res: Response) {
  expect(res.status).toBe(400)
  const text = await res.text()
  const { error } = errorEnvelopeSchema.parse(JSON.parse(text))
  expect(error.code).toBe('invalid_data')
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k, decode(v[0]!)]))
}

describe('the wholesale minimum and packs', () => {
  it('hold a retail buyer to neither: any quantity, any total, quoted and ordered', async () => {
    expect((await quote(5, customer)).status).toBe(200)
    const res = await order(1, customer)
    expect(res.status).toBe(201)
  })

  it('refuse a partner’s quote below the minimum, naming the minimum and what is missing', async () => {
    // 5 × 500 = 2 500: 500 short of the minimum, and not a whole pack of 6.
    expect(await refusal(await quote(5, partner))).toEqual({
      'cartItems.0.quantity': { code: 'pack_multiple', params: { pack: '6' } },
      goods_total: { code: 'wholesale_minimum', params: { minimum: '3000', short: '500' } },
    })
  })

  it('refuse a partner’s quantity off the pack even above the minimum', async () => {
    expect(await refusal(await quote(7, partner))).toEqual({
      'cartItems.0.quantity': { code: 'pack_multiple', params: { pack: '6' } },
    })
  })

  it('quote whole packs at the minimum, with the pack and the minimum for the cart to explain', async () => {
    const res = await quote(6, partner)
    expect(res.status).toBe(200)
    const answer = orderQuoteSchema.parse(await res.json())
    expect(answer).toMatchObject({ goods_total: 3000, minimum_total: 3000 })
    expect(answer.lines[0]).toMatchObject({ quantity: 6, pack_size: 6 })
    const retail = orderQuoteSchema.parse(await (await quote(6, customer)).json())
    expect(retail).toMatchObject({ minimum_total: 0 })
    expect(retail.lines[0]).toMatchObject({ pack_size: 1 })
  })

  it('refuse a forged order straight to POST /order/orders below the minimum or off the pack, writing nothing', async () => {
    const before = await ordersCount()
    expect(await refusal(await order(4, partner))).toMatchObject({
      goods_total: { code: 'wholesale_minimum', params: { short: '1000' } },
    })
    expect(Object.keys(await refusal(await order(13, partner)))).toEqual(['cartItems.0.quantity'])
    expect(await ordersCount()).toBe(before)
    expect((await order(12, partner)).status).toBe(201)
    expect(await ordersCount()).toBe(before + 1)
  })

  it('round a quick order up to whole packs and say what was asked', async () => {
    const res = await send('POST', '/quick-order/price/', { lines: [{ code: packed.code, quantity: 5 }] }, partner)
    const answer = quickOrderAnswerSchema.parse(await res.json())
    expect(answer.lines[0]).toMatchObject({ found: true, quantity: 6, pack_size: 6, rounded_from: 5, total: 3000 })
    expect(answer.minimum_total).toBe(3000)
  })

  it('are set by staff only, within range', async () => {
    for (const who of [customer, partner, {}]) {
      const res = await send('PATCH', '/admin/settings/wholesale', { minimum_total: 0 }, who)
      expect([401, 403]).toContain(res.status)
    }
    const bad = await send('PATCH', '/admin/settings/wholesale', { minimum_total: -1 }, staff)
    expect(bad.status).toBe(400)
    const got = await send('GET', '/admin/settings/wholesale', undefined, staff)
    expect(wholesaleSettingsSchema.parse(await got.json())).toEqual({ minimum_total: 3000 })
  })
})
