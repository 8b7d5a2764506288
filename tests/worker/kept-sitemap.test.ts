import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { keptSitemap } from '../../worker/seo/kept-sitemap'

/** The API-only worker under test (tests/worker/vitest.config.ts sets it as main): its router serves the sitemap's files. */
const worker = (exports as unknown as { default: Fetcher }).default

/** keptSitemap on workerd's real Cache API, each test under a site of its own, with a builder that counts. */
function setup(site: string) {
  let builds = 0
  const kept: Promise<unknown>[] = []
  const ask = async (build: () => Response = () => xml(`<urlset>#${builds}</urlset>`)) => {
    const response = await keptSitemap(
      site,
      '/sitemap.xml',
      async () => {
        builds++
        return build()
      },
      (work) => void kept.push(work),
    )
    const body = await response.text().catch(() => 'broken off')
    await Promise.all(kept)
    return { status: response.status, state: response.headers.get('x-page-cache'), body }
  }
  return { ask, builds: () => builds }
}

const xml = (body: BodyInit, status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })

describe('a sitemap file kept at the edge', () => {
  it('is built once, then answered from the copy, byte for byte', async () => {
    const { ask, builds } = setup('https://kept-once.test')
    const first = await ask()
    expect(first).toEqual({ status: 200, state: 'miss', body: '<urlset>#1</urlset>' })
    expect(await ask()).toEqual({ status: 200, state: 'hit', body: '<urlset>#1</urlset>' })
    expect(builds()).toBe(1)
  })

  it('keeps no failed build: the next request builds again', async () => {
    const { ask, builds } = setup('https://kept-failure.test')
    expect((await ask(() => xml('Internal Server Error', 500))).status).toBe(500)
    expect(await ask()).toMatchObject({ status: 200, state: 'miss' })
    expect(builds()).toBe(2)
  })

  it('keeps no build that broke off mid-stream', async () => {
    const { ask, builds } = setup('https://kept-broken.test')
    const breaking = () =>
      xml(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('<urlset>'))
            controller.error(new Error('the database went away'))
          },
        }),
      )
    await ask(breaking)
    expect(await ask()).toMatchObject({ status: 200, state: 'miss', body: '<urlset>#2</urlset>' })
    expect(builds()).toBe(2)
  })

  it('is one copy per file through the Worker whatever the query string or host asked', async () => {
    const get = async (url: string) => {
      const res = await worker.fetch(new Request(url))
      return { status: res.status, state: res.headers.get('x-page-cache'), body: await res.text() }
    }
    for (const [path, root] of [
      ['/sitemap.xml', '<sitemapindex'],
      ['/sitemap-products-1.xml', '<urlset'],
    ] as const) {
      const first = await get(`http://store.test${path}`)
      expect(first.status, path).toBe(200)
      expect(first.body).toContain(root)
      // The copy is put behind the answer (waitUntil): asked again until it is there.
      await expect.poll(async () => (await get(`http://store.test${path}?fresh=1`)).state).toBe('hit')
      const other = await get(`http://other.test${path}?v=2`)
      expect(other).toEqual({ ...first, state: 'hit' })
    }
  })
})
