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
