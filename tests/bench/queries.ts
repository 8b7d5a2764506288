/**
 * The query layer alone, in process on the benchmark's database file (no HTTP, no Worker): what a
 * listing and a search cost the database. Prints p50/p99 over many varied queries; asserts nothing.
 */
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import type { Db } from '../../db/client'
import { variantsWithImages } from '../../db/queries/catalogue'
import { listingBrandFacets, listingCategoryFacets, listingPriceRange, listProductRows } from '../../db/queries/listing'
import { searchProductRows } from '../../db/queries/search'
import * as schema from '../../db/schema'

const RUNS = 300

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function measure(name: string, run: (i: number) => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await run(i)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { query: name, 'p50 ms': +percentile(times, 50).toFixed(2), 'p99 ms': +percentile(times, 99).toFixed(2) }
}

export async function benchQueries(file: string) {
  const client = createClient({ url: `file:${file}` })
  // The file driver and the Worker's HTTP driver share drizzle's libSQL query API.
  const db = drizzle(client, { schema }) as unknown as Db
  const terms = ['крем', 'krem', 'сироватка', 'serum', 'шампунь', 'shampoo', 'маска', 'олія', 'gel', 'kreem', 'шампнь']
  const rows = [
    await measure('category-products: brand + price range, price sort (5 queries)', async (i) => {
      const min = (i * 37) % 2000
      const filter = { brandIds: [1 + (i % 40)], priceMin: min, priceMax: min + 1500, wholesale: false }
      const [page] = await Promise.all([
        listProductRows(db, filter, 'price_asc', 24, 0),
        listingPriceRange(db, filter),
        listingBrandFacets(db, filter),
        listingCategoryFacets(db, filter),
      ])
      await variantsWithImages(db, page.rows.map((r) => r.product.id))
    }),
    await measure('search (varied terms, incl. typos)', async (i) => {
      const found = await searchProductRows(db, terms[i % terms.length]!, 20)
      await variantsWithImages(db, found.map((r) => r.product.id))
    }),
  ]
  client.close()
  return rows
}
