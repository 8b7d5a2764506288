import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, AdminProductRow } from '../../app/contract/admin-catalogue'
import type { Page } from '../../app/contract/admin-common'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>

/** A brand of its own with products made through the back office, so they reach the search index as staff's do. */
const tag = Date.now().toString(36)
const BRAND = `Zyrkonia${tag}`
const PRODUCTS = 23
let brandId = 0
const created: AdminProduct[] = []

beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  const brands = await ok<{ id: number; name: string }[]>(
    await api.post('/admin/brands', { name: BRAND, slug: `zyrkonia-${tag}` }),
    201,
  )
  brandId = brands.find((b) => b.name === BRAND)!.id
  const [category] = await sql<{ id: number }>(
    'SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
  )
  for (let i = 1; i <= PRODUCTS; i++) {
    const product = await ok<AdminProduct>(
      await api.post('/admin/products', {
        name_ua: i === 1 ? `Бурштинова олія ${tag}` : `Сироватка ${tag} ${i}`,
        name_en: i === 1 ? `Amber oil ${tag}` : `Serum ${tag} ${i}`,
        slug: `zyrkonia-${tag}-${i}`,
        brand_id: brandId,
        category_id: Number(category!.id),
        variant: {
          code: `ZK${tag}-${String(i).padStart(3, '0')}`,
          value_ua: '30 мл',
          value_en: '30 ml',
          price: 100 + i,
        },
      }),
      201,
    )
    created.push(product)
  }
})
afterAll(() => client.dispose())

const list = async (query: string) => ok<Page<AdminProductRow>>(await api.get(`/admin/products?${query}`))
const ids = (page: Page<AdminProductRow>) => page.results.map((p) => p.id)

describe('the back office finds products through the search index', () => {
  it('by a word of the Ukrainian or English name, in either alphabet, hidden products included', async () => {
    const amber = created[0]!.id
    expect(ids(await list(`q=${encodeURIComponent(`бурштинова ${tag}`)}`))).toEqual([amber])
    expect(ids(await list(`q=${encodeURIComponent(`amber ${tag}`)}`))).toEqual([amber])
    // A word being typed matches as a prefix; a Latin spelling finds the Ukrainian name.
    expect(ids(await list(`q=${encodeURIComponent(`burshtyn ${tag}`)}`))).toEqual([amber])
    await ok(await api.patch(`/admin/products/${amber}`, { is_active: false }))
    const hidden = await list(`q=${encodeURIComponent(`amber ${tag}`)}`)
    expect(hidden.results).toEqual([expect.objectContaining({ id: amber, is_active: false })])
  })

  it('by a variant code (SKU) typed in any case, whole or its beginning', async () => {
    const third = created[2]!
    const code = third.variants[0]!.code
    expect(ids(await list(`q=${encodeURIComponent(code.toLowerCase())}`))).toEqual([third.id])
    expect((await list(`q=${encodeURIComponent(`ZK${tag}`)}&limit=50`)).count).toBe(PRODUCTS)
  })

  it('by the brand name, with the total count and numbered pages that go past the first', async () => {
    const first = await list(`q=${BRAND}&sort=id&dir=asc&limit=10`)
    expect(first).toMatchObject({ count: PRODUCTS, page: 1, pages: 3, limit: 10 })
    expect(ids(first)).toEqual(created.slice(0, 10).map((p) => p.id))
    const last = await list(`q=${BRAND}&sort=id&dir=asc&limit=10&page=3`)
    expect(last).toMatchObject({ count: PRODUCTS, page: 3, pages: 3 })
    expect(ids(last)).toEqual(created.slice(20).map((p) => p.id))
    // Beyond the last page: an empty page that still tells the count, not an error.
    const beyond = await list(`q=${BRAND}&limit=10&page=999`)
    expect(beyond).toMatchObject({ results: [], count: PRODUCTS, pages: 3, page: 999 })
    // The brand filter and the search agree.
    expect((await list(`brand_id=${brandId}&limit=10`)).count).toBe(PRODUCTS)
  })

  it('every word must match: a name word and the brand narrow each other', async () => {
    const found = await list(`q=${encodeURIComponent(`${BRAND} сироватка`)}&limit=50`)
    expect(found.count).toBe(PRODUCTS - 1)
    expect(ids(found)).not.toContain(created[0]!.id)
    expect((await list(`q=${encodeURIComponent(`${BRAND} nosuchwordatall`)}`)).count).toBe(0)
  })

  it('text with no searchable word, FTS syntax and quotes find nothing and never fail', async () => {
    for (const q of ['***', '"', 'NEAR(a b)', `${tag}" OR "`, '-', 'a:b*', "'; DROP TABLE products; --"]) {
      const res = await api.get(`/admin/products?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      expect(((await res.json()) as Page<AdminProductRow>).results.length, q).toBeLessThanOrEqual(25)
    }
    expect((await list(`q=${encodeURIComponent('***')}`)).count).toBe(0)
  })

  it('refuses hostile page numbers and sizes with a 400 naming the field, without echoing them', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-3', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=99999999999999999999', 'page'],
      ['page=1e3', 'page'],
      ['limit=0', 'limit'],
      ['limit=100000', 'limit'],
    ] as const) {
      const res = await api.get(`/admin/products?q=${BRAND}&${query}`)
      expect(res.status, query).toBe(400)
      const body = await res.clone().text()
      expect(Object.keys((await errorOf(res)).fields ?? {}), query).toEqual([field])
      const value = query.split('=')[1]!
      if (/[a-z.]|\d{6,}/.test(value)) expect(body, query).not.toContain(value)
    }
  })
})
