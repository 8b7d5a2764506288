import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { categoryTree, searchProducts } from './catalogue'
import { queryLayer } from './use-store-query'

// The chunk's first import (the auth modules it listens to) is slow on a busy host: loaded before the tests.
beforeAll(() => queryLayer(), 30_000)
afterEach(() => vi.unstubAllGlobals())

/** The API as the browser reaches it: each call answers a JSON list; the paths asked are recorded. */
function stubApi() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://store.test')
      asked.push(`${url.pathname}${url.search}`)
      return Promise.resolve(Response.json([{ id: asked.length }]))
    }),
  )
  return asked
}

describe('the header’s reads through the query layer', () => {
  it('a query typed back within a minute is shown again without asking; another query or language asks', async () => {
    const asked = stubApi()
    const signal = new AbortController().signal
    const first = await searchProducts('крем', 'ua', signal)
    expect(first).toEqual({ results: [{ id: 1 }], limited: false })
    expect(await searchProducts('крем', 'ua', signal)).toEqual(first)
    await searchProducts('сироватка', 'ua', signal)
    await searchProducts('крем', 'en', signal)
    expect(asked).toHaveLength(3)
    expect(asked.every((path) => path.startsWith('/api/v1/shop/search/'))).toBe(true)
  })

  it('an address over its minute of searches is told so, not "nothing found"; another failure still fails', async () => {
    const signal = new AbortController().signal
    const refusal = (status: number, code: string) =>
      Response.json({ error: { code, message: 'refused' } }, { status, headers: { 'retry-after': '60' } })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(refusal(429, 'rate_limited'))),
    )
    expect(await searchProducts('маска', 'ua', signal)).toEqual({ results: [], limited: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(refusal(503, 'unavailable'))),
    )
    await expect(searchProducts('шампунь', 'ua', signal)).rejects.toThrow()
  })

  it('the phone menu’s tree is asked once for every opening of the menu in a language', async () => {
    const asked = stubApi()
    const signal = new AbortController().signal
    await categoryTree('ua', signal)
    await categoryTree('ua', signal)
    await categoryTree('en', signal)
    expect(asked).toEqual(['/api/v1/shop/categories/tree/', '/api/v1/shop/categories/tree/'])
  })
})
