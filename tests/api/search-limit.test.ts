import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../app/contract/error'
import { createApiClient } from '../support/api-env'
import { atStartOfRateWindow, RATE_WINDOW_TEST_TIMEOUT } from '../support/rate-window'

/**
 * Searches are counted per address (120 a minute, wrangler.toml SEARCH_LIMITER) whichever endpoint
 * runs them: the header's drop-down and the search page's listing share the bucket, so a script cannot
 * go round the limit by changing endpoint. Each test uses addresses of its own.
 */
let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const LIMIT = 120
const from = (ip: string, path: string) => client.request(path, { headers: { 'cf-connecting-ip': ip } })
const searchPaths = (term: string) => [
  `/api/v1/shop/search/?q=${encodeURIComponent(term)}`,
  `/api/v1/shop/products/category-products/?q=${encodeURIComponent(term)}&limit=1`,
  `/api/v1/shop/products/?q=${encodeURIComponent(term)}&limit=1`,
]

/** LIMIT searches from one address through the three endpoints in turn, each answered. */
async function fillBucket(ip: string, term: string) {
  const paths = searchPaths(term)
  const statuses = []
  for (let i = 0; i < LIMIT; i++) statuses.push((await from(ip, paths[i % paths.length]!)).status)
  expect(statuses.filter((s) => s !== 200)).toEqual([])
}

describe('per-address search limit', () => {
  it(
    'refuses the 121st search a minute on every search endpoint with 429 and Retry-After, echoing nothing; another address is served',
    async () => {
      const ip = '203.0.113.61'
      const term = 'ultra-secret-term'
      await atStartOfRateWindow()
      await fillBucket(ip, 'крем')
      for (const path of searchPaths(term)) {
        const refused = await from(ip, path)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        const text = await refused.text()
        expect(errorEnvelopeSchema.parse(JSON.parse(text)).error.code).toBe('rate_limited')
        expect(text).not.toContain(term)
      }
      expect((await from('203.0.113.62', searchPaths('крем')[0]!)).status).toBe(200)
    },
    RATE_WINDOW_TEST_TIMEOUT,
  )

  it(
    'still answers a full address what is not a search: a query too short to search, and listings without a query',
    async () => {
      const ip = '203.0.113.63'
      await atStartOfRateWindow()
      await fillBucket(ip, 'олія')
      expect((await from(ip, searchPaths('олія')[0]!)).status).toBe(429)
      const short = await from(ip, '/api/v1/shop/search/?q=k')
      expect(short.status).toBe(200)
      expect(await short.json()).toEqual([])
      expect((await from(ip, '/api/v1/shop/products/category-products/?limit=1')).status).toBe(200)
      expect((await from(ip, '/api/v1/shop/products/category-products/?q=%20&limit=1')).status).toBe(200)
    },
    RATE_WINDOW_TEST_TIMEOUT,
  )
})
