import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

/** The API-only worker under test (tests/worker/vitest.config.ts sets it as main). */
const worker = (exports as unknown as { default: Fetcher }).default
const fetchWorker = (path: string) => worker.fetch(new Request(`http://store.test${path}`))

describe('one database client for the isolate, inside workerd', () => {
  it('answers many requests at once, each awaiting only the queries it started itself', async () => {
    // More queries in flight than the libSQL client's default limit (20): a query held in that
    // queue would be started by another request's, which workerd refuses to let this one await.
    const paths = Array.from({ length: 48 }, (_, i) =>
      i % 2 === 0
        ? `/api/v1/shop/search/?q=${encodeURIComponent(['крем', 'serum', 'маска', 'kreem'][i % 4]!)}`
        : `/api/v1/shop/products/category-products/?price_min=${i}&price_max=${5000 + i}&sort=price_asc`,
    )
    const answers = await Promise.all(paths.map((path) => fetchWorker(path)))
    expect(answers.map((res) => res.status)).toEqual(paths.map(() => 200))
    const searches = await Promise.all(answers.filter((_, i) => i % 2 === 0).map((res) => res.json()))
    expect(searches.every((found) => Array.isArray(found))).toBe(true)
  })
})
