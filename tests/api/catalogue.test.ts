import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { brandSchema, categoryProductsResponseSchema } from '../../app/contract/listing'
import { categorySchema, type Product, productSchema, variantSchema } from '../../app/contract/catalogue'
import { variantPrices, variantStock } from '../../app/contract/catalogue-view'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { productPriceBounds } from '../../app/domain/price'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'
import { sessionAccessToken } from '../support/session-token'
import { bearerFor, testDbClient } from '../support/tokens'

let client: Awaited<ReturnType<typeof createApiClient>>
let wholesaler: Record<string, string>
let customer: Record<string, string>
beforeAll(async () => {
  client = await createApiClient()
  wholesaler = await bearerFor(client.env, 'partner@example.com')
  customer = await bearerFor(client.env, 'customer@example.com')
})
afterAll(() => client.dispose())

const listing = async (query: string, headers: Record<string, string> = {}) => {
  const res = await client.request(`/api/v1/shop/products/category-products/?${query}`, { headers })
  expect(res.status).toBe(200)
  return categoryProductsResponseSchema.parse(await res.json())
}
/** What a listing filters and sorts a product by: the price of the variant its card starts on, as the caller sees it. */
const minPrice = (p: Product, wholesale = false) => {
  const bounds = productPriceBounds(p.variants.map((v) => ({ ...variantPrices(v), ...variantStock(v) })))
  return wholesale ? bounds.minWholesalePriceUah : bounds.minPriceUah
}
const tree = async () =>
  z.array(categorySchema).parse(await (await client.request('/api/v1/shop/categories/tree/')).json())

