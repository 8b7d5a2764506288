import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { STOCK_GENERATION_KEY } from '../../worker/services/cache'
import { createApiClient } from '../support/api-env'
import { uniqueContact } from '../support/order-fixtures'
import { ownDatabase } from '../support/own-db'
import { FILE_ID } from '../support/file-id'

/**
 * A product's listing price is its first available variant's (kept by triggers), and a listing's
 * answer is kept in KV for an hour. An order that takes a variant's last unit moves the stock
 * generation the kept card lists are keyed by, so the next read has the new price and order; an
 * order that leaves every variant available moves nothing. This file has its own copy of the
 * database: its brand's listing must hold only its own products.
 */
let db: Awaited<ReturnType<typeof ownDatabase>>
let client: Awaited<ReturnType<typeof createApiClient>>
let brandId: number
const ids = { first: 0, second: 0, lastUnit: 0, bigger: 0, other: 0 }

beforeAll(async () => {
  db = await ownDatabase()
  client = await createApiClient({ TURSO_DATABASE_URL: db.url })
  const tag = `${FILE_ID}`
  brandId = Number(
    (await db.execute('INSERT INTO brands (slug, name) VALUES (?, ?)', [`flip-${tag}`, `Flip ${tag}`])).lastInsertRowid,
  )
  const category = Number(
    (await db.execute('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1')).rows[0]!.id,
  )
  const product = async (name: string) =>
    Number(
      (
        await db.execute(
          'INSERT INTO products (slug, brand_id, category_id, name_ua, name_en, min_price_uah, min_wholesale_price_uah) VALUES (?, ?, ?, ?, ?, 0, 0)',
          [`flip-${name}-${tag}`, brandId, category, `Флип ${name}`, `Flip ${name}`],
        )
      ).lastInsertRowid,
    )
  const variant = async (productId: number, sortOrder: number, price: number, stock: number) =>
    Number(
      (
        await db.execute(
          `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt, sort_order)
          VALUES (?, ?, '50 мл', '50 ml', ?, 0, ?, 0, ?)`,
          [productId, `FLIP-${tag}-${productId}-${sortOrder}`, price, stock, sortOrder],
        )
      ).lastInsertRowid,
    )
  // The first card starts on its one-unit 50 ml at 400 UAH; the 100 ml behind it costs 900. The second card: 600.
  ids.first = await product('first')
  ids.lastUnit = await variant(ids.first, 1, 400, 1)
  ids.bigger = await variant(ids.first, 2, 900, 5)
  ids.second = await product('second')
  ids.other = await variant(ids.second, 1, 600, 5)
})
afterAll(async () => {
  await client.dispose()
  await db.close()
})

const generation = () => client.env.CATALOG_CACHE.get(STOCK_GENERATION_KEY)
async function cheapestFirst() {
  const res = await client.request(`/api/v1/shop/products/category-products/?brand_ids=${brandId}&sort=price_asc`)
  expect(res.status).toBe(200)
  return categoryProductsResponseSchema.parse(await res.json()).results
}
const contact = uniqueContact()
async function order(variantId: number, bearer: Record<string, string> = {}) {
  const res = await client.request('/api/v1/order/orders/', {
    method: 'POST',
    headers: { ...bearer, 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Олена',
      last_name: 'Коваль',
      father_name: '',
      phone: contact.phone,
      email: `listing-flip.${FILE_ID}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
      np_info: { city: '', branch: '' },
      payment: 'cash',
      cartItems: [{ id: variantId, quantity: 1 }],
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
}
const keptListings = async () =>
  (await client.env.CATALOG_CACHE.list({ prefix: 'v5:listings:' })).keys.filter((k) =>
    k.name.includes(`brand_ids=${brandId}`),
  )

describe('a kept listing after an order', () => {
  it('keeps its answer while every variant stays available, and reads afresh once the shown variant sold out', async () => {
    const before = await cheapestFirst()
    expect(before.map((p) => p.id)).toEqual([ids.first, ids.second])
    expect(await keptListings()).toHaveLength(1)
    const unmoved = await generation()

    // A unit of the second card's variant: four are left, nothing a card shows changes.
    await order(ids.other)
    expect(await generation(), 'no variant ran out: the kept lists stay').toBe(unmoved)
    expect((await cheapestFirst()).map((p) => p.id)).toEqual([ids.first, ids.second])
    expect(await keptListings()).toHaveLength(1)

    // The last 50 ml: the first card now starts on the 100 ml at 900 and sorts after the second.
    await order(ids.lastUnit)
    expect(await generation(), 'the shown variant ran out: the kept lists are left behind').not.toBe(unmoved)
    const after = await cheapestFirst()
    expect(after.map((p) => p.id)).toEqual([ids.second, ids.first])
    const first = after.find((p) => p.id === ids.first)!
    expect(first.variants.find((v) => v.id === ids.lastUnit)).toMatchObject({ stock: 0 })
    // The new answer is kept under the new generation.
    expect(await keptListings()).toHaveLength(2)
  })

  it('a decline that puts the last unit back moves the generation again', async () => {
    const moved = await generation()
    const { rows } = await db.execute('SELECT order_id FROM order_lines WHERE variant_id = ?', [ids.lastUnit])
    const staff = await db.bearer(client.env, 'staff@example.com')
    const res = await client.request(`/api/v1/admin/orders/${Number(rows[0]!.order_id)}/status`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'declined' }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await generation()).not.toBe(moved)
    expect((await cheapestFirst()).map((p) => p.id)).toEqual([ids.first, ids.second])
  })

  it("a partner's order of the last wholesale unit moves it too: partners' cards start on another variant", async () => {
    const { rows } = await db.execute(
      `INSERT INTO variants (product_id, code, value_ua, value_en, price_uah, wholesale_price_uah, stock, stock_opt, sort_order)
        VALUES (?, ?, '30 мл', '30 ml', 700, 350, 5, 1, 0) RETURNING id`,
      [ids.second, `FLIP-${FILE_ID}-wholesale`],
    )
    const variantId = Number(rows[0]!.id)
    const partner = await db.bearer(client.env, 'partner@example.com')
    const before = await generation()
    await order(variantId, partner)
    const left = await db.execute('SELECT stock, stock_opt FROM variants WHERE id = ?', [variantId])
    expect(left.rows[0]).toMatchObject({ stock: 5, stock_opt: 0 })
    expect(await generation(), 'a partner now sees the 30 ml as pre-order').not.toBe(before)
  })
})
