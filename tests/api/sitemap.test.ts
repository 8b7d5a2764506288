import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFetchHandler } from '../../worker/router'
import { MAX_URLS } from '../../worker/seo/sitemap'
import { createApiClient } from '../support/api-env'

/** /sitemap.xml and /robots.txt through the Worker's own fetch handler (the SSR fallback is a stub). */
let client: Awaited<ReturnType<typeof createApiClient>>
const SITE = 'https://beauty.example'
const handler = createFetchHandler(() => new Response('ssr', { status: 418 }))
const get = (path: string, method = 'GET') =>
  handler.fetch!(
    new Request(`http://127.0.0.1${path}`, { method }) as Parameters<NonNullable<typeof handler.fetch>>[0],
    client.env,
    {
      waitUntil: () => {},
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext,
  )

beforeAll(async () => {
  client = await createApiClient({ SITE_URL: SITE })
})
afterAll(() => client.dispose())

/** The sitemap's files as the index lists them, by path. */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

describe('GET /sitemap.xml and the files it lists', () => {
  let index = ''
  let files: { path: string; xml: string }[] = []
  /** Every file's text together, for what is listed where. */
  let xml = ''
  /** The newest products, read before the sitemap: other test files add products of their own meanwhile. */
  let newest: { slug: string }[] = []
  beforeAll(async () => {
    const listing = await client.request('/api/v1/shop/products/category-products/?sort=newest')
    newest = ((await listing.json()) as { results: { slug: string }[] }).results
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    index = await res.text()
    files = []
    for (const loc of locsOf(index)) {
      const path = new URL(loc).pathname
      const file = await get(path)
      expect(file.status, path).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      files.push({ path, xml: await file.text() })
    }
    xml = files.map((f) => f.xml).join('')
  })

  it("is a sitemap index of the pages' file and the catalogue's parts, at absolute URLs from SITE_URL", () => {
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ')).toBe(true)
    expect(index.trimEnd().endsWith('</sitemapindex>')).toBe(true)
    const locs = locsOf(index)
    expect(locs[0]).toBe(`${SITE}/sitemap-pages.xml`)
    expect(locs.slice(1).length).toBeGreaterThan(0)
    expect(locs.slice(1).every((l) => /^https:\/\/beauty\.example\/sitemap-products-[1-9]\d*\.xml$/.test(l))).toBe(true)
    // Each part is dated by its products' latest change.
    expect(index).toMatch(
      /<loc>[^<]+sitemap-products-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/lastmod>/,
    )
  })

  it('has well-formed urlsets of at most 50,000 URLs each, every URL once in all of them', () => {
    for (const file of files) {
      expect(file.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), file.path).toBe(true)
      expect(file.xml.trimEnd().endsWith('</urlset>'), file.path).toBe(true)
      expect(locsOf(file.xml).length, file.path).toBeLessThanOrEqual(MAX_URLS)
    }
    const locs = locsOf(xml)
    expect(locs.length).toBeGreaterThan(100)
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it("lists the catalogue's products in the parts' files, none in the pages' file", () => {
    const products = locsOf(xml).filter((l) => l.includes('/product/') && !l.endsWith('?lang=en'))
    // The seeded catalogue (other test files add products of their own).
    expect(products.length).toBeGreaterThanOrEqual(300)
    expect(newest.length).toBeGreaterThan(0)
    for (const { slug } of newest) expect(products).toContain(`${SITE}/product/${slug}`)
    expect(files.find((f) => f.path === '/sitemap-pages.xml')!.xml).not.toContain('/product/')
  })

  it('answers a part beyond the catalogue with 404, and leaves other spellings to the SSR fallback', async () => {
    const beyond = await get('/sitemap-products-9999.xml')
    expect(beyond.status).toBe(404)
    expect(await beyond.text()).toBe('Not found')
    expect((await get('/sitemap-products-9999.xml', 'HEAD')).status).toBe(404)
    for (const path of ['/sitemap-products-0.xml', '/sitemap-products-01.xml', '/sitemap-products-1.xml.gz'])
      expect((await get(path)).status, path).toBe(418)
  })

  it('lists the home, info pages, categories of both levels, brands, blog posts and products', async () => {
    const [latest] = (await (await client.request('/api/v1/shop/products/latest/')).json()) as { slug: string }[]
    const tree = (await (await client.request('/api/v1/shop/categories/tree/')).json()) as {
      slug: string
      children: { slug: string }[]
    }[]
    const parent = tree.find((c) => c.children.length > 0)!
    const [brand] = (await (await client.request('/api/v1/shop/brands/all-brands/')).json()) as { slug: string }[]
    for (const path of [
      '/',
      '/page/about',
      '/page/terms-of-use',
      '/page/delivery',
      '/page/return-product',
      '/page/payment',
      // The donation page is read at its own route only.
      '/donate',
      `/catalogue/${parent.slug}`,
      `/catalogue/${parent.slug}/${parent.children[0]!.slug}`,
      `/brands/${brand!.slug}`,
      `/product/${latest!.slug}`,
    ]) {
      expect(xml, path).toContain(`<loc>${SITE}${path}</loc>`)
      expect(xml, path).toContain(`<loc>${SITE}${path}?lang=en</loc>`)
    }
    expect(xml).toMatch(/<loc>https:\/\/beauty\.example\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    // Pages come from Sanity with their last change; none twice under two addresses.
    expect(xml).toMatch(/<loc>https:\/\/beauty\.example\/page\/about<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(xml).not.toContain('/page/donate')
  })

  it('dates every product by the last change of its page, to the second in W3C form', () => {
    const products = [...xml.matchAll(/<loc>[^<]+\/product\/[^<]+<\/loc>(<lastmod>[^<]*<\/lastmod>)?/g)]
    expect(products.length).toBeGreaterThan(100)
    for (const [entry, lastmod] of products)
      expect(lastmod, entry).toMatch(/^<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/lastmod>$/)
  })

  it('gives every URL its uk, en and x-default alternates', () => {
    const entry = xml.match(/<url><loc>https:\/\/beauty\.example\/page\/about\?lang=en<\/loc>.*?<\/url>/)![0]
    expect(entry).toContain(`hreflang="uk" href="${SITE}/page/about"`)
    expect(entry).toContain(`hreflang="en" href="${SITE}/page/about?lang=en"`)
    expect(entry).toContain(`hreflang="x-default" href="${SITE}/page/about"`)
  })

  it('answers HEAD with the headers only', async () => {
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml']) {
      const res = await get(path, 'HEAD')
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/xml')
      expect(await res.text()).toBe('')
    }
  })
})

describe('GET /robots.txt', () => {
  it('allows crawling, keeps the API and the checkout out, and points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /admin')
    expect(text).toMatch(/^Sitemap: https:\/\/beauty\.example\/sitemap\.xml$/m)
  })

  it('refuses other methods', async () => {
    expect((await get('/robots.txt', 'POST')).status).toBe(405)
  })
})

it('leaves other paths to the SSR fallback', async () => {
  expect((await get('/sitemap.xml.bak')).status).toBe(418)
})
