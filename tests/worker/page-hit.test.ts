import { env } from 'cloudflare:workers'
import { desc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { products } from '../../db/schema'
import { foldProductViews, VIEW_FOLD_EVERY_MS } from '../../db/queries/product-views'
import { createFetchHandler } from '../../worker/router'
import { getServices, pageCacheFor } from '../../worker/services/context'
import { TAG_KEY_PREFIX } from '../../worker/services/page-cache'

/**
 * A page held in the isolate's memory is answered before the app (worker/page-hit.ts): through the
 * Worker's own fetch handler, with a stand-in renderer that counts its renders, its answer must be the
 * app's hit in every header but the nonce and the request id.
 */
function setup(workerEnv: Env = env) {
  let renders = 0
  const handler = createFetchHandler(async (request) => {
    renders++
    const nonce = request.headers.get('x-csp-nonce') ?? ''
    return new Response(`<html><script nonce="${nonce}">#${renders}</script></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  })
  const kept: Promise<unknown>[] = []
  const ctx = {
    waitUntil: (work: Promise<unknown>) => void kept.push(work),
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext
  const get = async (path: string, headers: Record<string, string> = {}, into: Env = workerEnv) => {
    const request = new Request(`http://store.test${path}`, { headers }) as Parameters<
      NonNullable<typeof handler.fetch>
    >[0]
    const res = await handler.fetch!(request, into, ctx)
    const body = await res.text()
    return { res, body }
  }
  const settle = async () => {
    while (kept.length) await kept.shift()
  }
  return { get, settle, renders: () => renders }
}

/** Every header but the per-answer ones, as [name, value] pairs in order of name. */
/** A product's views once the batches waiting are folded in (the cron folds them an hour on). */
async function viewsOf(slug: string) {
  const { db } = getServices(env)
  await foldProductViews(db, Date.now() + VIEW_FOLD_EVERY_MS)
  return (await db.select({ views: products.views }).from(products).where(eq(products.slug, slug)))[0]!.views
}

const headersBut = (res: Response, ...names: string[]) =>
  [...res.headers].filter(([name]) => !names.includes(name)).sort(([a], [b]) => a.localeCompare(b))

afterEach(() => vi.restoreAllMocks())

describe('a page from memory, before the app', () => {
  // The script nonce is off under Vite's test runner, as under its dev server (worker/router.ts); the
  // built Worker's hits carry a fresh one each (tests/e2e/csp.spec.ts).
  it('carries the app hit’s headers and body, and its own request id', async () => {
    const { get, settle, renders } = setup()
    const memoryHit = vi.spyOn(pageCacheFor(env), 'memoryHit')
    const path = `/catalogue/hit-${Date.now()}`
    const miss = await get(path)
    expect(miss.res.headers.get('x-page-cache')).toBe('miss')
    await settle()
    const fast = await get(path)
    // A session cookie that names no live session is the app's to check; it answers the same kept copy.
    const viaApp = await get(path, { cookie: 'session=forged' })
    expect(renders()).toBe(1)
    // Answered from memory the second time only (a miss, then a hit; the cookie's request is the app's).
    expect(memoryHit.mock.results.map((r) => r.value !== null)).toEqual([false, true])
    for (const hit of [fast, viaApp]) {
      expect(hit.res.headers.get('x-page-cache')).toBe('hit')
      expect(hit.body).toBe('<html><script nonce="">#1</script></html>')
      expect(hit.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(fast.res.headers.get('x-request-id')).not.toBe(viaApp.res.headers.get('x-request-id'))
    expect(headersBut(fast.res, 'x-request-id')).toEqual(headersBut(viaApp.res, 'x-request-id'))
    expect(fast.res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(fast.res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  })

  it('writes the request’s log line with its id outside tests', async () => {
    const development = { ...env, APP_ENV: 'development' } as Env
    const { get, settle } = setup(development)
    const path = `/catalogue/log-${crypto.randomUUID().slice(0, 8)}`
    await get(path)
    await settle()
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const { res } = await get(path, { 'cf-ray': 'abc123-KBP' })
    expect(res.headers.get('x-page-cache')).toBe('hit')
    expect(res.headers.get('x-request-id')).toBe('abc123-KBP')
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    expect(lines).toEqual([expect.objectContaining({ type: 'request', id: 'abc123-KBP', path, status: 200 })])
  })

  it('counts a product page’s view in the isolate’s batch', async () => {
    const { db } = getServices(env)
    const [product] = await db
      .select({ slug: products.slug, views: products.views })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(1)
    const { get, settle } = setup()
    await get(`/product/${product!.slug}`)
    await settle()
    const viewsNow = () => viewsOf(product!.slug)
    const before = await viewsNow()
    expect((await get(`/product/${product!.slug}`)).res.headers.get('x-page-cache')).toBe('hit')
    expect((await get(`/product/${product!.slug}`)).res.headers.get('x-page-cache')).toBe('hit')
    await settle()
    expect(await viewsNow()).toBe(before + 2)
  })

  it("counts one address's loop over a cached product page once a minute, another address's at once", async () => {
    const { db } = getServices(env)
    const [product] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.id))
      .limit(1)
    const { get, settle } = setup()
    const path = `/product/${product!.slug}`
    await get(path)
    await settle()
    const viewsNow = () => viewsOf(product!.slug)
    const before = await viewsNow()
    for (let i = 0; i < 5; i++)
      expect((await get(path, { 'cf-connecting-ip': '203.0.113.50' })).res.headers.get('x-page-cache')).toBe('hit')
    expect((await get(path, { 'cf-connecting-ip': '203.0.113.51' })).res.headers.get('x-page-cache')).toBe('hit')
    await settle()
    expect(await viewsNow()).toBe(before + 2)
  })

  it('refuses to serve in production with a missing secret, even a page held in memory', async () => {
    const { get, settle } = setup()
    const path = `/catalogue/closed-${Date.now()}`
    await get(path)
    await settle()
    expect((await get(path)).res.headers.get('x-page-cache')).toBe('hit')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const production = { ...env, APP_ENV: 'production', JWT_SECRET: '' } as Env
    const refused = await get(path, {}, production)
    expect(refused.res.status).toBe(503)
    expect(refused.body).toMatch(/^Service unavailable: Missing production secret/)
  })

  it('answers with a generation read over a second ago while reading it again behind the answer', async () => {
    const { get, settle, renders } = setup()
    const memoryHit = vi.spyOn(pageCacheFor(env), 'memoryHit')
    const slug = `grace-${crypto.randomUUID().slice(0, 8)}`
    await get(`/product/${slug}`)
    await settle()
    const start = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start + 2500)
    // Another isolate made the page stale meanwhile: KV holds its new generation, this isolate read the old one.
    await env.CATALOG_CACHE.put(`${TAG_KEY_PREFIX}product:${slug}`, 'moved-elsewhere')
    const stale = await get(`/product/${slug}`)
    expect(stale.res.headers.get('x-page-cache')).toBe('hit')
    expect(renders()).toBe(1)
    await settle() // the read behind the answer
    const fresh = await get(`/product/${slug}`)
    expect(fresh.res.headers.get('x-page-cache')).toBe('miss')
    expect(renders()).toBe(2)
    await settle()
    // Past the grace, with no request between, a page is not answered from memory on an old read.
    clock.mockReturnValue(start + 2500 + 5001)
    await get(`/product/${slug}`)
    expect(memoryHit.mock.results.map((r) => r.value !== null)).toEqual([false, true, false, false])
  })
})
