import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addProductViewBatch, foldProductViews, VIEW_FOLD_EVERY_MS } from '../../db/queries/product-views'
import { getServices } from '../../worker/services/context'
import { api } from '../../worker/api'
import { isDeclaration } from '../../worker/api/page-writes'
import { TAG_KEY_PREFIX } from '../../worker/services/page-cache'
import { SIGNATURE_HEADER, signSanityWebhook } from '../../worker/services/sanity-webhook'
import { createApiClient } from '../support/api-env'
import { createTestVariant, uniqueContact, variantStock } from '../support/order-fixtures'
import { insertTestOrder } from '../support/orders'
import { bearerFor, testDbClient } from '../support/tokens'
import { FILE_ID } from '../support/file-id'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

async function sql(statement: string, args: (string | number)[] = []) {
  const db = testDbClient()
  try {
    return (await db.execute({ sql: statement, args })).rows
  } finally {
    db.close()
  }
}
/** The generation product pages depend on (all of them: 'products'); listings and the home page have their own. */
const GENERATION_KEY = `${TAG_KEY_PREFIX}products`
const generation = () => client.env.CATALOG_CACHE.get(GENERATION_KEY)

describe('cached product pages go stale with the writes that change them', () => {
  it('a posted review moves the generation on; reads and a refused write do not', async () => {
    const customer = await bearerFor(client.env, 'customer@example.com')
    // The highest ids: tests/api/reviews.test.ts takes unreviewed products from the lowest.
    const [row] = await sql(
      "SELECT id FROM products WHERE is_active = 1 AND id NOT IN (SELECT product_id FROM comments WHERE user_id = (SELECT id FROM users WHERE email = 'customer@example.com')) ORDER BY id DESC LIMIT 1",
    )
    const product = Number(row!.id)
    const post = (body: unknown) =>
      client.request('/api/v1/shop/comments/', {
        method: 'POST',
        headers: { ...customer, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    const [{ slug }] = (await sql('SELECT slug FROM products WHERE id = ?', [product])) as unknown as [{ slug: string }]
    const ownPage = () => client.env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}product:${slug}`)
    await client.env.CATALOG_CACHE.put(GENERATION_KEY, 'before')
    await client.env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}product:${slug}`, 'before')
    expect((await client.request(`/api/v1/shop/comments/?product_id=${product}`)).status).toBe(200)
    expect((await post({ type: 'COMMENT', text: '', product })).status).toBe(400)
    expect(await ownPage()).toBe('before')

    expect((await post({ type: 'COMMENT', text: 'Гарний крем, беру вдруге.', product })).status).toBe(201)
    expect(await ownPage(), "the product's own page goes").not.toBe('before')
    expect(await generation(), 'the other product pages stay').toBe('before')
  })
})

describe('orders and cached product pages', () => {
  const contact = uniqueContact()
  const order = (variantId: number, quantity: number, buyer = contact) =>
    client.request('/api/v1/order/orders/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Олена',
        last_name: 'Коваль',
        father_name: '',
        phone: buyer.phone,
        email: `page-cache.${FILE_ID}@example.com`,
        deliveryType: 'curier',
        curier_info: { city: 'Львів', street: buyer.street, house: '22', appartment: '5' },
        np_info: { city: '', branch: '' },
        payment: 'cash',
        cartItems: [{ id: variantId, quantity }],
      }),
    })

  it('an order moves the generation on only when it takes the last stock of a variant (the page then shows pre-order)', async () => {
    const variant = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 2, stockOpt: 1 })
    await client.env.CATALOG_CACHE.put(GENERATION_KEY, 'before')

    expect((await order(variant.id, 2)).status).toBe(201)
    expect(await variantStock(variant.id)).toEqual({ stock: 0, stockOpt: 1 })
    expect(await generation(), 'stock is left: the page still reads "add to cart"').toBe('before')

    expect((await order(variant.id, 1)).status).toBe(201)
    expect(await variantStock(variant.id)).toEqual({ stock: 0, stockOpt: 0 })
    const soldOut = await generation()
    expect(soldOut, 'the last unit went: the page now reads "pre-order"').not.toBe('before')

    expect((await order(variant.id, 1)).status).toBe(201)
    expect(await generation(), 'a pre-order takes nothing: nothing changes').toBe(soldOut)
  })
  it('marks the marketplace feeds stale when it takes the last stock of a variant, and not before', async () => {
    const variant = await createTestVariant({ brandSlug: 'rica', price: 310, stock: 2, stockOpt: 0 })
    const changedAt = async () => Number((await sql('SELECT min(changed_at) AS at FROM feed_builds'))[0]!.at)
    await sql('UPDATE feed_builds SET changed_at = 1')
    const buyer = uniqueContact()

    expect((await order(variant.id, 1, buyer)).status).toBe(201)
    expect(await changedAt(), 'stock is left: the feeds still say in stock').toBe(1)
    expect((await order(variant.id, 1, buyer)).status).toBe(201)
    expect(await changedAt(), 'the last unit went: the feeds must say so').toBeGreaterThan(1)
  })
})