describe('category-products', () => {
  it('answers a page of 24 with the total and the price range', async () => {
    const page = await listing('')
    expect(page.results).toHaveLength(24)
    expect(page.count).toBe(300)
    expect(page.price_range.min).toBeLessThan(page.price_range.max)
  })

  it('limits to a parent category and to a child category', async () => {
    const parent = (await tree()).find((c) => c.children.length > 1 && c.product_count > 0)!
    const all = await listing(`parent_slug=${parent.slug}&limit=100`)
    expect(all.count).toBe(parent.product_count)
    expect(all.results.every((p) => p.category.parent_slug === parent.slug)).toBe(true)
    const child = parent.children.find((c) => c.product_count > 0)!
    const some = await listing(`parent_slug=${parent.slug}&child_slug=${child.slug}&limit=100`)
    expect(some.count).toBe(child.product_count)
    expect(some.results.every((p) => p.category.slug === child.slug)).toBe(true)
  })

  it('filters by price on the effective price and keeps the global bounds', async () => {
    const bounds = (await listing('limit=1&page=1')).price_range
    const filtered = await listing('price_min=300&price_max=800&limit=100')
    expect(filtered.price_range).toEqual(bounds)
    expect(filtered.count).toBeGreaterThan(0)
    for (const p of filtered.results) {
      expect(minPrice(p)).toBeGreaterThanOrEqual(300)
      expect(minPrice(p)).toBeLessThanOrEqual(800)
    }
  })

  it('filters by brand and category ids, ignoring unknown ids', async () => {
    const page = await listing('limit=100')
    const brand = page.brands[0]!
    const byBrand = await listing(`brand_ids=${brand.id},999999&limit=100`)
    expect(byBrand.count).toBe(brand.count)
    expect(byBrand.results.every((p) => p.brand.id === brand.id)).toBe(true)
    expect((await listing('brand_ids=999999,abc')).count).toBe(300)
    const category = page.categories[0]!
    const byCategory = await listing(`category_ids=${category.id}&limit=100`)
    expect(byCategory.count).toBe(category.count)
  })

  it("counts a category page's brand facets within the category and the price range", async () => {
    const parent = (await tree()).find((c) => c.children.length > 1 && c.product_count > 0)!
    const scope = `parent_slug=${parent.slug}&price_min=200&price_max=900`
    const page = await listing(`${scope}&limit=1`)
    expect(page.brands.length).toBeGreaterThan(1)
    expect(page.brands.reduce((sum, b) => sum + b.count, 0)).toBe(page.count)
    expect(page.brands.map((b) => b.name)).toEqual(page.brands.map((b) => b.name).sort((a, b) => a.localeCompare(b)))
    for (const brand of page.brands.slice(0, 3)) {
      const byBrand = await listing(`${scope}&brand_ids=${brand.id}&limit=100`)
      expect(byBrand.count).toBe(brand.count)
      expect(byBrand.results.every((p) => p.brand.id === brand.id && p.category.parent_slug === parent.slug)).toBe(true)
    }
  })

  it('keeps brand facets whole while a brand is selected', async () => {
    const all = await listing('')
    const selected = await listing(`brand_ids=${all.brands[0]!.id}`)
    expect(selected.brands.map((b) => b.id)).toEqual(all.brands.map((b) => b.id))
  })

  it.each([
    ['price_asc', (a: Product, b: Product) => minPrice(a) <= minPrice(b)],
    ['price_dsc', (a: Product, b: Product) => minPrice(a) >= minPrice(b)],
    ['popular', (a: Product, b: Product) => a.views >= b.views],
    ['sort_order', (a: Product, b: Product) => a.sort_order >= b.sort_order],
  ])('sorts by %s', async (sort, inOrder) => {
    const { results } = await listing(`sort=${sort}&limit=100`)
    for (let i = 1; i < results.length; i++) expect(inOrder(results[i - 1]!, results[i]!)).toBe(true)
  })

  it('pages without overlap', async () => {
    const one = await listing('page=1&limit=10')
    const two = await listing('page=2&limit=10')
    expect(one.results.map((p) => p.id).filter((id) => two.results.some((q) => q.id === id))).toEqual([])
  })

  it('uses the wholesale price column for a wholesaler', async () => {
    const { results } = await listing('sort=price_asc&limit=50', wholesaler)
    for (let i = 1; i < results.length; i++)
      expect(minPrice(results[i - 1]!, true)).toBeLessThanOrEqual(minPrice(results[i]!, true))
  })

  it.each([
    ['price_min=abc', 'price_min'],
    ['price_max=-5', 'price_max'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['sort=cheapest', 'sort'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await client.request(`/api/v1/shop/products/category-products/?${query}`)
    expect(res.status).toBe(400)
    expect(Object.keys(errorEnvelopeSchema.parse(await res.json()).error.fields ?? {})).toContain(field)
  })

  it('answers 404 for an unknown category or brand slug', async () => {
    for (const query of ['parent_slug=no-such', 'brand_slug=no-such']) {
      const res = await client.request(`/api/v1/shop/products/category-products/?${query}`)
      expect(res.status).toBe(404)
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('not_found')
    }
  })
})

describe('wholesale fields', () => {
  const variantsOf = async (headers: Record<string, string>) =>
    (await listing('limit=50', headers)).results.flatMap((p) => p.variants)

  it('are null for anonymous, retail and forged tokens', async () => {
    const db = testDbClient()
    const forgedToken = await sessionAccessToken(
      (sql, args) => db.execute({ sql, args }),
      2,
      'not-the-secret-of-this-store-000000000',
    ).finally(() => db.close())
    const forged = { authorization: `Bearer ${forgedToken}` }
    for (const headers of [{}, customer, forged, { authorization: 'Bearer garbage' }]) {
      const variants = await variantsOf(headers)
      expect(
        variants.every((v) => v.whoosale_price === null && v.discount_whoosale_price === null && v.stock_opt === null),
      ).toBe(true)
    }
  })

  it('are filled for an approved wholesaler, with stock and stock_opt apart', async () => {
    const variants = await variantsOf(wholesaler)
    expect(variants.every((v) => v.whoosale_price !== null && v.stock_opt !== null)).toBe(true)
    const db = testDbClient()
    const { rows } = await db.execute({
      sql: 'SELECT code, stock, stock_opt FROM variants WHERE code = ?',
      args: [variants[0]!.code],
    })
    db.close()
    expect(variants[0]!.stock).toBe(Number(rows[0]!.stock))
    expect(variants[0]!.stock_opt).toBe(Number(rows[0]!.stock_opt))
    const retail = (await variantsOf({})).find((v) => v.code === variants[0]!.code)!
    expect(retail.stock).toBe(Number(rows[0]!.stock) + Number(rows[0]!.stock_opt))
  })

  it('are cached under a key retail visitors never read', async () => {
    await listing('limit=5', wholesaler)
    const keys = (await client.env.CATALOG_CACHE.list({ prefix: 'v5:listings:' })).keys.map((k) => k.name)
    expect(keys.some((k) => k.includes(':wholesale:'))).toBe(true)
    expect(keys.some((k) => k.includes(':retail:'))).toBe(true)
  })

  it('a pending partner is still retail', async () => {
    const pending = await bearerFor(client.env, 'pending.partner@example.com')
    expect((await variantsOf(pending)).every((v) => v.whoosale_price === null)).toBe(true)
  })
})

describe('products', () => {
  it('by slug counts a view; by id and external slug answer the same product', async () => {
    const first = (await listing('limit=1')).results[0]!
    const a = productSchema.parse(await (await client.request(`/api/v1/shop/products/slug/${first.slug}/`)).json())
    const b = productSchema.parse(await (await client.request(`/api/v1/shop/products/slug/${first.slug}/`)).json())
    expect(b.views).toBe(a.views + 1)
    const byId = productSchema.parse(await (await client.request(`/api/v1/shop/products/${first.id}/`)).json())
    expect(byId.slug).toBe(first.slug)
    const db = testDbClient()
    const { rows } = await db.execute({ sql: 'SELECT external_slug FROM products WHERE id = ?', args: [first.id] })
    db.close()
    const byExternal = await client.request(`/api/v1/shop/products/external-slug/${rows[0]!.external_slug}/`)
    expect(productSchema.parse(await byExternal.json()).id).toBe(first.id)
  })

  it(
    'counts one view a minute per address: a loop from one address writes once, another address counts',
    async () => {
      const second = (await listing('limit=2')).results[1]!
      const views = async (ip: string) => {
        const res = await client.request(`/api/v1/shop/products/slug/${second.slug}/`, {
          headers: { 'cf-connecting-ip': ip },
        })
        return productSchema.parse(await res.json()).views
      }
      // An answer shows the views before its own is counted.
      await atStartOfRateWindow()
      const first = await views('203.0.113.71')
      for (let i = 0; i < 5; i++) expect(await views('203.0.113.71')).toBe(first + 1)
      await views('203.0.113.72')
      expect(await views('203.0.113.71')).toBe(first + 2)
    },
    RATE_WINDOW_TEST_TIMEOUT,
  )

  it('answers 404 JSON for an unknown slug or id', async () => {
    for (const path of [
      '/api/v1/shop/products/slug/no-such-product/',
      '/api/v1/shop/products/99999999/',
      '/api/v1/shop/products/abc/',
    ]) {
      const res = await client.request(path)
      expect(res.status).toBe(404)
      expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('not_found')
    }
  })

  it('top-viewed is ordered by views', async () => {
    const top = z.array(productSchema).parse(await (await client.request('/api/v1/shop/products/top-viewed/')).json())
    expect(top.length).toBeGreaterThan(0)
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.views).toBeGreaterThanOrEqual(top[i]!.views)
  })

  it('variants/{code} answers prices; wholesale only for a wholesaler', async () => {
    const variant = (await listing('limit=1')).results[0]!.variants[0]!
    const anon = variantSchema.parse(await (await client.request(`/api/v1/shop/variants/${variant.code}/`)).json())
    expect(anon.price).toBe(variant.price)
    expect(anon.whoosale_price).toBeNull()
    const opt = variantSchema.parse(
      await (await client.request(`/api/v1/shop/variants/${variant.code}/`, { headers: wholesaler })).json(),
    )
    expect(opt.whoosale_price).not.toBeNull()
    expect((await client.request('/api/v1/shop/variants/NO-SUCH/')).status).toBe(404)
  })
})

describe('categories and brands', () => {
  it('category by slug answers a child with its parent fields', async () => {
    const parent = (await tree()).find((c) => c.children.length > 0)!
    const child = parent.children[0]!
    const res = await client.request(`/api/v1/shop/categories/slug/${child.slug}/`)
    expect(categorySchema.parse(await res.json()).parent_slug).toBe(parent.slug)
    expect((await client.request('/api/v1/shop/categories/slug/no-such/')).status).toBe(404)
  })

  it('all-brands lists every brand; brand answers one by slug, localised', async () => {
    const all = z.array(brandSchema).parse(await (await client.request('/api/v1/shop/brands/all-brands/')).json())
    expect(all.length).toBeGreaterThanOrEqual(40)
    const ua = brandSchema.parse(
      await (await client.request(`/api/v1/shop/brands/brand/?slug=${all[0]!.slug}`, { locale: 'ua' })).json(),
    )
    const en = brandSchema.parse(
      await (await client.request(`/api/v1/shop/brands/brand/?slug=${all[0]!.slug}`, { locale: 'en' })).json(),
    )
    expect(ua.name).toBe(all[0]!.name)
    expect(ua.description).not.toBe(en.description)
    const rica = brandSchema.parse(
      await (await client.request('/api/v1/shop/brands/brand/?slug=rica', { locale: 'en' })).json(),
    )
    expect(rica.description).toContain('Rica is an Italian')
    expect((await client.request('/api/v1/shop/brands/brand/?slug=no-such')).status).toBe(404)
    expect((await client.request('/api/v1/shop/brands/brand/')).status).toBe(400)
  })
})
