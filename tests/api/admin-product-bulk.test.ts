import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductBulkResult } from '../../app/contract/admin-product-bulk'
import { adminApi, createAdminClient, errorOf, ok, sql } from '../support/admin'

let client: Awaited<ReturnType<typeof createAdminClient>>
let api: ReturnType<typeof adminApi>
let brandId = 0
let productIds: number[] = []
beforeAll(async () => {
  client = await createAdminClient()
  api = adminApi(client)
  const [brand] = await sql<{ brand_id: number }>(
    'SELECT brand_id FROM products GROUP BY brand_id ORDER BY count(*) DESC LIMIT 1',
  )
  brandId = Number(brand!.brand_id)
  productIds = (await sql<{ id: number }>('SELECT id FROM products WHERE brand_id = ? ORDER BY id', [brandId])).map(
    (r) => Number(r.id),
  )
  // A known starting point: no sales, wholesale at 80 % of retail, so a plain percentage breaks nothing.
  await sql(
    `UPDATE variants SET price_uah = 1000, discount_price_uah = 0, wholesale_price_uah = 800,
       discount_wholesale_price_uah = 0 WHERE product_id IN (SELECT id FROM products WHERE brand_id = ?)`,
    [brandId],
  )
})
afterAll(() => client.dispose())

const snapshot = async () =>
  sql(
    `SELECT (SELECT group_concat(price_uah || ':' || wholesale_price_uah || ':' || stock || ':' || stock_opt) FROM variants) AS v,
            (SELECT group_concat(is_active) FROM products) AS p, (SELECT count(*) FROM audit_log) AS audit`,
  ).then((r) => r[0])

describe('bulk product edits: refused whole, nothing written', () => {
  const bad: [string, unknown][] = [
    ['a percentage above the cap', { ids: [1], action: { kind: 'prices', percent: 301, fields: ['price'] } }],
    ['a percentage below the floor', { ids: [1], action: { kind: 'prices', percent: -95, fields: ['price'] } }],
    ['a zero percentage', { ids: [1], action: { kind: 'prices', percent: 0, fields: ['price'] } }],
    ['thousandths of a percent', { ids: [1], action: { kind: 'prices', percent: 1.005, fields: ['price'] } }],
    ['no prices chosen', { ids: [1], action: { kind: 'prices', percent: 5, fields: [] } }],
    ['an unknown price field', { ids: [1], action: { kind: 'prices', percent: 5, fields: ['cost'] } }],
    ['negative stock', { ids: [1], action: { kind: 'stock', stock: -1 } }],
    ['both ids and a filter', { ids: [1], filter: { brand_id: 1 }, action: { kind: 'visibility', is_active: false } }],
    ['an empty filter', { filter: {}, action: { kind: 'visibility', is_active: false } }],
    ['too many ids', { ids: Array.from({ length: 501 }, (_, i) => i + 1), action: { kind: 'stock', stock: 1 } }],
  ]
  for (const [what, body] of bad)
    it(`refuses ${what}`, async () => {
      const before = await snapshot()
      const res = await api.post('/admin/products/bulk', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_data')
      expect(await snapshot()).toEqual(before)
    })

  it('refuses anyone but staff', async () => {
    const before = await snapshot()
    const body = { ids: [productIds[0]], action: { kind: 'visibility', is_active: false } }
    expect((await api.post('/admin/products/bulk', body, 'customer')).status).toBe(403)
    expect((await api.post('/admin/products/bulk', body, null)).status).toBe(401)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a forged id list naming the unknown ids, and changes none of the known ones', async () => {
    const before = await snapshot()
    const res = await api.post('/admin/products/bulk', {
      ids: [productIds[0], 98_765_432],
      action: { kind: 'stock', stock: 77 },
    })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.fields?.ids?.[0]).toContain('98765432')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a cut that would put a sale price above the new price, naming the variants in Ukrainian', async () => {
    const [v] = await sql<{ id: number; code: string }>('SELECT id, code FROM variants WHERE product_id = ? LIMIT 1', [
      productIds[0]!,
    ])
    await sql('UPDATE variants SET discount_price_uah = 950 WHERE id = ?', [v!.id])
    const before = await snapshot()
    const res = await api.ua.post('/admin/products/bulk', {
      filter: { brand_id: brandId },
      action: { kind: 'prices', percent: -10, fields: ['price'] },
    })
    expect(res.status).toBe(400)
    const error = await errorOf(res)
    expect(error.message).toContain(v!.code)
    expect(error.message).toContain('нічого не змінено')
    expect(error.fields?.[v!.code]?.[0]).toContain('900')
    expect(await snapshot()).toEqual(before)
    await sql('UPDATE variants SET discount_price_uah = 0 WHERE id = ?', [v!.id])
  })
})

describe('bulk product edits that apply', () => {
  it('raises retail and wholesale of a whole brand by 12.5 %, rounded to hryvnias, one audit row per product', async () => {
    const auditBefore = Number((await sql('SELECT count(*) AS n FROM audit_log'))[0]!.n)
    const answer = await ok<ProductBulkResult>(
      await api.post('/admin/products/bulk', {
        filter: { brand_id: brandId },
        action: { kind: 'prices', percent: 12.5, fields: ['price', 'whoosale_price'] },
      }),
    )
    expect(answer.products).toBe(productIds.length)
    const prices = await sql<{ price: number; wholesale: number; min: number }>(
      `SELECT v.price_uah AS price, v.wholesale_price_uah AS wholesale, p.min_price_uah AS min
         FROM variants v JOIN products p ON p.id = v.product_id WHERE p.brand_id = ?`,
      [brandId],
    )
    for (const p of prices) expect([Number(p.price), Number(p.wholesale), Number(p.min)]).toEqual([1125, 900, 1125])
    const audit = await sql<{ n: number }>(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'product.bulk' AND entity = 'product'",
    )
    expect(Number(audit[0]!.n)).toBe(productIds.length)
    expect(Number((await sql('SELECT count(*) AS n FROM audit_log'))[0]!.n)).toBe(auditBefore + productIds.length)
  })

  it('hides the chosen products, and the storefront no longer lists them', async () => {
    const chosen = productIds.slice(0, 2)
    const answer = await ok<ProductBulkResult>(
      await api.post('/admin/products/bulk', { ids: chosen, action: { kind: 'visibility', is_active: false } }),
    )
    expect(answer.products).toBe(2)
    const rows = await sql<{ a: number }>(`SELECT is_active AS a FROM products WHERE id IN (${chosen.join(',')})`)
    expect(rows.map((r) => Number(r.a))).toEqual([0, 0])
    const [slug] = await sql<{ slug: string }>('SELECT slug FROM products WHERE id = ?', [chosen[0]!])
    expect((await client.request(`/api/v1/shop/products/slug/${slug!.slug}`)).status).toBe(404)
  })

  it('sets wholesale stock and records it as a staff edit', async () => {
    const chosen = productIds.slice(0, 1)
    await ok(await api.post('/admin/products/bulk', { ids: chosen, action: { kind: 'stock', stock_opt: 42 } }))
    const rows = await sql<{ s: number }>('SELECT stock_opt AS s FROM variants WHERE product_id = ?', [chosen[0]!])
    for (const r of rows) expect(Number(r.s)).toBe(42)
    const moves = await sql<{ reason: string }>(
      `SELECT reason FROM stock_movements WHERE variant_id IN (SELECT id FROM variants WHERE product_id = ?)
        ORDER BY id DESC LIMIT 1`,
      [chosen[0]!],
    )
    expect(moves[0]?.reason).toBe('edit')
  })
})
