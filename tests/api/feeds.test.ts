import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminFeeds, AdminFeedSwitches } from '../../app/contract/admin-feeds'
import { FEED_PATHS, FEED_KEYS, type FeedKey } from '../../app/domain/feeds'
import { effectivePrice } from '../../app/domain/price'
import { getServices } from '../../worker/services/context'
import { createFeedService } from '../../worker/services/feeds'
import { serveFeed } from '../../worker/feeds'
import { adminApi, createAdminClient, errorOf, insertVariant, ok, sql } from '../support/admin'
import { feedLines, parseFeed } from '../support/feeds'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
})
afterAll(() => client.dispose())

const services = () => getServices(client.env)
const PRODUCT_FEED_KEYS = FEED_KEYS.filter((f) => f !== 'google-ratings')

async function fetchFeed(feed: FeedKey, headers: Record<string, string> = {}) {
  return serveFeed(new Request(`https://beauty.example${FEED_PATHS[feed]}`, { headers }), client.env)
}
async function built(feed: FeedKey) {
  expect(await services().feeds.build(feed)).toBe(true)
  const res = await fetchFeed(feed)
  expect(res.status).toBe(200)
  const text = await res.text()
  return { text, lines: feed === 'google-ratings' ? [] : feedLines(feed, parseFeed(text)) }
}

type VariantRow = {
  id: number
  code: string
  product_id: number
  brand_id: number
  price_uah: number
  discount_price_uah: number
  wholesale_price_uah: number
  discount_wholesale_price_uah: number
  pictures: number
}
const variantRows = () =>
  sql<VariantRow>(`SELECT v.id, v.code, v.product_id, p.brand_id, v.price_uah, v.discount_price_uah, v.wholesale_price_uah,
    v.discount_wholesale_price_uah, (SELECT count(*) FROM variant_images i WHERE i.variant_id = v.id) AS pictures
    FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1`)
const retail = (v: VariantRow) =>
  effectivePrice(
    {
      priceUah: v.price_uah,
      discountPriceUah: v.discount_price_uah,
      wholesalePriceUah: v.wholesale_price_uah,
      discountWholesalePriceUah: v.discount_wholesale_price_uah,
    },
    false,
  )
const keyOf = (feed: FeedKey, v: VariantRow) => (feed.startsWith('google') ? v.code : String(v.id))
const staleness = async (feed: FeedKey) =>
  (
    await sql<{ changed_at: number; built_from: number }>(
      'SELECT changed_at, built_from FROM feed_builds WHERE feed = ?',
      [feed],
    )
  )[0]!

