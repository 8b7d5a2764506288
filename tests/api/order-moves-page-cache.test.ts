import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STOCK_GENERATION_KEY } from '../../worker/services/cache'
import { cacheablePage, createPageCache, TAG_KEY_PREFIX } from '../../worker/services/page-cache'
import { adminApi, createAdminClient, insertOrder, insertVariant, ok, sql } from '../support/admin'

/**
 * Status moves, returns and a buyer's cancel change what the storefront's cached pages show only
 * when the stock they give back brings a sold-out variant back (pre-order → in stock). Then the
 * product pages render afresh, the card lists kept in KV move to a new stock generation and the
 * feeds go stale; any other move leaves all three alone, so a busy back office keeps the cache.
 * The pages are kept by the real page cache on this file's KV, with a stand-in for the edge cache.
 */
let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let pages: ReturnType<typeof createPageCache>
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  // The edge cache's stand-in: the page cache keeps and finds pages by their key's URL.
  const edge = new Map<string, Response>()
  const urlOf = (key: RequestInfo | URL) => (typeof key === 'string' ? key : 'href' in key ? key.href : key.url)
  pages = createPageCache({
    kv: client.env.CATALOG_CACHE,
    edge: {
      match: async (key) => edge.get(urlOf(key))?.clone(),
      put: async (key, response) => void edge.set(urlOf(key), response),
    },
    siteUrl: 'http://store.test',
    ttlSeconds: 600,
  })
})
afterAll(() => client.dispose())

