import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheKey, createCache } from '../../worker/services/cache'
import { createApiClient } from '../support/api-env'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

describe('KV cache wrapper', () => {
  it('loads once while fresh, and again after the lifetime', async () => {
    let clock = 1_000_000
    const cache = createCache(client.env.CATALOG_CACHE, () => clock)
    let loads = 0
    const load = async () => ++loads
    const key = cacheKey('banners', 'ua', 'retail', 'fresh-test')
    expect(await cache.getOrLoad(key, 3600, load)).toBe(1)
    expect(await cache.getOrLoad(key, 3600, load)).toBe(1)
    clock += 3600 * 1000 + 1
    expect(await cache.getOrLoad(key, 3600, load)).toBe(2)
  })

  it('serves stale data when the source fails, and fails when there is none', async () => {
    let clock = 0
    const cache = createCache(client.env.CATALOG_CACHE, () => clock)
    const key = cacheKey('advantages', 'en', 'retail', 'stale-test')
    await cache.getOrLoad(key, 60, async () => ['cached'])
    clock += 61_000
    expect(await cache.getOrLoad(key, 60, () => Promise.reject(new Error('down')))).toEqual(['cached'])
    await expect(
      cache.getOrLoad(cacheKey('advantages', 'en', 'retail', 'empty'), 60, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down')
  })

  it('answers JSON text: loaded once while fresh, and read from KV without parsing', async () => {
    let clock = 5_000_000
    const cache = createCache(client.env.CATALOG_CACHE, () => clock)
    let loads = 0
    const load = async () => ({ loads: ++loads, text: 'a "quoted" } brace' })
    const key = cacheKey('listings', 'ua', 'retail', 'json-text-test')
    const first = await cache.getOrLoadJson(key, 60, load)
    expect(JSON.parse(first)).toEqual({ loads: 1, text: 'a "quoted" } brace' })
    expect(await cache.getOrLoadJson(key, 60, load)).toBe(first)
    clock += 61_000
    expect(JSON.parse(await cache.getOrLoadJson(key, 60, load))).toMatchObject({ loads: 2 })
  })

  it('reads one entry as a value or as its JSON text, whichever wrote it', async () => {
    const cache = createCache(client.env.CATALOG_CACHE)
    const fail = () => Promise.reject(new Error('not loaded: the entry is fresh'))
    const byValue = cacheKey('listings', 'en', 'retail', 'written-as-value')
    await cache.getOrLoad(byValue, 3600, async () => ({ results: [1, 2], correction: null }))
    expect(await cache.getOrLoadJson(byValue, 3600, fail)).toBe('{"results":[1,2],"correction":null}')
    const byText = cacheKey('listings', 'en', 'retail', 'written-as-text')
    await cache.getOrLoadJson(byText, 3600, async () => ({ results: ['x'] }))
    expect(await cache.getOrLoad(byText, 3600, fail)).toEqual({ results: ['x'] })
  })

  it('answers the same shared value while the stored text is unchanged, and a new one once it changes', async () => {
    let clock = 9_000_000
    const cache = createCache(client.env.CATALOG_CACHE, () => clock)
    let loads = 0
    const load = async () => ({ phones: ['+380501112233'], loads: ++loads })
    const key = cacheKey('siteSettings', 'ua', 'retail', 'shared-test')
    const first = await cache.getOrLoadShared(key, 60, load)
    expect(first).toEqual({ phones: ['+380501112233'], loads: 1 })
    // Another request of the isolate (another cache over the same KV) gets the very same object.
    expect(await createCache(client.env.CATALOG_CACHE, () => clock).getOrLoadShared(key, 60, load)).toBe(first)
    // A purge (a Sanity edit) or the lifetime's end loads anew: a new text, so a new object.
    await cache.purge('siteSettings', 'ua')
    const reloaded = await cache.getOrLoadShared(key, 60, load)
    expect(reloaded).not.toBe(first)
    expect(reloaded).toMatchObject({ loads: 2 })
    clock += 61_000
    expect(await cache.getOrLoadShared(key, 60, load)).toMatchObject({ loads: 3 })
    // Written by the other readers, the same entry is read as a shared value too.
    expect(await cache.getOrLoad(key, 60, load)).toEqual({ phones: ['+380501112233'], loads: 3 })
  })

  it('serves stale JSON text when the source fails', async () => {
    let clock = 0
    const cache = createCache(client.env.CATALOG_CACHE, () => clock)
    const key = cacheKey('listings', 'ua', 'wholesale', 'stale-text-test')
    await cache.getOrLoadJson(key, 60, async () => ['cached'])
    clock += 61_000
    expect(await cache.getOrLoadJson(key, 60, () => Promise.reject(new Error('down')))).toBe('["cached"]')
  })

  it('answers a key KV would refuse from the source, and keeps caching every other key', async () => {
    const cache = createCache(client.env.CATALOG_CACHE)
    let loads = 0
    const load = async () => ++loads
    const long = cacheKey('listings', 'ua', 'retail', `brand_ids=${'1,'.repeat(400)}1`)
    expect(await cache.getOrLoadJson(long, 3600, load)).toBe('1')
    expect(await cache.getOrLoadJson(long, 3600, load)).toBe('2')
    const short = cacheKey('listings', 'ua', 'retail', 'after-a-long-key')
    expect(await cache.getOrLoad(short, 3600, load)).toBe(3)
    expect(await cache.getOrLoad(short, 3600, load)).toBe(3)
    expect(await client.env.CATALOG_CACHE.get(short)).not.toBeNull()
  })

  it('keeps retail and wholesale answers under different keys', () => {
    expect(cacheKey('latestProducts', 'ua', 'retail')).not.toBe(cacheKey('latestProducts', 'ua', 'wholesale'))
  })

  it('purges exactly one family and locale', async () => {
    const cache = createCache(client.env.CATALOG_CACHE)
    const keys = [
      cacheKey('banners', 'ua', 'retail', 'p'),
      cacheKey('banners', 'en', 'retail', 'p'),
      cacheKey('advantages', 'ua', 'retail', 'p'),
    ]
    for (const key of keys) await cache.getOrLoad(key, 3600, async () => key)
    await cache.purge('banners', 'ua')
    expect(await client.env.CATALOG_CACHE.get(keys[0]!)).toBeNull()
    expect(await client.env.CATALOG_CACHE.get(keys[1]!)).not.toBeNull()
    expect(await client.env.CATALOG_CACHE.get(keys[2]!)).not.toBeNull()
  })
})
