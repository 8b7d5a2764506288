import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { createApiClient } from '../support/api-env'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const listingResponse = (query: string) => client.request(`/api/v1/shop/products/category-products/?${query}`)
const listing = async (query: string) => {
  const res = await listingResponse(query)
  expect(res.status).toBe(200)
  return categoryProductsResponseSchema.parse(await res.json())
}

describe('category-products answered from its JSON text', () => {
  it('answers the same bytes and content type from KV as when it was loaded', async () => {
    const query = 'sort=price_dsc&limit=7&price_min=1'
    const loaded = await listingResponse(query)
    const cached = await listingResponse(query)
    expect(loaded.headers.get('content-type')).toBe('application/json')
    expect(cached.headers.get('content-type')).toBe('application/json')
    const text = await loaded.text()
    expect(await cached.text()).toBe(text)
    expect(categoryProductsResponseSchema.parse(JSON.parse(text)).results).toHaveLength(7)
  })

  it("writes each product's bytes as the product endpoint does, in either language", async () => {
    for (const locale of ['ua', 'en'] as const) {
      // A price range: read from the database, not KV.
      const res = await client.request(`/api/v1/shop/products/category-products/?sort=newest&limit=30&price_min=0`, {
        locale,
      })
      const text = await res.text()
      const { results } = categoryProductsResponseSchema.parse(JSON.parse(text))
      expect(results).toHaveLength(30)
      const each = await Promise.all(
        results.map(async (p) => (await client.request(`/api/v1/shop/products/${p.id}`, { locale })).text()),
      )
      expect(text.startsWith(`{"results":[${each.join(',')}],"count":`)).toBe(true)
    }
  })

  it('binds each request its own values in a statement of the same shape', async () => {
    const { brands } = await listing('limit=1')
    const [first, second] = brands
    expect(second).toBeDefined()
    for (const brand of [first!, second!, first!]) {
      // A price range that moves, so each is loaded rather than read from KV.
      const page = await listing(`brand_ids=${brand.id}&price_min=0&price_max=${100_000 + brand.id}&limit=100`)
      expect(page.count).toBe(brand.count)
      expect(page.results.every((p) => p.brand.id === brand.id)).toBe(true)
    }
    const both = await listing(`brand_ids=${first!.id},${second!.id}&limit=100`)
    expect(both.count).toBe(first!.count + second!.count)
  })

  it('answers a list of one id repeated as often as the query allows as that one id, never a 500', async () => {
    const { brands, categories } = await listing('limit=1')
    // As many repeats as a list's 2,000 characters hold (its KV key is then longer than KV allows).
    const repeated = (id: number) =>
      Array.from({ length: Math.floor(2000 / (String(id).length + 1)) }, () => id).join(',')
    const brand = brands[0]!
    const parent = categories.find((c) => c.parent_id === null) ?? categories[0]!
    const once = await listing(`brand_ids=${brand.id}&category_ids=${parent.id}&limit=50`)
    const flooded = await listing(`brand_ids=${repeated(brand.id)}&category_ids=${repeated(parent.id)}&limit=50`)
    expect(flooded.count).toBe(once.count)
    expect(flooded.results.map((p) => p.id)).toEqual(once.results.map((p) => p.id))
  })

  it('answers a scripted sweep of filter shapes and values, each with its own filter', async () => {
    const { brands } = await listing('limit=1')
    const ids = brands.map((b) => b.id)
    const sorts = ['newest', 'popular', 'price_asc', 'price_dsc', 'sort_order']
    for (let i = 0; i < 40; i++) {
      const take = ids.slice(0, 1 + (i % ids.length))
      const query = `brand_ids=${take.join(',')}&sort=${sorts[i % sorts.length]}&limit=${1 + (i % 5)}&price_min=${i}`
      const res = await listingResponse(query)
      expect(res.status).toBe(200)
      const page = categoryProductsResponseSchema.parse(await res.json())
      expect(page.results.every((p) => take.includes(p.brand.id))).toBe(true)
    }
  })
})