describe('each product feed', () => {
  it.each(PRODUCT_FEED_KEYS)('%s: well-formed, every active variant once, retail prices only', async (feed) => {
    const { lines } = await built(feed)
    const variants = await variantRows()
    // Google takes only variants with a picture somewhere in the product (the seed gives every product one).
    const expected = variants.filter((v) => v.price_uah > 0 && (!feed.startsWith('google') || v.code.length <= 50))
    expect(lines.map((l) => l.variant).sort()).toEqual(expected.map((v) => keyOf(feed, v)).sort())
    expect(new Set(lines.map((l) => l.variant)).size).toBe(lines.length)
    const byKey = new Map(variants.map((v) => [keyOf(feed, v), v]))
    for (const line of lines) {
      const v = byKey.get(line.variant)!
      // The first price figure is what a guest pays (Google's sale price when discounted).
      const paid = feed.startsWith('google') ? line.prices.at(-1) : line.prices[0]
      expect(paid).toBe(retail(v))
      for (const price of line.prices) expect([v.price_uah, retail(v)]).toContain(price)
      const wholesale = [v.wholesale_price_uah, v.discount_wholesale_price_uah].filter(
        (w) => w > 0 && w !== v.price_uah && w !== retail(v),
      )
      for (const w of wholesale) expect(line.prices).not.toContain(w)
      expect(JSON.stringify(line.record)).not.toMatch(/prices|wholesale/i)
    }
  })

  it('Google: required fields within their limits', async () => {
    const { lines } = await built('google-merchant-ua')
    expect(lines.length).toBeGreaterThan(0)
    for (const { record } of lines) {
      expect(String(record['g:id']).length).toBeLessThanOrEqual(50)
      expect(Array.from(String(record['g:title'])).length).toBeLessThanOrEqual(150)
      expect(Array.from(String(record['g:description'])).length).toBeLessThanOrEqual(5000)
      expect(String(record['g:description'])).not.toMatch(/<[a-z]/i)
      expect(record['g:link']).toMatch(/^http:\/\/localhost:3000\/product\/[^?]+\?variant=/)
      expect(record['g:image_link']).toMatch(/^http:\/\/localhost:3000\/media\//)
      expect(['in_stock', 'out_of_stock']).toContain(record['g:availability'])
      expect(record['g:price']).toMatch(/^\d+\.00 UAH$/)
      expect(record['g:condition']).toBe('new')
      expect(record['g:brand'] || record['g:identifier_exists']).toBeTruthy()
    }
  })
})

describe('rebuilt after the back office changes the catalogue', () => {
  it('a price changed in the back office marks the feeds stale and appears after the rebuild', async () => {
    const [v] = await sql<{ id: number; code: string }>(
      'SELECT v.id, v.code FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 ORDER BY v.id LIMIT 1',
    )
    await built('rozetka')
    const before = await staleness('rozetka')
    expect(before.changed_at).toBe(before.built_from)
    await ok(
      await api.patch(`/admin/variants/${v!.id}`, {
        price: 777,
        discount_price: 0,
        whoosale_price: 500,
        discount_whoosale_price: 0,
      }),
    )
    const after = await staleness('rozetka')
    expect(after.changed_at).toBeGreaterThan(after.built_from)

    for (const feed of ['rozetka', 'google-merchant-ua', 'hotline', 'prom'] as const) {
      const { lines } = await built(feed)
      const line = lines.find((l) => l.variant === (feed.startsWith('google') ? v!.code : String(v!.id)))!
      expect(line.prices[0]).toBe(777)
    }
    const rebuilt = await staleness('rozetka')
    expect(rebuilt.built_from).toBe(rebuilt.changed_at)
  })

  it('a read changes nothing; the Cron Trigger waits out the pause, then rebuilds', async () => {
    await built('hotline')
    const fresh = await staleness('hotline')
    await ok(await api.get('/admin/feeds'))
    expect(await staleness('hotline')).toEqual(fresh)

    let clock = Date.now()
    const feeds = createFeedService({
      db: services().db,
      bucket: client.env.MEDIA,
      siteUrl: 'https://beauty.example',
      now: () => clock,
    })
    await sql('UPDATE feed_builds SET built_at = ?, requested_at = NULL, built_from = changed_at, lease_until = NULL', [
      clock,
    ])
    await feeds.markStale()
    expect(await feeds.rebuildDue()).toEqual([])
    clock += 6 * 60_000
    // A small catalogue's feeds are all rebuilt by the one run after the pause, each once.
    const rebuilt = await feeds.rebuildDue()
    expect([...rebuilt].sort()).toEqual((await sql('SELECT feed FROM feed_builds')).map((r) => String(r.feed)).sort())
    expect(await feeds.rebuildDue()).toEqual([])
  })

  it('"rebuild now" is honoured at the next run whatever the pause', async () => {
    const feeds = createFeedService({
      db: services().db,
      bucket: client.env.MEDIA,
      siteUrl: 'https://beauty.example',
      now: () => Date.now(),
    })
    await sql('UPDATE feed_builds SET built_at = ?, requested_at = NULL, built_from = changed_at, lease_until = NULL', [
      Date.now(),
    ])
    expect(await feeds.rebuildDue()).toEqual([])
    await ok(await api.post('/admin/feeds/rebuild', { feed: 'prom' }), 204)
    expect(await feeds.rebuildDue()).toEqual(['prom'])
    expect(await feeds.rebuildDue()).toEqual([])
  })

  it('two runs at once build a feed once: the second finds it held', async () => {
    await sql('UPDATE feed_builds SET lease_until = NULL')
    const [a, b] = await Promise.all([services().feeds.build('hotline'), services().feeds.build('hotline')])
    expect([a, b].sort()).toEqual([false, true])
  })
})

describe('staff decide what goes where', () => {
  it('a product switched off a channel disappears from it and stays in the others', async () => {
    const [v] = await sql<{ id: number; code: string; product_id: number }>(
      'SELECT v.id, v.code, v.product_id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.is_active = 1 ORDER BY v.id DESC LIMIT 1',
    )
    expect(
      await ok(await api.put(`/admin/feeds/switches/products/${v!.product_id}`, { off: ['rozetka', 'google'] })),
    ).toEqual({
      off: ['google', 'rozetka'],
    })
    expect((await built('rozetka')).lines.map((l) => l.variant)).not.toContain(String(v!.id))
    expect((await built('google-merchant-en')).lines.map((l) => l.variant)).not.toContain(v!.code)
    expect((await built('hotline')).lines.map((l) => l.variant)).toContain(String(v!.id))
    const switches = await ok<AdminFeedSwitches>(await api.get('/admin/feeds/switches'))
    expect(switches.products.find((p) => p.id === v!.product_id)?.off.sort()).toEqual(['google', 'rozetka'])

    await ok(await api.put(`/admin/feeds/switches/products/${v!.product_id}`, { off: [] }))
    expect((await built('rozetka')).lines.map((l) => l.variant)).toContain(String(v!.id))
  })

  it('a brand switched off a channel takes all its products out of it', async () => {
    const [brand] = await sql<{ brand_id: number }>(
      'SELECT brand_id FROM products WHERE is_active = 1 GROUP BY brand_id ORDER BY count(*) DESC LIMIT 1',
    )
    const ids = (
      await sql<{ id: number }>(
        'SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand_id = ?',
        [brand!.brand_id],
      )
    ).map((r) => String(r.id))
    await ok(await api.put(`/admin/feeds/switches/brands/${brand!.brand_id}`, { off: ['hotline'] }))
    const lines = (await built('hotline')).lines.map((l) => l.variant)
    expect(ids.filter((id) => lines.includes(id))).toEqual([])
    expect((await built('prom')).lines.map((l) => l.variant)).toEqual(expect.arrayContaining([ids[0]]))
    await ok(await api.put(`/admin/feeds/switches/brands/${brand!.brand_id}`, { off: [] }))
  })

  it('a channel category set once reaches every item of that category', async () => {
    const [cat] = await sql<{ category_id: number }>('SELECT category_id FROM products WHERE is_active = 1 LIMIT 1')
    await ok(
      await api.put(`/admin/feeds/categories/${cat!.category_id}`, {
        google: '2915',
        rozetka: '4634',
        hotline: 'Косметика для обличчя',
      }),
      204,
    )
    const google = (await built('google-merchant-ua')).lines
    const inCategory = new Set(
      (
        await sql<{ code: string }>(
          'SELECT v.code FROM variants v JOIN products p ON p.id = v.product_id WHERE p.category_id = ?',
          [cat!.category_id],
        )
      ).map((r) => r.code),
    )
    for (const line of google)
      expect(line.record['g:google_product_category']).toBe(inCategory.has(line.variant) ? '2915' : undefined)
    expect((await built('rozetka')).text).toContain(`<category id="${cat!.category_id}"`)
    expect((await built('rozetka')).text).toMatch(new RegExp(`<category id="${cat!.category_id}"[^>]* rz_id="4634"`))
    const categories = await ok<{ id: number; google: string }[]>(await api.get('/admin/feeds/categories'))
    expect(categories.find((c) => c.id === cat!.category_id)?.google).toBe('2915')
  })

  it('Prom carries the wholesale price column only once staff set its quantity', async () => {
    expect((await built('prom')).text).not.toContain('<prices>')
    await ok(await api.patch('/admin/feeds/prom', { wholesale_min_quantity: 5 }), 204)
    const { lines } = await built('prom')
    const variants = new Map((await variantRows()).map((v) => [String(v.id), v]))
    let carried = 0
    for (const line of lines) {
      const v = variants.get(line.variant)!
      const value = line.record.prices?.price?.value
      if (value === undefined) continue
      carried++
      expect(Number(value)).toBe(v.wholesale_price_uah)
      expect(line.record.prices.price.quantity).toBe('5')
    }
    expect(carried).toBeGreaterThan(0)
    await ok(await api.patch('/admin/feeds/prom', { wholesale_min_quantity: null }), 204)
  })

  it('the feed page shows each feed: last build, products, warnings', async () => {
    await built('google-merchant-ua')
    const page = await ok<AdminFeeds>(await api.get('/admin/feeds'))
    expect(page.feeds.map((f) => f.feed).sort()).toEqual([...FEED_KEYS].sort())
    const google = page.feeds.find((f) => f.feed === 'google-merchant-ua')!
    expect(google).toMatchObject({
      url: 'http://localhost:3000/feeds/google-merchant-ua.xml',
      stale: false,
      failed: false,
    })
    expect(google.products).toBeGreaterThan(0)
    expect(google.built_at).not.toBeNull()
    expect(page.ratings.minimum).toBe(50)
  })

  it('the feed page names the products whose item names repeat in Rozetka, Prom and Hotline, until one is renamed', async () => {
    const twins = [await insertVariant(), await insertVariant(), await insertVariant()]
    const name = 'Крем-близнюк для рук'
    for (const twin of twins) await ok(await api.patch(`/admin/products/${twin.productId}`, { name_ua: name }))
    // The third shares the name but not the volume: its item is named apart.
    await ok(await api.patch(`/admin/variants/${twins[2]!.variantId}`, { value_ua: '75 мл' }))
    const duplicates = async (feed: FeedKey) => {
      expect(await services().feeds.build(feed)).toBe(true)
      const page = (await ok<AdminFeeds>(await api.get('/admin/feeds'))).feeds.find((f) => f.feed === feed)!
      return {
        count: page.warning_counts.duplicate_name ?? 0,
        products: page.warning_products.filter((p) => p.warnings.includes('duplicate_name')).map((p) => p.id),
      }
    }
    const pair = [twins[0]!.productId, twins[1]!.productId]
    for (const feed of ['rozetka', 'prom', 'hotline'] as const)
      expect(await duplicates(feed), feed).toEqual({ count: 2, products: pair })
    // Listed first, with the product's other remarks.
    const rozetka = (await ok<AdminFeeds>(await api.get('/admin/feeds'))).feeds.find((f) => f.feed === 'rozetka')!
    expect(rozetka.warning_products.slice(0, 2)).toEqual(
      pair.map((id) => ({ id, name, warnings: ['no_picture', 'no_description', 'duplicate_name'] })),
    )
    expect(await duplicates('google-merchant-ua')).toEqual({ count: 0, products: [] })

    // Two variants of one product with the same volume repeat its name too; renaming the twin clears the pair.
    await ok(
      await api.post(`/admin/products/${twins[2]!.productId}/variants`, {
        code: `${twins[2]!.code}-2`,
        value_ua: '75 мл',
        value_en: '75 ml',
        price: 600,
      }),
      201,
    )
    await ok(await api.patch(`/admin/products/${twins[1]!.productId}`, { name_ua: 'Крем для рук нічний' }))
    expect(await duplicates('rozetka')).toEqual({ count: 1, products: [twins[2]!.productId] })
    for (const twin of twins) await ok(await api.patch(`/admin/products/${twin.productId}`, { is_active: false }))
  })

  it('every change staff make is in the audit log, written with the change, named for the audit page', async () => {
    const [staff] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = 'staff@example.com'`)
    const [p] = await sql<{ id: number; name_ua: string; category_id: number; brand_id: number }>(
      'SELECT id, name_ua, category_id, brand_id FROM products WHERE is_active = 1 ORDER BY id LIMIT 1',
    )
    const lastAudit = async () =>
      (
        await sql<{
          actor_id: number
          action: string
          entity: string
          entity_id: string
          before: string
          after: string
        }>('SELECT actor_id, action, entity, entity_id, before, after FROM audit_log ORDER BY id DESC LIMIT 1')
      ).map((r) => ({ ...r, before: JSON.parse(r.before ?? 'null'), after: JSON.parse(r.after ?? 'null') }))[0]

    await ok(await api.put(`/admin/feeds/switches/products/${p!.id}`, { off: ['prom'] }))
    expect(await lastAudit()).toEqual({
      actor_id: staff!.id,
      action: 'feed.switches',
      entity: 'product',
      entity_id: String(p!.id),
      before: { feeds_off: [] },
      after: { feeds_off: ['prom'] },
    })
    await ok(await api.put(`/admin/feeds/switches/brands/${p!.brand_id}`, { off: ['hotline', 'google'] }))
    expect(await lastAudit()).toMatchObject({
      action: 'feed.switches',
      entity: 'brand',
      entity_id: String(p!.brand_id),
      after: { feeds_off: ['google', 'hotline'] },
    })
    await ok(await api.put(`/admin/feeds/categories/${p!.category_id}`, { google: '469', hotline: '' }), 204)
    await ok(await api.put(`/admin/feeds/categories/${p!.category_id}`, { google: '2915' }), 204)
    expect(await lastAudit()).toMatchObject({
      action: 'feed.category',
      entity: 'category',
      before: { google_category: '469' },
      after: { google_category: '2915' },
    })
    await ok(await api.patch('/admin/feeds/prom', { wholesale_min_quantity: 3 }), 204)
    expect(await lastAudit()).toMatchObject({
      action: 'feed.prom_wholesale',
      entity: 'feed',
      entity_id: 'prom',
      before: { prom_wholesale_from: null },
      after: { prom_wholesale_from: 3 },
    })
    await ok(await api.post('/admin/feeds/rebuild', {}), 204)
    expect(await lastAudit()).toMatchObject({ action: 'feed.rebuild', entity: 'feed', entity_id: 'all' })
    await ok(await api.post('/admin/feeds/rebuild', { feed: 'hotline' }), 204)
    expect(await lastAudit()).toMatchObject({ action: 'feed.rebuild', entity_id: 'hotline' })

    // The audit page names the product, brand and category the change was about.
    const page = await ok<{ results: { action: string; entity: string; entity_label: string | null }[] }>(
      await api.get('/admin/audit?entity=product&limit=5', 'admin'),
    )
    expect(page.results.find((r) => r.action === 'feed.switches')?.entity_label).toBe(p!.name_ua)
    const brands = await ok<{ results: { entity_label: string | null }[] }>(
      await api.get('/admin/audit?entity=brand&limit=1', 'admin'),
    )
    expect(brands.results[0]?.entity_label).toBeTruthy()

    await ok(await api.put(`/admin/feeds/switches/products/${p!.id}`, { off: [] }))
    await ok(await api.put(`/admin/feeds/switches/brands/${p!.brand_id}`, { off: [] }))
    await ok(await api.patch('/admin/feeds/prom', { wholesale_min_quantity: null }), 204)
  })

  it.each([
    ['an unknown channel', 'put', '/admin/feeds/switches/brands/1', { off: ['ebay'] }, 400],
    ['a channel twice', 'put', '/admin/feeds/switches/brands/1', { off: ['prom', 'prom'] }, 400],
    ['an extra field', 'put', '/admin/feeds/switches/brands/1', { off: [], on: ['prom'] }, 400],
    ['a brand that does not exist', 'put', '/admin/feeds/switches/brands/999999', { off: ['prom'] }, 404],
    ['a product that does not exist', 'put', '/admin/feeds/switches/products/999999', { off: ['prom'] }, 404],
    ['a Google category that is not a number', 'put', '/admin/feeds/categories/1', { google: 'Beauty' }, 400],
    ['a category that does not exist', 'put', '/admin/feeds/categories/999999', { google: '1' }, 404],
    ['a wholesale quantity of 0', 'patch', '/admin/feeds/prom', { wholesale_min_quantity: 0 }, 400],
    ['an unknown feed', 'post', '/admin/feeds/rebuild', { feed: 'ebay' }, 400],
  ] as const)('refuses %s and writes nothing', async (_name, method, path, body, status) => {
    const before = await sql(
      'SELECT (SELECT count(*) FROM feed_exclusions) AS e, (SELECT count(*) FROM feed_categories) AS c, (SELECT group_concat(changed_at || wholesale_min_quantity || requested_at) FROM feed_builds) AS b, (SELECT count(*) FROM audit_log) AS a',
    )
    const res = await (method === 'put'
      ? api.put(path, body)
      : method === 'patch'
        ? api.patch(path, body)
        : api.post(path, body))
    expect(res.status).toBe(status)
    const error = await errorOf(res)
    expect(JSON.stringify(error)).not.toContain('ebay')
    expect(
      await sql(
        'SELECT (SELECT count(*) FROM feed_exclusions) AS e, (SELECT count(*) FROM feed_categories) AS c, (SELECT group_concat(changed_at || wholesale_min_quantity || requested_at) FROM feed_builds) AS b, (SELECT count(*) FROM audit_log) AS a',
      ),
    ).toEqual(before)
  })

  it('is for staff only', async () => {
    expect((await api.get('/admin/feeds', null)).status).toBe(401)
    expect((await api.get('/admin/feeds', 'customer')).status).toBe(403)
    expect((await api.put('/admin/feeds/switches/brands/1', { off: ['prom'] }, 'wholesaler')).status).toBe(403)
    expect((await api.post('/admin/feeds/rebuild', {}, 'customer')).status).toBe(403)
  })
})

describe('served from R2 at stable addresses', () => {
  it('answers with ETag and Last-Modified, and 304 to a revalidation', async () => {
    await built('prom')
    const res = await fetchFeed('prom')
    const etag = res.headers.get('etag')!
    const modified = res.headers.get('last-modified')!
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(etag).toBeTruthy()
    expect(modified).toBeTruthy()
    expect((await fetchFeed('prom', { 'if-none-match': etag })).status).toBe(304)
    expect((await fetchFeed('prom', { 'if-modified-since': modified })).status).toBe(304)
    expect((await fetchFeed('prom', { 'if-none-match': '"other"' })).status).toBe(200)
    expect(
      (await fetchFeed('prom', { 'if-modified-since': new Date(Date.parse(modified) - 60_000).toUTCString() })).status,
    ).toBe(200)
    // A rebuild with other content is a new object: the old validator no longer matches.
    const [v] = await sql<{ id: number }>('SELECT id FROM variants ORDER BY id LIMIT 1')
    await ok(
      await api.patch(`/admin/variants/${v!.id}`, {
        price: 1234,
        discount_price: 0,
        whoosale_price: 500,
        discount_whoosale_price: 0,
      }),
    )
    await services().feeds.build('prom')
    expect((await fetchFeed('prom', { 'if-none-match': etag })).status).toBe(200)
  })

  it('answers 404 for an unknown feed, and media never serves the feeds', async () => {
    const res = await serveFeed(new Request('https://beauty.example/feeds/other.xml'), client.env)
    expect(res.status).toBe(404)
    const { serveMedia } = await import('../../worker/media')
    expect(
      (await serveMedia(new Request('https://beauty.example/media/feeds/prom.xml'), client.env, () => {})).status,
    ).toBe(404)
  })

  it('publishes the ratings feed only from 50 published ratings on', async () => {
    expect(await services().feeds.build('google-ratings')).toBe(true)
    const published = (
      await sql<{ n: number }>(
        `SELECT count(*) AS n FROM comments WHERE type = 'COMMENT' AND status = 'published' AND rate BETWEEN 1 AND 5`,
      )
    )[0]!.n
    expect(published).toBeLessThan(50)
    expect((await fetchFeed('google-ratings')).status).toBe(404)

    const [user] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = 'customer@example.com'`)
    const products = await sql<{ id: number }>('SELECT id FROM products WHERE is_active = 1 ORDER BY id LIMIT 10')
    for (let i = 0; i < 50 - Number(published); i++)
      await sql(`INSERT INTO comments (product_id, user_id, type, text, rate) VALUES (?, ?, 'COMMENT', ?, ?)`, [
        products[i % products.length]!.id,
        user!.id,
        `Відгук ${i} <b>добрий</b>`,
        (i % 5) + 1,
      ])
    await sql(
      `INSERT INTO comments (product_id, user_id, type, text, rate, status) VALUES (?, ?, 'COMMENT', 'прихований', 1, 'hidden')`,
      [products[0]!.id, user!.id],
    )
    const { text } = await built('google-ratings')
    const doc = parseFeed(text)
    expect(doc.feed.version).toBe('2.4')
    expect(doc.feed.reviews.review).toHaveLength(50)
    expect(text).not.toContain('прихований')
    expect(text).not.toContain('<b>')

    // Reviews the feed would leave out (a product taken off sale) do not count towards the 50.
    await sql('UPDATE products SET is_active = 0 WHERE id = ?', [products[0]!.id])
    try {
      expect(await services().feeds.build('google-ratings')).toBe(true)
      expect((await fetchFeed('google-ratings')).status).toBe(404)
    } finally {
      await sql('UPDATE products SET is_active = 1 WHERE id = ?', [products[0]!.id])
    }
  })
})
