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

describe('GET /sitemap.xml', () => {
  let xml = ''
  beforeAll(async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    xml = await res.text()
  })

  it('is one well-formed urlset with absolute URLs from SITE_URL', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs.length).toBeGreaterThan(100)
    expect(locs.length).toBeLessThanOrEqual(MAX_URLS)
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
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
    const res = await get('/sitemap.xml', 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(await res.text()).toBe('')
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
