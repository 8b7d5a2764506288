/**
 * The back office's product list (db/queries/admin-products.ts) on a seeded file: a broad search walks
 * the sort column's index, a narrow one looks its matches up; both plans must answer the same page and
 * count for every sort, direction, page and filter.
 */
import { describe, expect, it } from 'vitest'
import { adminProductsQuerySchema, PRODUCT_SORTS } from '../../app/contract/admin-catalogue'
import { adminProductPage } from '../../db/queries/admin-products'
import { seededFile } from './seeded-file'

const store = seededFile('admin-products', 300)

describe('adminProductPage', () => {
  it('answers the same page and count whether it walks the sort order or looks the matches up', async () => {
    const brand = String(
      (
        await store.client.execute(
          'SELECT b.name FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY count(*) DESC LIMIT 1',
        )
      ).rows[0]![0],
    )
    const brandId = Number(
      (await store.client.execute({ sql: 'SELECT id FROM brands WHERE name = ?', args: [brand] })).rows[0]![0],
    )
    let compared = 0
    for (const q of [brand, 'крем', 'krem', 'a']) {
      for (const sort of PRODUCT_SORTS) {
        for (const [dir, page, extra] of [
          ['desc', '1', {}],
          ['asc', '2', {}],
          ['desc', '1', { active: 'true' }],
          ['asc', '1', { brand_id: String(brandId) }],
        ] as const) {
          const query = adminProductsQuerySchema.parse({ q, sort, dir, page, limit: '10', ...extra })
          const walked = await adminProductPage(store.db, query, 'ua', { walkFrom: 0 })
          const looked = await adminProductPage(store.db, query, 'ua', { walkFrom: Infinity })
          expect(walked, `${q} ${sort} ${dir} ${page} ${JSON.stringify(extra)}`).toEqual(looked)
          if (walked.rows.length > 0) compared++
        }
      }
    }
    expect(compared).toBeGreaterThan(40)
  })

  it('counts a search alone from the index as the filtered count does, hidden products included', async () => {
    await store.client.execute('UPDATE products SET is_active = 0 WHERE id % 3 = 0')
    const q = 'крем'
    const alone = await adminProductPage(store.db, adminProductsQuerySchema.parse({ q }), 'ua')
    const shown = await adminProductPage(store.db, adminProductsQuerySchema.parse({ q, active: 'true' }), 'ua')
    const hidden = await adminProductPage(store.db, adminProductsQuerySchema.parse({ q, active: 'false' }), 'ua')
    expect(hidden.total).toBeGreaterThan(0)
    expect(alone.total).toBe(shown.total + hidden.total)
  })

  it('filters by stock the same whether it walks the sort order or looks the products up, and counts it alone as filtered', async () => {
    // Some variants short of stock, spread over the catalogue (and over hidden products, from the test above).
    await store.client.execute('UPDATE variants SET stock = 0, stock_opt = id % 3 WHERE id % 4 = 0')
    let compared = 0
    for (const stock of ['low', 'out'] as const) {
      for (const sort of PRODUCT_SORTS) {
        for (const [dir, page, extra] of [
          ['asc', '1', {}],
          ['desc', '2', {}],
          ['asc', '1', { q: 'крем' }],
          ['desc', '1', { active: 'true' }],
        ] as const) {
          const query = adminProductsQuerySchema.parse({ stock, sort, dir, page, limit: '10', ...extra })
          const walked = await adminProductPage(store.db, query, 'ua', { walkFrom: 0, lowStockBelow: 2 })
          const looked = await adminProductPage(store.db, query, 'ua', { walkFrom: Infinity, lowStockBelow: 2 })
          expect(walked, `${stock} ${sort} ${dir} ${page} ${JSON.stringify(extra)}`).toEqual(looked)
          if (walked.rows.length > 0) compared++
        }
      }
      const page = (extra: Record<string, string>) =>
        adminProductPage(store.db, adminProductsQuerySchema.parse({ stock, ...extra }), 'ua', { lowStockBelow: 2 })
      const [alone, shown, hidden] = [await page({}), await page({ active: 'true' }), await page({ active: 'false' })]
      expect(hidden.total).toBeGreaterThan(0)
      expect(alone.total).toBe(shown.total + hidden.total)
    }
    expect(compared).toBeGreaterThan(30)
  })
})
