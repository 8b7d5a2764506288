import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { categorySchema, productSchema } from '../../app/contract/catalogue'
import { advantageSchema, bannerSchema } from '../../app/contract/content'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { cardsCacheKey, STOCK_GENERATION_KEY } from '../../worker/services/cache'
import { createApiClient } from '../support/api-env'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

describe('GET /api/v1/shop/products/latest/', () => {
  it('answers the 40 newest products in the §3 shape, newest first', async () => {
    const res = await client.request('/api/v1/shop/products/latest/')
    expect(res.status).toBe(200)
    const products = z.array(productSchema).parse(await res.json())
    expect(products).toHaveLength(40)
    expect(products.every((p) => p.variants.length >= 1)).toBe(true)
    const ids = new Set(products.map((p) => p.id))
    expect(ids.size).toBe(40)
  })

  it('never carries wholesale fields for an anonymous caller, and shows stock plus stock_opt', async () => {
    const products = z.array(productSchema).parse(await (await client.request('/api/v1/shop/products/latest/')).json())
    const variants = products.flatMap((p) => p.variants)
    expect(
      variants.every((v) => v.whoosale_price === null && v.discount_whoosale_price === null && v.stock_opt === null),
    ).toBe(true)
  })

  it('is localised by Accept-Language', async () => {
    const ua = z
      .array(productSchema)
      .parse(await (await client.request('/api/v1/shop/products/latest/', { locale: 'ua' })).json())
    const en = z
      .array(productSchema)
      .parse(await (await client.request('/api/v1/shop/products/latest/', { locale: 'en' })).json())
    expect(ua[0]!.id).toBe(en[0]!.id)
    expect(ua[0]!.name).not.toBe(en[0]!.name)
    expect(ua[0]!.name).toMatch(/[а-яіїєґ]/i)
  })

  it('is cached in KV per locale for 24 h', async () => {
    await client.request('/api/v1/shop/products/latest/', { locale: 'en' })
    // Under the stock generation: a variant that runs out or comes back leaves the kept lists behind.
    const generation = (await client.env.CATALOG_CACHE.get(STOCK_GENERATION_KEY)) ?? '0'
    const entry = await client.env.CATALOG_CACHE.get<{ at: number; value: unknown[] }>(
      cardsCacheKey('latestProducts', 'en', 'retail', generation),
      'json',
    )
    expect(entry?.value).toHaveLength(40)
    const list = await client.env.CATALOG_CACHE.list({ prefix: 'v5:latestProducts:' })
    expect(list.keys.map((k) => k.name).sort()).toEqual([
      `v5:latestProducts:en:retail:${generation}`,
      `v5:latestProducts:ua:retail:${generation}`,
    ])
  })
})

describe('categories', () => {
  it('first_level lists only top categories, with urls, images and counts', async () => {
    const res = await client.request('/api/v1/shop/categories/first_level/')
    const categories = z.array(categorySchema).parse(await res.json())
    expect(categories.length).toBeGreaterThanOrEqual(6)
    for (const c of categories) {
      expect(c.parent_id).toBeNull()
      expect(c.url).toBe(`/catalogue/${c.slug}`)
      expect(c.image).toMatch(/^\/media\//)
    }
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(300)
  })

  it('tree nests children under their parent with parent fields', async () => {
    const tree = z.array(categorySchema).parse(await (await client.request('/api/v1/shop/categories/tree/')).json())
    const parent = tree.find((c) => c.children.length > 0)!
    const child = parent.children[0]!
    expect(child.parent_id).toBe(parent.id)
    expect(child.parent_slug).toBe(parent.slug)
    expect(child.url).toBe(`/catalogue/${parent.slug}/${child.slug}`)
    expect(parent.product_count).toBe(parent.children.reduce((sum, c) => sum + c.product_count, 0))
    expect(tree.flatMap((c) => [c, ...c.children]).length).toBeGreaterThanOrEqual(60)
  })
})

describe('content', () => {
  it('banners and wholesale banners come from the content source', async () => {
    const retail = z.array(bannerSchema).parse(await (await client.request('/api/v1/banners/banners/')).json())
    const wholesale = z.array(bannerSchema).parse(await (await client.request('/api/v1/banners/banners-opt/')).json())
    expect(retail.length).toBeGreaterThan(0)
    expect(wholesale.length).toBeGreaterThan(0)
    expect(retail.map((b) => b.id)).not.toEqual(wholesale.map((b) => b.id))
  })

  it('advantages are localised', async () => {
    const ua = z
      .array(advantageSchema)
      .parse(await (await client.request('/api/v1/core/advantages/', { locale: 'ua' })).json())
    const en = z
      .array(advantageSchema)
      .parse(await (await client.request('/api/v1/core/advantages/', { locale: 'en' })).json())
    expect(ua.length).toBe(en.length)
    expect(ua[0]!.title).not.toBe(en[0]!.title)
  })
})

describe('cart repricing', () => {
  it('answers the effective retail price per known code and ignores isWhoosaler from the client', async () => {
    const products = z.array(productSchema).parse(await (await client.request('/api/v1/shop/products/latest/')).json())
    const variant = products.flatMap((p) => p.variants).find((v) => v.discount_price > 0) ?? products[0]!.variants[0]!
    const res = await client.request('/api/v1/core/update-cart-product-prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codes: [variant.code, 'NO-SUCH-CODE'], isWhoosaler: true }),
    })
    expect(res.status).toBe(200)
    const expected = variant.discount_price > 0 ? variant.discount_price : variant.price
    expect(await res.json()).toEqual({ [variant.code]: expected })
  })
})

describe('bad input', () => {
  it('an unknown API path answers 404 with the error envelope', async () => {
    const res = await client.request('/api/v1/no/such/thing/')
    expect(res.status).toBe(404)
    const body = errorEnvelopeSchema.parse(await res.json())
    expect(body.error.code).toBe('not_found')
  })

  it('a malformed JSON body answers 400, not 500', async () => {
    const res = await client.request('/api/v1/core/update-cart-product-prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"codes": [',
    })
    expect(res.status).toBe(400)
    expect(errorEnvelopeSchema.parse(await res.json()).error.code).toBe('invalid_data')
  })

  it('a body of the wrong shape answers 400 with field errors', async () => {
    const res = await client.request('/api/v1/core/update-cart-product-prices/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ codes: 'RN-1' }),
    })
    expect(res.status).toBe(400)
    const body = errorEnvelopeSchema.parse(await res.json())
    expect(Object.keys(body.error.fields ?? {})).toContain('codes')
  })
})
