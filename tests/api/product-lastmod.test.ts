import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFetchHandler } from '../../worker/router'
import { adminApi, createAdminClient, insertVariant, ok, sql } from '../support/admin'
import { uniqueContact } from '../support/order-fixtures'

/**
 * A product's `<lastmod>` in the sitemap is the last change of what its page shows a search engine
 * (docs/decisions/product-lastmod.md): back-office edits of what the page shows move it, in the write
 * itself; edits of what it does not show leave it, and so does an edit of another product.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
const SITE = 'https://beauty.example'
const handler = createFetchHandler(() => new Response('ssr', { status: 418 }))
beforeAll(async () => {
  client = await createAdminClient({ SITE_URL: SITE })
  api = adminApi(client)
})
afterAll(() => client.dispose())

async function sitemapFile(path: string): Promise<string> {
  const res = await handler.fetch!(
    new Request(`http://127.0.0.1${path}`) as Parameters<NonNullable<typeof handler.fetch>>[0],
    client.env,
    { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
  )
  expect(res.status).toBe(200)
  return res.text()
}

/** Every file the sitemap index lists, together. */
async function sitemap(): Promise<string> {
  const index = await sitemapFile('/sitemap.xml')
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  return (await Promise.all(paths.map(sitemapFile))).join('')
}

/** The product's lastmod as the sitemap gives it (both languages' entries carry the same). */
async function lastmodOf(slug: string): Promise<string> {
  const xml = await sitemap()
  const dates = [
    ...xml.matchAll(new RegExp(`<loc>${SITE}/product/${slug}(?:\\?lang=en)?</loc><lastmod>([^<]+)</lastmod>`, 'g')),
  ]
  expect(dates.map((m) => m[1])).toHaveLength(2)
  expect(dates[0]![1]).toBe(dates[1]![1])
  return dates[0]![1]!
}

/** 2026-01-15T10:00:00Z, long before any edit of this run: a lastmod still at it was not moved. */
const LONG_AGO = Date.UTC(2026, 0, 15, 10)
const LONG_AGO_TEXT = '2026-01-15T10:00:00+00:00'
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/

let a: Awaited<ReturnType<typeof insertVariant>>
let b: Awaited<ReturnType<typeof insertVariant>>
beforeAll(async () => {
  a = await insertVariant({ stock: 10, stockOpt: 0, price: 500 })
  b = await insertVariant({ stock: 10, stockOpt: 0, price: 500 })
})
beforeEach(async () => {
  await sql('UPDATE products SET updated_at = ? WHERE id IN (?, ?)', [LONG_AGO, a.productId, b.productId])
})

/** After `edit`, the product's lastmod is this run's (moved) or still LONG_AGO. */
async function expectMoved(slug: string) {
  const started = Date.now() - 1000
  const lastmod = await lastmodOf(slug)
  expect(lastmod).toMatch(W3C_DATETIME)
  expect(Date.parse(lastmod)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000)
}

