import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

/** The API-only worker under test (tests/worker/vitest.config.ts sets it as main). */
const worker = (exports as unknown as { default: Fetcher }).default
const fetchWorker = (path: string, init?: RequestInit) => worker.fetch(new Request(`http://store.test${path}`, init))

describe('the Worker fetch handler inside workerd', () => {
  it('routes /api/v1 to Hono and answers the latest products from the database', async () => {
    const res = await fetchWorker('/api/v1/shop/products/latest/', { headers: { 'accept-language': 'en' } })
    expect(res.status).toBe(200)
    const products = (await res.json()) as Array<{ id: number; variants: unknown[] }>
    expect(products).toHaveLength(40)
    expect(products[0]!.variants.length).toBeGreaterThan(0)
  })

  it('stores the answer in the KV binding under a per-locale key', async () => {
    await fetchWorker('/api/v1/shop/categories/first_level/', { headers: { 'accept-language': 'ua' } })
    const keys = await env.CATALOG_CACHE.list({ prefix: 'v5:categories:ua:' })
    expect(keys.keys.length).toBe(1)
  })

  it('answers an unknown API path with the JSON error envelope', async () => {
    const res = await fetchWorker('/api/v1/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('serves /media from R2 with a long cache lifetime, and 404 for a missing key', async () => {
    await env.MEDIA.put('test/dot.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', {
      httpMetadata: { contentType: 'image/svg+xml' },
    })
    const res = await fetchWorker('/media/test/dot.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(await res.text()).toContain('<svg')
    expect((await fetchWorker('/media/test/missing.svg')).status).toBe(404)
  })

  it('keeps a picture at the edge once read: later visitors get the copy, whatever the query string', async () => {
    const path = `/media/test/kept-${crypto.randomUUID()}.svg`
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" id="kept"/>'
    await env.MEDIA.put(path.slice('/media/'.length), picture, { httpMetadata: { contentType: 'image/svg+xml' } })
    expect(await (await fetchWorker(path)).text()).toBe(picture)
    // Kept behind the answer (waitUntil): once it is there, R2 is no longer read for it.
    const edge = (caches as unknown as { default: Cache }).default
    await expect.poll(async () => (await edge.match(`http://store.test${path}`)) !== undefined).toBe(true)
    await env.MEDIA.delete(path.slice('/media/'.length))
    const copy = await fetchWorker(`${path}?v=2`)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('image/svg+xml')
    expect(copy.headers.get('cache-control')).toContain('immutable')
    expect(await copy.text()).toBe(picture)
  })

  it('keeps no missing picture, and answers a malformed or private path with 404', async () => {
    const path = `/media/test/later-${crypto.randomUUID()}.svg`
    expect((await fetchWorker(path)).status).toBe(404)
    await env.MEDIA.put(path.slice('/media/'.length), '<svg/>')
    expect((await fetchWorker(path)).status).toBe(200)
    for (const bad of ['/media/%E0', '/media/private/certificate.pdf', '/media/a/../private/x', '/media/'])
      expect((await fetchWorker(bad)).status, bad).toBe(404)
    expect((await fetchWorker(path, { method: 'HEAD' })).status).toBe(200)
    expect((await fetchWorker(path, { method: 'POST' })).status).toBe(405)
  })
})
