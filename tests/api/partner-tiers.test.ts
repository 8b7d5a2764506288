import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminTier } from '../../app/contract/admin-tiers'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { productSchema } from '../../app/contract/catalogue'
import { orderQuoteSchema, orderSchema } from '../../app/contract/order'
import { quickOrderAnswerSchema } from '../../app/contract/quick-order'
import { reorderAnswerSchema } from '../../app/contract/reorder'
import { getServices } from '../../worker/services/context'
import { accessTokenOf, adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
/** Partner A (the seeded partner) in "salon", partner B in "distributor", partner C approved without a tier. */
const who: Record<'a' | 'b' | 'c' | 'customer' | 'pending' | 'anonymous', Record<string, string>> = {
  a: {},
  b: {},
  c: {},
  customer: {},
  pending: {},
  anonymous: {},
}
let variant: Awaited<ReturnType<typeof insertVariant>>
let brandId: number
let otherBrandId: number
let salon: AdminTier
let distributor: AdminTier
let partnerA: number

/** Wholesale 1234: salon's brand discount 15 % → 1048.9 → 1049; distributor's default 20 % → 987.2 → 987. */
const WHOLESALE = 1234
const SALON_PRICE = 1049
const DISTRIBUTOR_PRICE = 987

async function newUser(status: 'approved' | 'pending') {
  const email = `tier.${randomUUID().slice(0, 8)}@example.com`
  const [row] = await sql<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, wholesale_status, is_active) VALUES (?, 'x', 'Оксана', 'Мельник', ?, 1) RETURNING id`,
    [email, status],
  )
  const id = Number(row!.id)
  return {
    id,
    headers: { authorization: `Bearer ${await accessTokenOf(id, getServices(client.env).config.JWT_SECRET)}` },
  }
}
const bearer = async (email: string) => {
  const [row] = await sql<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])
  const id = Number(row!.id)
  return {
    id,
    headers: { authorization: `Bearer ${await accessTokenOf(id, getServices(client.env).config.JWT_SECRET)}` },
  }
}

const request = (path: string, headers: Record<string, string>, body?: unknown) =>
  client.request(`/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const tierBody = (name: string, discount: number, brands: { brand_id: number; discount_percent: number }[] = []) => ({
  name_ua: name,
  name_en: name,
  discount_percent: discount,
  brands,
})

beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  variant = await insertVariant({ price: 1500, stock: 20, stockOpt: 20 })
  await sql('UPDATE variants SET wholesale_price_uah = ? WHERE id = ?', [WHOLESALE, variant.variantId])
  const [own] = await sql<{ brand_id: number }>('SELECT brand_id FROM products WHERE id = ?', [variant.productId])
  brandId = Number(own!.brand_id)
  const [other] = await sql<{ id: number }>('SELECT id FROM brands WHERE id <> ? ORDER BY id LIMIT 1', [brandId])
  otherBrandId = Number(other!.id)
  const a = await bearer('partner@example.com')
  partnerA = a.id
  who.a = a.headers
  const b = await newUser('approved')
  who.b = b.headers
  who.c = (await newUser('approved')).headers
  who.pending = (await newUser('pending')).headers
  who.customer = (await bearer('customer@example.com')).headers

  salon = await ok<AdminTier>(
    await api.post('/admin/partner-tiers', tierBody('Салон', 10, [{ brand_id: brandId, discount_percent: 15 }])),
    201,
  )
  distributor = await ok<AdminTier>(await api.post('/admin/partner-tiers', tierBody('Дистриб’ютор', 20)), 201)
  expect((await api.put(`/admin/partners/${partnerA}/tier`, { tier_id: salon.id })).status).toBe(204)
  expect((await api.put(`/admin/partners/${b.id}/tier`, { tier_id: distributor.id })).status).toBe(204)
})
afterAll(() => client.dispose())

