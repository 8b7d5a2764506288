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
    expect(await searchProducts('крем', 'ua', signal)).toEqual(first)
    await searchProducts('сироватка', 'ua', signal)
    await searchProducts('крем', 'en', signal)
    expect(asked).toHaveLength(3)
    expect(asked.every((path) => path.startsWith('/api/v1/shop/search/'))).toBe(true)
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
