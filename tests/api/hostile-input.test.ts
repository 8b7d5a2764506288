import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../support/api-env'

let client: Awaited<ReturnType<typeof createApiClient>>
beforeAll(async () => {
  client = await createApiClient()
})
afterAll(() => client.dispose())

const MARKER = '<script>alert(1)</script>'

describe('answers never repeat the caller’s input', () => {
  it.each([
    `/api/v1/no-such-route/${encodeURIComponent(MARKER)}`,
    `/api/v1/shop/products/category-products/?parent_slug=${encodeURIComponent('zz-unknown')}`,
    `/api/v1/shop/products/category-products/?brand_slug=${encodeURIComponent('brand-that-is-not')}`,
    `/api/v1/shop/products/category-products/?sort=${encodeURIComponent(MARKER)}`,
    `/api/v1/shop/products/category-products/?page=${encodeURIComponent(MARKER)}`,
  ])('%s', async (path) => {
    const res = await client.request(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const text = await res.text()
    expect(text).not.toContain('<script')
    expect(text).not.toContain('zz-unknown')
    expect(text).not.toContain('brand-that-is-not')
    expect(text).not.toContain('no-such-route')
  })
})
