import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantPrices, variantStock } from '../../app/contract/catalogue-view'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { categoryProductsResponseSchema } from '../../app/contract/listing'
import { searchResponseSchema } from '../../app/contract/search'
import { productPriceBounds } from '../../app/domain/price'
import { createApiClient } from '../support/api-env'

/** The search results page (/search?q=) reads the listing endpoint with q: the search's products, filtered, sorted and paged. */
let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const listing = async (query: string, init: { locale?: 'ua' | 'en' } = {}) => {
  const res = await client.request(`/api/v1/shop/products/category-products/?${query}`, init)
  expect(res.status).toBe(200)
  return categoryProductsResponseSchema.parse(await res.json())
}
const q = (text: string) => `q=${encodeURIComponent(text)}`
const dropDown = async (text: string) =>
  searchResponseSchema.parse(await (await client.request(`/api/v1/shop/search/?${q(text)}`)).json())

describe('GET /shop/products/category-products/?q= — the search results page', () => {
  it('lists every match in the order of the drop-down, which shows the first 20', async () => {
    const all = await listing(`${q('крем')}&limit=100`)
    expect(all.count).toBeGreaterThan(20)
    expect(all.correction).toBeNull()
    expect(all.results.slice(0, 20).map((p) => p.id)).toEqual((await dropDown('крем')).map((p) => p.id))
  })

  it.each(['ua', 'en'] as const)(
    'answers the drop-down products field for field as the page does (%s: it reads only the texts it shows)',
    async (locale) => {
      const page = await listing(`${q('крем')}&limit=100`, { locale })
      const res = await client.request(`/api/v1/shop/search/?${q('крем')}`, { locale })
      const drop = searchResponseSchema.parse(await res.json())
      expect(drop).toHaveLength(20)
      expect(drop).toEqual(page.results.slice(0, 20))
    },
  )

  it('ranks a whole word of the name first: «крем» before Крем-окисник', async () => {
    const { results } = await listing(`${q('крем')}&limit=100`)
    const names = results.map((p) => p.name.toLowerCase())
    const firstCompound = names.findIndex((n) => !/(^|\s)крем(\s|$)/u.test(n))
    expect(firstCompound).toBeGreaterThan(0)
    expect(names.slice(0, firstCompound).every((n) => /(^|\s)крем(\s|$)/u.test(n))).toBe(true)
    expect(names.slice(firstCompound).some((n) => /(^|\s)крем(\s|$)/u.test(n))).toBe(false)
  })

  it('pages without overlap and counts every match', async () => {
    const first = await listing(`${q('крем')}&limit=10&page=1`)
    const second = await listing(`${q('крем')}&limit=10&page=2`)
    expect(second.count).toBe(first.count)
    expect(second.results).toHaveLength(10)
    expect(second.results.some((p) => first.results.some((f) => f.id === p.id))).toBe(false)
  })

  it('filters by brand with facets of the matches only, and sorts by price on request', async () => {
    const all = await listing(`${q('крем')}&limit=100`)
    const brand = all.brands[0]!
    expect(all.brands.reduce((sum, b) => sum + b.count, 0)).toBe(all.count)
    const narrowed = await listing(`${q('крем')}&brand_ids=${brand.id}&limit=100`)
    expect(narrowed.count).toBe(brand.count)
    expect(narrowed.results.every((p) => p.brand.id === brand.id)).toBe(true)
    const byPrice = await listing(`${q('крем')}&sort=price_asc&limit=100`)
    // A listing sorts by the price of the variant each card starts on.
    const prices = byPrice.results.map(
      (p) => productPriceBounds(p.variants.map((v) => ({ ...variantPrices(v), ...variantStock(v) }))).minPriceUah,
    )
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('treats a swap of two letters as one typo and offers the correction: "Rcia" finds Rica', async () => {
    const rika = await listing(`${q('Rika')}&limit=100`)
    const rcia = await listing(`${q('Rcia')}&limit=100`)
    expect(rcia.count).toBeGreaterThan(0)
    expect(rcia.results.map((p) => p.id).sort()).toEqual(rika.results.map((p) => p.id).sort())
    expect(rcia.correction).toBe('Rica')
    expect((await dropDown('Rcia')).length).toBeGreaterThan(0)
  })

  it('offers the closest word when even the one-typo search finds nothing', async () => {
    const found = await listing(q('шмапнуь'))
    expect(found.count).toBe(0)
    expect(found.correction).toBe('шампунь')
  })

  it('suggests the whole query, only its misspelt word corrected and an unfinished one completed', async () => {
    // The test catalogue's serums with ceramides: «…сироватка з керамідами…».
    const found = await listing(q('Сироватк з керамдами'))
    expect(found.correction).toBe('Сироватка з керамідами')
    expect(found.count).toBeGreaterThan(0)
    const meant = await listing(q('сироватка з керамідами'))
    expect(meant.count).toBeGreaterThan(0)
    expect(meant.correction).toBeNull()
  })

  it('finds the Ukrainian products for a Russian query, inflected or typed on a Ukrainian keyboard', async () => {
    const ukrainian = await listing(`${q('сироватка')}&limit=100`)
    expect(ukrainian.count).toBeGreaterThan(0)
    for (const russian of ['сыворотка', 'сыворотку', 'сиворотка']) {
      const found = await listing(`${q(russian)}&limit=100`)
      expect({ russian, count: found.count }).toEqual({ russian, count: ukrainian.count })
      expect(found.correction ?? null).toBeNull()
    }
  })

  it('finds every hair oil for «масло для волос»', async () => {
    const ukrainian = await listing(`${q('олія для волосся')}&limit=100`)
    const russian = await listing(`${q('масло для волос')}&limit=100`)
    expect(ukrainian.count).toBeGreaterThan(0)
    expect(russian.results.map((p) => p.id)).toEqual(expect.arrayContaining(ukrainian.results.map((p) => p.id)))
  })

  it('finds nothing, with no correction, for gibberish and for a query under 2 characters', async () => {
    for (const text of ['xqzvwk', 'к', '  ']) {
      const page = await listing(q(text))
      expect(page.count).toBe(0)
      expect(page.results).toEqual([])
      expect(page.correction ?? null).toBeNull()
    }
  })

  it('refuses a q over 100 characters with the error envelope, echoing nothing', async () => {
    const res = await client.request(`/api/v1/shop/products/category-products/?${q('к'.repeat(101))}`)
    expect(res.status).toBe(400)
    const body = await res.text()
    expect(errorEnvelopeSchema.parse(JSON.parse(body)).error.fields).toHaveProperty('q')
    expect(body).not.toContain('кккк')
  })
})