const ownVariant = (body: unknown) => {
  const product = productSchema.parse(body)
  return product.variants.find((v) => v.id === variant.variantId)!
}
const listed = async (headers: Record<string, string>) => {
  const res = await request(`/shop/products/category-products/?brand_ids=${brandId}&limit=100`, headers)
  expect(res.status).toBe(200)
  const text = await res.text()
  const product = categoryProductsResponseSchema.parse(JSON.parse(text)).results.find((p) => p.id === variant.productId)
  expect(product, 'the test product is listed').toBeDefined()
  return { text, variant: product!.variants.find((v) => v.id === variant.variantId)! }
}
const quoteFor = async (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const res = await request('/order/quote/', headers, {
    cartItems: [{ id: variant.variantId, quantity: 2 }],
    deliveryType: 'curier',
    ...extra,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return orderQuoteSchema.parse(await res.json())
}

describe('a partner in a tier sees and is charged the tier price', () => {
  it('on the product, in the listing, at the quote and in the stored order lines; quick order and reorder follow', async () => {
    const product = ownVariant(await (await request(`/shop/products/slug/${variant.slug}/`, who.a)).json())
    expect([product.whoosale_price, product.discount_whoosale_price]).toEqual([WHOLESALE, SALON_PRICE])
    expect((await listed(who.a)).variant.discount_whoosale_price).toBe(SALON_PRICE)

    const quote = await quoteFor(who.a)
    expect(quote.lines[0]).toMatchObject({ regular_price: WHOLESALE, price: SALON_PRICE, total: 2 * SALON_PRICE })
    const res = await request('/order/orders/', who.a, {
      first_name: 'Олена',
      last_name: 'Коваль',
      phone: `+38067${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email: 'partner@example.com',
      deliveryType: 'curier',
      curier_info: { street: `вул. Рівнева ${FILE_ID}`, house: '7', appartment: '2' },
      payment: 'cash',
      cartItems: [{ id: variant.variantId, quantity: 2 }],
      quote: quote.fingerprint,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = orderSchema.parse(await res.json())
    expect(order.goods_total).toBe(2 * SALON_PRICE)
    const [line] = await sql<{ unit_price_uah: number }>('SELECT unit_price_uah FROM order_lines WHERE order_id = ?', [
      order.id,
    ])
    expect(Number(line!.unit_price_uah)).toBe(SALON_PRICE)

    const cart = await request('/core/update-cart-product-prices', who.a, { codes: [variant.code] })
    expect(await cart.json()).toEqual({ [variant.code]: SALON_PRICE })
    const quick = quickOrderAnswerSchema.parse(
      await (await request('/quick-order/price/', who.a, { lines: [{ code: variant.code, quantity: 3 }] })).json(),
    )
    expect(quick.lines[0]).toMatchObject({ found: true, price: SALON_PRICE, regular_price: WHOLESALE })
    const again = reorderAnswerSchema.parse(await (await request(`/order/orders/${order.id}/reorder`, who.a)).json())
    expect(again.lines[0]).toMatchObject({ paid_price: SALON_PRICE, change: 'same', today: { price: SALON_PRICE } })
  })

  it('prices another partner at their own tier, a partner without a tier at plain wholesale', async () => {
    expect((await quoteFor(who.b)).lines[0]!.price).toBe(DISTRIBUTOR_PRICE)
    expect((await quoteFor(who.c)).lines[0]!.price).toBe(WHOLESALE)
    const plain = ownVariant(await (await request(`/shop/products/slug/${variant.slug}/`, who.c)).json())
    expect([plain.whoosale_price, plain.discount_whoosale_price]).toEqual([WHOLESALE, 0])
  })
})

describe("no tier's figure reaches anyone else", () => {
  it('B, a partner without a tier, a pending partner, a retail buyer and an anonymous caller, asked right after A, never see A’s price', async () => {
    await listed(who.a)
    await request(`/shop/products/slug/${variant.slug}/`, who.a)
    const expected = {
      b: DISTRIBUTOR_PRICE,
      c: WHOLESALE,
      pending: 1500,
      customer: 1500,
      anonymous: 1500,
    } as const
    for (const [name, price] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const { variant: seen } = await listed(who[name])
      expect(seen.discount_whoosale_price, name).not.toBe(SALON_PRICE)
      expect((await quoteFor(who[name])).lines[0]!.price, name).toBe(price)
      const page = ownVariant(await (await request(`/shop/products/slug/${variant.slug}/`, who[name])).json())
      expect(page.discount_whoosale_price, name).not.toBe(SALON_PRICE)
      expect(page.whoosale_price, name).toBe(name === 'b' || name === 'c' ? WHOLESALE : null)
      const prices = await request('/core/update-cart-product-prices', who[name], {
        codes: [variant.code],
        isWhoosaler: true,
      })
      expect(await prices.json(), name).toEqual({ [variant.code]: price })
    }
  })

  it('the KV listing cache holds no tier figure: a tiered partner is priced per request', async () => {
    await listed(who.a)
    await listed(who.b)
    const { keys } = await client.env.CATALOG_CACHE.list()
    for (const { name } of keys) {
      const value = (await client.env.CATALOG_CACHE.get(name)) ?? ''
      expect(value, name).not.toContain(`"discount_whoosale_price":${SALON_PRICE}`)
      expect(value, name).not.toContain(`"discount_whoosale_price":${DISTRIBUTOR_PRICE}`)
    }
  })

  it('a forged tier in the request is ignored: the server decides the tier', async () => {
    const forged = await request(
      '/order/quote/',
      { ...who.b, 'x-partner-tier': String(salon.id) },
      {
        cartItems: [{ id: variant.variantId, quantity: 2 }],
        deliveryType: 'curier',
        tier_id: salon.id,
      },
    )
    expect(forged.status).toBe(200)
    const body = await forged.text()
    expect(body).not.toContain(String(SALON_PRICE))
    expect(orderQuoteSchema.parse(JSON.parse(body)).lines[0]!.price).toBe(DISTRIBUTOR_PRICE)
    const anonymous = await request(
      '/order/quote/',
      { 'x-partner-tier': String(salon.id) },
      {
        cartItems: [{ id: variant.variantId, quantity: 1 }],
        deliveryType: 'curier',
      },
    )
    expect(orderQuoteSchema.parse(await anonymous.json()).lines[0]!.price).toBe(1500)
  })

  it('a tier change applies at the partner’s next request, and taking A out of the tier gives plain wholesale', async () => {
    expect((await api.put(`/admin/partners/${partnerA}/tier`, { tier_id: null })).status).toBe(204)
    expect((await quoteFor(who.a)).lines[0]!.price).toBe(WHOLESALE)
    expect((await api.put(`/admin/partners/${partnerA}/tier`, { tier_id: salon.id })).status).toBe(204)
    expect((await quoteFor(who.a)).lines[0]!.price).toBe(SALON_PRICE)
  })
})

describe('staff manage tiers', () => {
  it('refuses buyers and anonymous callers, writing nothing', async () => {
    for (const [name, status] of [
      ['wholesaler', 403],
      ['customer', 403],
      [null, 401],
    ] as const) {
      expect((await api.get('/admin/partner-tiers', name)).status, String(name)).toBe(status)
      expect((await api.post('/admin/partner-tiers', tierBody(`Хак ${name}`, 50), name)).status).toBe(status)
      expect((await api.put(`/admin/partner-tiers/${salon.id}`, tierBody('Салон', 90), name)).status).toBe(status)
      expect((await api.put(`/admin/partners/${partnerA}/tier`, { tier_id: distributor.id }, name)).status).toBe(status)
    }
    const [row] = await sql<{ n: number }>("SELECT count(*) AS n FROM partner_tiers WHERE name_ua LIKE 'Хак%'")
    expect(Number(row!.n)).toBe(0)
    expect((await quoteFor(who.a)).lines[0]!.price).toBe(SALON_PRICE)
  })

  it('refuses 100 %, negatives, fractions, unknown or repeated brands and a taken name, naming the field', async () => {
    const cases: [unknown, string][] = [
      [tierBody('Сто', 100), 'discount_percent'],
      [tierBody('Мінус', -1), 'discount_percent'],
      [tierBody('Дріб', 12.5), 'discount_percent'],
      [tierBody('Бренд сто', 5, [{ brand_id: otherBrandId, discount_percent: 100 }]), 'brands.0.discount_percent'],
      [tierBody('Невідомий', 5, [{ brand_id: 999_999, discount_percent: 5 }]), 'brands.0.brand_id'],
      [
        tierBody('Двічі', 5, [
          { brand_id: otherBrandId, discount_percent: 5 },
          { brand_id: otherBrandId, discount_percent: 6 },
        ]),
        'brands.1.brand_id',
      ],
      [tierBody('салон', 5), 'name_ua'],
    ]
    for (const [body, field] of cases) {
      const res = await api.ua.post('/admin/partner-tiers', body)
      expect(res.status, field).toBe(400)
      const error = await errorOf(res)
      expect(Object.keys(error.fields ?? {}), field).toContain(field)
    }
    const [row] = await sql<{ n: number }>('SELECT count(*) AS n FROM partner_tiers')
    expect(Number(row!.n)).toBe(2)
  })

  it('puts only approved partners in an existing tier', async () => {
    const pending = await newUser('pending')
    expect((await api.put(`/admin/partners/${pending.id}/tier`, { tier_id: salon.id })).status).toBe(409)
    expect((await api.put(`/admin/partners/${partnerA}/tier`, { tier_id: 999_999 })).status).toBe(400)
    expect((await api.put('/admin/partners/999999/tier', { tier_id: salon.id })).status).toBe(404)
  })

  it('changes a tier (brand discounts replaced) and logs who changed what', async () => {
    const changed = await ok<AdminTier>(
      await api.put(
        `/admin/partner-tiers/${salon.id}`,
        tierBody('Салон', 10, [{ brand_id: brandId, discount_percent: 0 }]),
      ),
    )
    expect(changed.brands).toEqual([expect.objectContaining({ brand_id: brandId, discount_percent: 0 })])
    // A 0 % brand override is the plain wholesale price for that brand, not the tier's default.
    expect((await quoteFor(who.a)).lines[0]!.price).toBe(WHOLESALE)
    const [staff] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'staff@example.com'")
    const [audit] = await sql<{ actor_id: number; before: string; after: string }>(
      "SELECT actor_id, before, after FROM audit_log WHERE action = 'partner_tier.update' AND entity_id = ? ORDER BY id DESC LIMIT 1",
      [String(salon.id)],
    )
    expect(Number(audit!.actor_id)).toBe(Number(staff!.id))
    expect(JSON.parse(audit!.before)).toMatchObject({ brands_percent: { [brandId]: 15 } })
    expect(JSON.parse(audit!.after)).toMatchObject({ brands_percent: { [brandId]: 0 } })
    const assigned = await sql("SELECT 1 FROM audit_log WHERE action = 'user.partner_tier' AND entity_id = ?", [
      String(partnerA),
    ])
    expect(assigned.length).toBeGreaterThan(0)
    const list = await ok<AdminTier[]>(await api.get('/admin/partner-tiers'))
    expect(list.find((t) => t.id === salon.id)?.partners).toBe(1)
  })

  it('deletes a tier: its partners fall back to plain wholesale, audited once; only staff, and a second delete is a 404', async () => {
    const gone = await ok<AdminTier>(
      await api.post('/admin/partner-tiers', tierBody('Тимчасовий', 30, [{ brand_id: brandId, discount_percent: 40 }])),
      201,
    )
    const d = await newUser('approved')
    expect((await api.put(`/admin/partners/${d.id}/tier`, { tier_id: gone.id })).status).toBe(204)
    expect((await quoteFor(d.headers)).lines[0]!.price).toBe(Math.round(WHOLESALE * 0.6))
    for (const name of ['wholesaler', 'customer', null] as const)
      expect((await api.del(`/admin/partner-tiers/${gone.id}`, name)).status).toBe(name === null ? 401 : 403)
    expect(await sql('SELECT id FROM partner_tiers WHERE id = ?', [gone.id])).toHaveLength(1)

    expect((await api.del(`/admin/partner-tiers/${gone.id}`)).status).toBe(204)
    expect((await quoteFor(d.headers)).lines[0]!.price).toBe(WHOLESALE)
    expect(await sql('SELECT partner_tier_id FROM users WHERE id = ?', [d.id])).toEqual([{ partner_tier_id: null }])
    expect(await sql('SELECT 1 FROM partner_tier_brands WHERE tier_id = ?', [gone.id])).toEqual([])
    const audits = () =>
      sql<{ before: string; after: string | null }>(
        "SELECT before, after FROM audit_log WHERE action = 'partner_tier.delete' AND entity_id = ?",
        [String(gone.id)],
      )
    const [audit] = await audits()
    expect(JSON.parse(audit!.before)).toMatchObject({ name_ua: 'Тимчасовий', partner_ids: [d.id] })
    expect(audit!.after).toBeNull()
    expect((await api.del(`/admin/partner-tiers/${gone.id}`)).status).toBe(404)
    expect(await audits()).toHaveLength(1)
    // The other tiers and their partners are untouched.
    expect((await ok<AdminTier[]>(await api.get('/admin/partner-tiers'))).map((t) => t.id).sort()).toEqual(
      [salon.id, distributor.id].sort(),
    )
  })
})