describe('views of product pages answered from the cache', () => {
  it('wait in one row per batch, and reach the products once, when the cron folds them an hour on', async () => {
    const [first, second] = await sql('SELECT slug, views FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 2')
    const slugs = [String(first!.slug), String(second!.slug)]
    const { db } = getServices(client.env)
    const batchesBefore = Number((await sql('SELECT count(*) AS n FROM product_view_batches'))[0]!.n)
    await addProductViewBatch(
      db,
      new Map([
        [slugs[0]!, 3],
        [slugs[1]!, 1],
        ['no-such-slug', 1],
      ]),
    )
    await addProductViewBatch(db, new Map([[slugs[0]!, 2]]))
    await addProductViewBatch(db, new Map())
    expect(Number((await sql('SELECT count(*) AS n FROM product_view_batches'))[0]!.n)).toBe(batchesBefore + 2)
    const views = async () =>
      Object.fromEntries(
        (await sql('SELECT slug, views FROM products WHERE slug IN (?, ?)', slugs)).map((r) => [
          String(r.slug),
          Number(r.views),
        ]),
      )
    // Not due yet: the oldest batch has not waited an hour.
    expect(await foldProductViews(db, Date.now())).toBe(0)
    expect(await views()).toEqual({ [slugs[0]!]: Number(first!.views), [slugs[1]!]: Number(second!.views) })

    const later = Date.now() + VIEW_FOLD_EVERY_MS
    expect(await foldProductViews(db, later)).toBe(batchesBefore + 2)
    expect(await views()).toEqual({ [slugs[0]!]: Number(first!.views) + 5, [slugs[1]!]: Number(second!.views) + 1 })
    expect(Number((await sql('SELECT count(*) AS n FROM product_view_batches'))[0]!.n)).toBe(0)
    // A second fold (a cron run repeated) counts nothing twice.
    expect(await foldProductViews(db, later)).toBe(0)
    expect(await views()).toEqual({ [slugs[0]!]: Number(first!.views) + 5, [slugs[1]!]: Number(second!.views) + 1 })
  })

  it('a fold racing another counts each batch once', async () => {
    const [product] = await sql('SELECT slug, views FROM products WHERE is_active = 1 ORDER BY id DESC LIMIT 1')
    const { db } = getServices(client.env)
    for (let i = 0; i < 5; i++) await addProductViewBatch(db, new Map([[String(product!.slug), 1]]))
    const later = Date.now() + VIEW_FOLD_EVERY_MS
    const folded = await Promise.all([foldProductViews(db, later), foldProductViews(db, later)])
    const [after] = await sql('SELECT views FROM products WHERE slug = ?', [String(product!.slug)])
    expect(Number(after!.views)).toBe(Number(product!.views) + 5)
    expect(folded.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5)
  })
})

describe('every write declares what it changes on the cached pages', () => {
  it('each POST, PUT, PATCH and DELETE route of the API carries a declaration', () => {
    const writes = api.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    const declared = new Set(writes.filter((r) => isDeclaration(r.handler)).map((r) => `${r.method} ${r.path}`))
    const routes = new Set(writes.map((r) => `${r.method} ${r.path}`))
    expect(routes.size).toBeGreaterThan(50)
    expect([...routes].filter((route) => !declared.has(route))).toEqual([])
  })

  const tags = ['layout', 'listings', 'home', 'products'] as const
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(tags.map(async (t) => [t, await client.env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}${t}`)])),
    )
  const reset = () => Promise.all(tags.map((t) => client.env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}${t}`, 'before')))
  const moved = async () =>
    Object.entries(await snapshot())
      .filter(([, g]) => g !== 'before')
      .map(([t]) => t)

  it('payment polls, callbacks, promo checks, forms and new orders that leave stock move nothing', async () => {
    const variant = await createTestVariant({ brandSlug: 'rica', price: 300, stock: 50 })
    await reset()
    const json = (path: string, body: unknown) =>
      client.request(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const contact = uniqueContact()
    const placed = await json('/order/orders/', {
      first_name: 'Олена',
      last_name: 'Коваль',
      father_name: '',
      phone: contact.phone,
      email: `poll.${FILE_ID}@example.com`,
      deliveryType: 'curier',
      curier_info: { city: 'Львів', street: contact.street, house: '22', appartment: '5' },
      np_info: { city: '', branch: '' },
      payment: 'cash',
      cartItems: [{ id: variant.id, quantity: 1 }],
    })
    expect(placed.status).toBe(201)
    expect((await json('/order/apply-promo/', { code: 'SPRING10' })).status).toBe(200)
    // The check page's poll (every few seconds while a payment is open) is a POST that reads.
    const db = testDbClient()
    const paid = await insertTestOrder(db, { status: 'payed' }).finally(() => db.close())
    const poll = await json('/order/payment/callback/', { orderReference: paid.reference, first_check: false })
    expect(poll.status).toBe(200)
    expect(
      (
        await json('/pages/donate/', {
          fullName: 'Олена Коваль',
          phone: '0671234567',
          businessType: 'salon',
          brand: 'Rica',
          link: '',
        })
      ).status,
    ).toBe(201)
    expect(await moved()).toEqual([])
  })

  it('a Sanity draft or image asset moves nothing; a published banner moves only the home page; site settings the layout', async () => {
    const secret = getServices(client.env).config.SANITY_WEBHOOK_SECRET!
    const deliver = async (change: unknown) => {
      const body = JSON.stringify(change)
      const signature = await signSanityWebhook(body, secret, Date.now())
      return client.request('/api/v1/webhooks/sanity/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      })
    }
    await reset()
    expect((await deliver({ _type: 'banner', _id: 'drafts.banner-1' })).status).toBe(200)
    expect((await deliver({ _type: 'sanity.imageAsset', _id: 'image-abc' })).status).toBe(200)
    expect(await moved()).toEqual([])
    expect((await deliver({ _type: 'banner', _id: 'banner-1' })).status).toBe(200)
    expect(await moved()).toEqual(['home'])
    await reset()
    expect((await deliver({ _type: 'siteSettings', _id: 'siteSettings' })).status).toBe(200)
    expect(await moved()).toEqual(['layout'])
  })
})