describe('a product in /sitemap.xml', () => {
  it('is dated by its creation until its page first changes, as a W3C datetime', async () => {
    const [row] = await sql<{ id: number; slug: string; created_at: number }>(
      'SELECT id, slug, created_at FROM products WHERE updated_at IS NULL AND is_active = 1 ORDER BY id LIMIT 1',
    )
    expect(await lastmodOf(row!.slug)).toBe(new Date(Number(row!.created_at)).toISOString().slice(0, 19) + '+00:00')
    expect(await lastmodOf(a.slug)).toBe(LONG_AGO_TEXT)
  })

  it('moves with a rename of the product, and not with another product’s', async () => {
    await ok(await api.patch(`/admin/products/${a.productId}`, { name_ua: 'Крем із новою назвою' }))
    await expectMoved(a.slug)
    expect(await lastmodOf(b.slug)).toBe(LONG_AGO_TEXT)
  })

  it('stays with edits the page does not show: sort order, the same name again, partner prices, stock that stays in stock', async () => {
    const [product] = await sql<{ name_ua: string }>('SELECT name_ua FROM products WHERE id = ?', [a.productId])
    await ok(await api.patch(`/admin/products/${a.productId}`, { sort_order: 42, name_ua: product!.name_ua }))
    await ok(await api.patch(`/admin/variants/${a.variantId}`, { whoosale_price: 250, stock: 7, stock_opt: 3 }))
    expect(await lastmodOf(a.slug)).toBe(LONG_AGO_TEXT)
  })

  it('moves with a retail price, and with a variant selling out', async () => {
    await ok(await api.patch(`/admin/variants/${a.variantId}`, { price: 520 }))
    await expectMoved(a.slug)
    await sql('UPDATE products SET updated_at = ? WHERE id = ?', [LONG_AGO, a.productId])
    await ok(await api.patch(`/admin/variants/${a.variantId}`, { stock: 0, stock_opt: 0 }))
    await expectMoved(a.slug)
    expect(await lastmodOf(b.slug)).toBe(LONG_AGO_TEXT)
  })

  it('moves when an order takes the last unit, not with the orders before it', async () => {
    await sql('UPDATE variants SET stock = 2, stock_opt = 0 WHERE id = ?', [b.variantId])
    const order = async () => {
      const contact = uniqueContact()
      const res = await client.request('/api/v1/order/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Олена',
          last_name: 'Коваль',
          father_name: '',
          phone: contact.phone,
          email: `lastmod.${contact.phone.slice(-7)}@example.com`,
          deliveryType: 'curier',
          curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
          np_info: { city: '', branch: '' },
          payment: 'cash',
          cartItems: [{ id: b.variantId, quantity: 1 }],
        }),
      })
      expect(res.status, await res.clone().text()).toBe(201)
    }
    await order()
    expect(await lastmodOf(b.slug)).toBe(LONG_AGO_TEXT)
    await order()
    await expectMoved(b.slug)
  })

  it('moves with a new variant, and when it is hidden and shown again', async () => {
    await ok(
      await api.post(`/admin/products/${a.productId}/variants`, {
        code: `${a.code}-100`,
        value_ua: '100 мл',
        value_en: '100 ml',
        price: 800,
      }),
      201,
    )
    await expectMoved(a.slug)
    await ok(await api.patch(`/admin/products/${a.productId}`, { is_active: false }))
    await sql('UPDATE products SET updated_at = ? WHERE id = ?', [LONG_AGO, a.productId])
    await ok(await api.patch(`/admin/products/${a.productId}`, { is_active: true }))
    await expectMoved(a.slug)
  })

  it('moves with a picture added and with one removed', async () => {
    const webp = (size: string) =>
      new File([new Uint8Array([...`RIFF\0\0\0\0WEBPVP8 ${size}`].map((c) => c.charCodeAt(0)))], `${size}.webp`, {
        type: 'image/webp',
      })
    const form = new FormData()
    for (const size of ['xs', 's', 'l']) form.set(size, webp(size))
    const added = await ok<{ variants: { images: { id: number }[] }[] }>(
      await api.post(`/admin/variants/${a.variantId}/images`, form),
      201,
    )
    await expectMoved(a.slug)
    await sql('UPDATE products SET updated_at = ? WHERE id = ?', [LONG_AGO, a.productId])
    const image = added.variants.flatMap((v) => v.images)[0]!
    await ok(await api.del(`/admin/images/${image.id}`))
    await expectMoved(a.slug)
    expect(await lastmodOf(b.slug)).toBe(LONG_AGO_TEXT)
  })

  it('moves with a review published by staff and with its brand renamed', async () => {
    const [customer] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'customer@example.com'")
    const [comment] = await sql<{ id: number }>(
      "INSERT INTO comments (product_id, user_id, type, text, rate, status) VALUES (?, ?, 'COMMENT', 'Чудовий крем, раджу', 5, 'pending') RETURNING id",
      [b.productId, customer!.id],
    )
    expect(await lastmodOf(b.slug)).toBe(LONG_AGO_TEXT)
    expect((await api.patch(`/admin/comments/${comment!.id}`, { status: 'published' })).status).toBe(204)
    await expectMoved(b.slug)

    const [brand] = await sql<{ id: number; name: string }>(
      'SELECT b.id, b.name FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.id = ?',
      [a.productId],
    )
    const [other] = await sql<{ slug: string }>(
      'SELECT slug FROM products WHERE brand_id <> ? AND is_active = 1 ORDER BY id LIMIT 1',
      [brand!.id],
    )
    await sql('UPDATE products SET updated_at = ? WHERE slug = ?', [LONG_AGO, other!.slug])
    await ok(await api.patch(`/admin/brands/${brand!.id}`, { name: `${brand!.name} Professional` }))
    await expectMoved(a.slug)
    expect(await lastmodOf(other!.slug)).toBe(LONG_AGO_TEXT)
  })
})

it('gives categories and brands no lastmod (their listings change with every product in them)', async () => {
  const xml = await sitemap()
  expect(xml).toMatch(new RegExp(`<loc>${SITE}/catalogue/[a-z0-9-]+</loc><xhtml:link`))
  expect(xml).not.toMatch(new RegExp(`<loc>${SITE}/(catalogue|brands)/[^<]*</loc><lastmod>`))
})