/** How the edge answers a shopper opening the product page: 'hit' from the cache, else 'miss' (rendered). */
async function openPage(slug: string): Promise<string | null> {
  const request = new Request(`http://store.test/product/${slug}`)
  const kept: Promise<unknown>[] = []
  const render = async () =>
    new Response(`<html><body>${slug}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  const { response } = await pages.page(request, cacheablePage(request, new URL(request.url))!, render, (work) =>
    kept.push(work),
  )
  await response.arrayBuffer()
  await Promise.all(kept)
  return response.headers.get('x-page-cache')
}

/** A page kept in the cache, as a shopper's visit leaves it. */
async function cached(slug: string) {
  await openPage(slug)
  expect(await openPage(slug)).toBe('hit')
}

/** What moves when shown stock changes: every product page's tag, the kept lists' generation, the feeds' change time. */
async function shownState() {
  const kv = client.env.CATALOG_CACHE
  const [feeds] = await sql<{ at: number }>('SELECT min(changed_at) AS at FROM feed_builds')
  return {
    productPages: await kv.get(`${TAG_KEY_PREFIX}products`),
    cardLists: await kv.get(STOCK_GENERATION_KEY),
    feedsChangedAt: Number(feeds!.at),
  }
}

const stockOf = async (variantId: number) =>
  (
    await sql<{ stock: number; stock_opt: number }>('SELECT stock, stock_opt FROM variants WHERE id = ?', [variantId])
  )[0]
const moveTo = (id: number, status: string) => api.post(`/admin/orders/${id}/status`, { status })

/** A cash order holding `taken` units of the variant's retail stock (or wholesale stock), as checkout leaves it. */
const orderHolding = (
  variantId: number,
  taken: number,
  opts: { wholesale?: boolean; status?: 'new' | 'delivred' } = {},
) =>
  insertOrder({
    status: opts.status ?? 'new',
    payType: 'cash',
    lines: [
      opts.wholesale
        ? { variantId, quantity: taken, takenStock: 0, takenStockOpt: taken }
        : { variantId, quantity: taken, takenStock: taken },
    ],
  })

describe('staff status moves and the cached pages', () => {
  it('a move that gives back no stock, or gives it to a variant still in stock, leaves the page cached and the lists unmoved', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const inStock = await insertVariant({ stock: 3, stockOpt: 0 })
    const lastUnit = await orderHolding(soldOut.variantId, 1)
    const oneOfFour = await orderHolding(inStock.variantId, 1)
    const another = await orderHolding(inStock.variantId, 1)
    await cached(soldOut.slug)
    await cached(inStock.slug)
    const before = await shownState()

    await ok(await moveTo(lastUnit.id, 'prepered'))
    await ok(await api.post('/admin/orders/bulk-status', { ids: [another.id], status: 'prepered' }))
    await ok(await api.post('/admin/orders/bulk-status', { ids: [lastUnit.id, another.id], status: 'at_delivry' }))
    // Its unit goes back to a variant that still has three: nothing a page shows changes.
    await ok(await moveTo(oneOfFour.id, 'declined'))
    expect(await stockOf(inStock.variantId)).toEqual({ stock: 4, stock_opt: 0 })

    expect(await openPage(soldOut.slug)).toBe('hit')
    expect(await openPage(inStock.slug)).toBe('hit')
    expect(await shownState()).toEqual(before)
  })

  it('a decline that gives back the last units of a sold-out variant renders its page afresh and moves the lists and feeds', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const order = await orderHolding(soldOut.variantId, 2)
    await ok(await moveTo(order.id, 'prepered'))
    await cached(soldOut.slug)
    const before = await shownState()

    await ok(await moveTo(order.id, 'declined'))
    expect(await stockOf(soldOut.variantId)).toEqual({ stock: 2, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('miss')
    const after = await shownState()
    expect(after.productPages).not.toBe(before.productPages)
    expect(after.cardLists).not.toBe(before.cardLists)
    expect(after.feedsChangedAt).toBeGreaterThan(before.feedsChangedAt)
  })

  it('a bulk decline that brings one sold-out variant back purges once for all', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const inStock = await insertVariant({ stock: 5, stockOpt: 0 })
    const a = await orderHolding(inStock.variantId, 1)
    const b = await orderHolding(soldOut.variantId, 1)
    await cached(soldOut.slug)
    const before = await shownState()

    await ok(await api.post('/admin/orders/bulk-status', { ids: [a.id, b.id], status: 'declined' }))
    expect(await openPage(soldOut.slug)).toBe('miss')
    expect((await shownState()).cardLists).not.toBe(before.cardLists)
  })

  it("a partner's last wholesale unit coming back moves the kept lists only: the cached page is rendered for shoppers", async () => {
    const variant = await insertVariant({ stock: 4, stockOpt: 0 })
    const order = await orderHolding(variant.variantId, 1, { wholesale: true })
    await cached(variant.slug)
    const before = await shownState()

    await ok(await moveTo(order.id, 'declined'))
    expect(await stockOf(variant.variantId)).toEqual({ stock: 4, stock_opt: 1 })
    expect(await openPage(variant.slug)).toBe('hit')
    const after = await shownState()
    expect(after.productPages).toBe(before.productPages)
    expect(after.cardLists, "partners' cards now start on this variant").not.toBe(before.cardLists)
  })
})

describe('returns and a buyer’s cancel', () => {
  it('a return restocking the last units of a sold-out variant purges it; one written off does not', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const order = await orderHolding(soldOut.variantId, 2, { status: 'delivred' })
    const [line] = await sql<{ id: number }>('SELECT id FROM order_lines WHERE order_id = ?', [order.id])
    const returnOne = (restock: boolean) =>
      api.post(`/admin/orders/${order.id}/returns`, {
        reason: restock ? 'wrong_item' : 'damaged',
        refund: false,
        lines: [{ line_id: Number(line!.id), quantity: 1, restock }],
      })
    await cached(soldOut.slug)
    const before = await shownState()

    await ok(await returnOne(false))
    expect(await stockOf(soldOut.variantId)).toEqual({ stock: 0, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('hit')
    expect(await shownState()).toEqual(before)

    await ok(await returnOne(true))
    expect(await stockOf(soldOut.variantId)).toEqual({ stock: 1, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('miss')
    expect((await shownState()).cardLists).not.toBe(before.cardLists)
  })

  it("a buyer's cancel purges only when it brings a sold-out variant back", async () => {
    const [customer] = await sql<{ id: number }>("SELECT id FROM users WHERE email = 'customer@example.com'")
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const inStock = await insertVariant({ stock: 2, stockOpt: 0 })
    const own = async (variantId: number) => {
      const order = await orderHolding(variantId, 1)
      await sql('UPDATE orders SET user_id = ? WHERE id = ?', [Number(customer!.id), order.id])
      return order
    }
    const keeps = await own(inStock.variantId)
    const brings = await own(soldOut.variantId)
    await cached(soldOut.slug)
    const before = await shownState()

    await ok(await api.patch(`/order/orders/${keeps.id}/`, { status: 'declined' }, 'customer'))
    expect(await stockOf(inStock.variantId)).toEqual({ stock: 3, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('hit')
    expect(await shownState()).toEqual(before)

    await ok(await api.patch(`/order/orders/${brings.id}/`, { status: 'declined' }, 'customer'))
    expect(await openPage(soldOut.slug)).toBe('miss')
    expect((await shownState()).cardLists).not.toBe(before.cardLists)
  })
})

describe('moves at the same moment', () => {
  it('two declines at once that together refill a sold-out variant: one of them brings it back and purges', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const a = await orderHolding(soldOut.variantId, 1)
    const b = await orderHolding(soldOut.variantId, 1)
    await cached(soldOut.slug)
    const before = await shownState()

    const answers = await Promise.all([moveTo(a.id, 'declined'), moveTo(b.id, 'declined')])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    expect(await stockOf(soldOut.variantId)).toEqual({ stock: 2, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('miss')
    expect((await shownState()).cardLists).not.toBe(before.cardLists)
  })

  it('the same decline twice at once gives the stock back once and still purges', async () => {
    const soldOut = await insertVariant({ stock: 0, stockOpt: 0 })
    const order = await orderHolding(soldOut.variantId, 1)
    await cached(soldOut.slug)

    const answers = await Promise.all([moveTo(order.id, 'declined'), moveTo(order.id, 'declined')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await stockOf(soldOut.variantId)).toEqual({ stock: 1, stock_opt: 0 })
    expect(await openPage(soldOut.slug)).toBe('miss')
  })
})

describe('a held ERP price confirmed', () => {
  it("renders its own product's page afresh and the listings, not every product page", async () => {
    const variant = await insertVariant({ price: 500 })
    const other = await insertVariant({ price: 500 })
    const [line] = await sql<{ id: number }>(
      `INSERT INTO held_price_lines (variant_id, source, before, after) VALUES (?, 'integration:1', '{"price":500}', '{"price":1600}') RETURNING id`,
      [variant.variantId],
    )
    await cached(variant.slug)
    await cached(other.slug)
    const listings = await client.env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}listings`)

    await ok(await api.post(`/admin/price-list/held/${Number(line!.id)}/confirm`, {}), 204)
    expect(await openPage(variant.slug)).toBe('miss')
    expect(await openPage(other.slug)).toBe('hit')
    expect(await client.env.CATALOG_CACHE.get(`${TAG_KEY_PREFIX}listings`)).not.toBe(listings)
  })
})
