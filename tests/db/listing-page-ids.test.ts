/**
 * A listing page's products are chosen once per statement (a materialized CTE) and read by each of
 * its lists (rows, variants, images, ratings): a deep page passes over every product before it, and
 * chosen four times over, a price-filtered page 4,000 of 100,000 products took 2 s.
 */
import { describe, expect, it } from 'vitest'
import { listingPage, listingPageStatement } from '../../db/queries/listing'
import { seededFile } from './seeded-file'

const store = seededFile('listing-page-ids', 200)

const planOf = async (offset: number) => {
  const { text, args } = listingPageStatement({ wholesale: false, priceMin: 1 }, 'sort_order', 24, offset)
  const plan = await store.client.execute({ sql: `EXPLAIN QUERY PLAN ${text}`, args: args as never })
  return plan.rows.map((row) => String(row.detail))
}

describe("a listing page's products", () => {
  it('are chosen by one walk of the sort index, which every list of the statement reads', async () => {
    const plan = await planOf(96)
    expect(plan.filter((step) => step === 'MATERIALIZE page_ids')).toHaveLength(1)
    expect(plan.filter((step) => step.includes('products_sort_idx'))).toHaveLength(1)
    expect(plan.filter((step) => step === 'SCAN page_ids')).toHaveLength(4)
  })

  it('are, on a deep page, the same products the whole list has in those places, each with its own variants', async () => {
    const filter = { wholesale: false, priceMin: 1 }
    const whole = await listingPage(store.db, filter, 'sort_order', 100, 0, 'ua')
    const deep = await listingPage(store.db, filter, 'sort_order', 24, 48, 'ua')
    expect(deep.count).toBe(whole.count)
    const ids = deep.rows.map((row) => row.product.id)
    expect(ids).toEqual(whole.rows.slice(48, 72).map((row) => row.product.id))
    expect(new Set(deep.media.variants.map((v) => v.productId))).toEqual(new Set(ids))
  })
})
