import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { createDb } from '../../db/client'
import { lazySource } from '../../worker/adapters/content'
import { createCache, cacheKey } from '../../worker/services/cache'
import { createContentService } from '../../worker/services/content'
import { degradedCounts, isDependencyFailure, TimeoutError } from '../../worker/services/degraded'
import { createApiClient } from '../support/api-env'

/**
 * Failing dependencies degrade: KV throwing or hanging, content slow or failing, the database slow.
 * Each is injected where the store meets it, and the answer is still served, or is a clean 503
 * where there is truly nothing to show.
 */

const hang = () => new Promise<never>(() => {})
const clients: { dispose(): Promise<void> }[] = []
afterAll(async () => {
  for (const client of clients) await client.dispose()
})

/** A KV namespace whose every call throws or never answers. */
function brokenKv(fault: 'throws' | 'hangs'): KVNamespace {
  const fail = () => (fault === 'throws' ? Promise.reject(new Error('KV: too many writes to the same key')) : hang())
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace
}

describe('KV failing', () => {
  it.each(['throws', 'hangs'] as const)(
    'when KV %s, the catalogue and content answers still come (from their sources), within seconds',
    async (fault) => {
      const client = await createApiClient({ CATALOG_CACHE: brokenKv(fault) })
      clients.push(client)
      const started = Date.now()
      const listing = await client.request('/api/v1/shop/products/category-products/?limit=2')
      expect(listing.status).toBe(200)
      expect(((await listing.json()) as { results: unknown[] }).results).toHaveLength(2)
      const advantages = await client.request('/api/v1/core/advantages/')
      expect(advantages.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(degradedCounts()['kv-read']).toBeGreaterThan(0)
    },
  )
})

describe('content slow or failing', () => {
  const env = () => createApiClient()

  it('a content fetch that hangs is given up after the timeout', async () => {
    const source = lazySource(async () => ({ fetch: hang }), 50)
    const error = await source.fetch('*').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
  })

  it.each([
    ['slow', () => hang()],
    ['failing', () => Promise.reject(new Error('Sanity 502'))],
  ])('when Sanity is %s, the last good copy is served; with none, a clean 503 (unavailable)', async (_name, fault) => {
    const client = await env()
    clients.push(client)
    let broken = false
    const source = lazySource(
      async () => ({
        fetch: <T>() =>
          broken ? fault() : Promise.resolve([{ _id: 'a', image: 'i.png', title: 'Доставка', text: 'Швидко' }] as T),
      }),
      50,
    )
    let clock = 0
    const content = createContentService(
      source,
      createCache(client.env.CATALOG_CACHE, () => clock),
    )
    expect(await content.advantages('ua')).toEqual([{ id: 'a', image: 'i.png', title: 'Доставка', text: 'Швидко' }])
    broken = true
    clock += 2 * 3600 * 1000 // long past the entry's lifetime
    expect(await content.advantages('ua')).toEqual([{ id: 'a', image: 'i.png', title: 'Доставка', text: 'Швидко' }])
    await client.env.CATALOG_CACHE.delete(cacheKey('advantages', 'ua'))
    await expect(content.advantages('ua')).rejects.toMatchObject({ code: 'unavailable' })
  })
})

describe('database slow', () => {
  let server: Server | undefined
  afterAll(() => server?.close())

  /** The libSQL server behind a link that accepts requests and never answers (a hung database). */
  async function hungDatabase(): Promise<string> {
    server = createServer(() => {})
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('a hung database round trip is given up after the timeout', async () => {
    const db = createDb(await hungDatabase(), undefined, 200)
    const error = await db.$client.execute('SELECT 1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(isDependencyFailure(error)).toBe(true)
  })

  it(
    'the API answers a clean 503 with Retry-After when the database hangs (nothing cached to show)',
    { timeout: 20_000 },
    async () => {
      const client = await createApiClient({ TURSO_DATABASE_URL: await hungDatabase() })
      clients.push(client)
      const res = await client.request('/api/v1/shop/products/category-products/?limit=2')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('unavailable')
    },
  )

  it('an unreachable database is a clean 503 too', async () => {
    const client = await createApiClient({ TURSO_DATABASE_URL: 'http://127.0.0.1:9' })
    clients.push(client)
    const res = await client.request('/api/v1/shop/products/category-products/?limit=2')
    expect(res.status).toBe(503)
    expect(errorEnvelopeSchema.parse(await res.json()).error).toEqual({
      code: 'unavailable',
      message: 'Service temporarily unavailable. Please try again.',
    })
  })

  it('the database answering again serves normally (the real server behind the same client code)', async () => {
    const client = await createApiClient({ TURSO_DATABASE_URL: inject('dbUrl') })
    clients.push(client)
    expect((await client.request('/api/v1/shop/products/category-products/?limit=1')).status).toBe(200)
  })
})

describe('the Content Lake slow or failing, through the Worker', () => {
  /** A stand-in for the Content Lake's query API (GET /v{version}/data/query/{dataset}?query=…): answers, fails or hangs. */
  let mode: 'answer' | 'fail' | 'hang' = 'answer'
  let queries = 0
  let lake: Server | undefined
  afterAll(() => lake?.close())

  async function startLake(): Promise<string> {
    lake = createServer((req, res) => {
      queries++
      if (!/^\/v[\d-]+\/data\/query\/production\?/.test(req.url ?? '')) return void res.writeHead(404).end()
      if (mode === 'hang') return
      if (mode === 'fail')
        return void res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"bad gateway"}')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          ms: 1,
          query: '',
          result: [{ _id: 'adv-1', image: 'https://cdn.example/a.png', title: 'Доставка', text: 'Швидко' }],
        }),
      )
    })
    await new Promise<void>((resolve) => lake!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(lake.address() as AddressInfo).port}`
  }

  it(
    'answers from the Lake, then from the last good copy when it fails or hangs, then a clean 503 with no copy',
    { timeout: 30_000 },
    async () => {
      const client = await createApiClient({
        CONTENT_SOURCE: 'lake',
        SANITY_PROJECT_ID: 'standin',
        SANITY_API_HOST: await startLake(),
      })
      clients.push(client)
      const advantages = () => client.request('/api/v1/core/advantages/', { locale: 'ua' })
      const expected = [{ id: 'adv-1', image: 'https://cdn.example/a.png', title: 'Доставка', text: 'Швидко' }]

      const first = await advantages()
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual(expected)
      expect(queries).toBe(1)

      // The copy outlives its hour: make it old, as an hour later.
      const key = cacheKey('advantages', 'ua')
      const entry = (await client.env.CATALOG_CACHE.get<{ at: number; value: unknown }>(key, 'json'))!
      await client.env.CATALOG_CACHE.put(key, JSON.stringify({ ...entry, at: entry.at - 2 * 3600 * 1000 }))

      for (const fault of ['fail', 'hang'] as const) {
        mode = fault
        const started = Date.now()
        const stale = await advantages()
        expect(stale.status, fault).toBe(200)
        expect(await stale.json()).toEqual(expected)
        expect(Date.now() - started, `${fault}: answered within the content timeout`).toBeLessThan(8000)
      }

      await client.env.CATALOG_CACHE.delete(key)
      const none = await advantages()
      expect(none.status).toBe(503)
      expect(errorEnvelopeSchema.parse(await none.json()).error.code).toBe('unavailable')
    },
  )
})
