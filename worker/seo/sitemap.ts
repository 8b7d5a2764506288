import { absoluteUrl, HREFLANG, localizedUrl } from '../../app/domain/site-url'
import { LOCALES } from '../../app/domain/locale'
import type { Services } from '../services/context'
import {
  blogEntries,
  pageEntries,
  brandEntries,
  categoryEntries,
  productEntries,
  productParts,
  type SitemapEntry,
  STATIC_PATHS,
} from './sitemap-source'
import { escapeMarkup } from '../../app/domain/text'

/**
 * /sitemap.xml is a sitemap index: one file of the site's pages (home, info and content pages,
 * categories, brands, blog posts) and one per part of the catalogue (PRODUCT_IDS_PER_FILE product ids
 * each), so a catalogue of any size is listed whole and no file costs much to build. Every page is
 * listed once per language at its canonical URL (the bare path in Ukrainian, `?lang=en` in English;
 * app/lib/seo.ts), each with its uk / en / x-default alternates.
 */
export const MAX_URLS = 50_000

export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml'
export const productSitemapPath = (part: number) => `/sitemap-products-${part}.xml`

/** The <url> elements of one page: one per language, each naming all alternates. */
export function urlElements(siteUrl: string, entry: SitemapEntry): string {
  const path = encodeURI(entry.path)
  const alternates =
    LOCALES.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeMarkup(localizedUrl(siteUrl, path, l))}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(absoluteUrl(siteUrl, path))}"/>`
  const lastmod = entry.lastmod ? `<lastmod>${escapeMarkup(entry.lastmod)}</lastmod>` : ''
  return LOCALES.map(
    (l) => `<url><loc>${escapeMarkup(localizedUrl(siteUrl, path, l))}</loc>${lastmod}${alternates}</url>\n`,
  ).join('')
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_HEAD = `${XML}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
const URLSET_TAIL = '</urlset>\n'

export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
}
export const ROBOTS_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** The index: the pages' file, then each product file that has products, dated by its latest change. */
export async function sitemapIndexResponse(services: Services): Promise<Response> {
  const siteUrl = services.config.SITE_URL
  const entry = (path: string, lastmod?: string) =>
    `<sitemap><loc>${escapeMarkup(absoluteUrl(siteUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`
  const parts = await productParts(services.db)
  const body =
    `${XML}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entry(PAGES_SITEMAP_PATH) +
    parts.map((p) => entry(productSitemapPath(p.part), p.lastmod)).join('') +
    '</sitemapindex>\n'
  return new Response(body, { headers: SITEMAP_HEADERS })
}

/** The site's pages but products: a few hundred, read before answering (a failure is a plain 500). */
export async function pagesSitemapResponse(services: Services): Promise<Response> {
  const sections = await Promise.all([
    pageEntries(services),
    categoryEntries(services),
    brandEntries(services),
    blogEntries(services),
  ])
  const entries = [STATIC_PATHS.map((path): SitemapEntry => ({ path })), ...sections].flat()
  const siteUrl = services.config.SITE_URL
  const listed = entries.slice(0, Math.floor(MAX_URLS / LOCALES.length))
  return new Response(URLSET_HEAD + listed.map((e) => urlElements(siteUrl, e)).join('') + URLSET_TAIL, {
    headers: SITEMAP_HEADERS,
  })
}

/**
 * One part of the catalogue, streamed as it is read, a page of products at a time as the reader takes
 * them (a reader that goes away stops the reading); 404 when the part has no product shown.
 */
export async function productsSitemapResponse(services: Services, part: number): Promise<Response> {
  const pages = productEntries(services.db, part)
  const first = await pages.next()
  if (first.done) return notFound()
  const siteUrl = services.config.SITE_URL
  const encoder = new TextEncoder()
  const encoded = (entries: SitemapEntry[]) => encoder.encode(entries.map((e) => urlElements(siteUrl, e)).join(''))
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_HEAD))
      controller.enqueue(encoded(first.value))
    },
    async pull(controller) {
      try {
        const next = await pages.next()
        if (next.done) {
          controller.enqueue(encoder.encode(URLSET_TAIL))
          controller.close()
        } else controller.enqueue(encoded(next.value))
      } catch (error) {
        console.error(`sitemap part ${part} failed`, error)
        controller.error(error)
      }
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
  return new Response(body, { headers: SITEMAP_HEADERS })
}

export function robotsResponse(services: Services): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    // The API, the account, the checkout and the back office are nobody's search result.
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /order',
    'Disallow: /payment',
    'Disallow: /check-payment',
    'Disallow: /admin',
    '',
    `Sitemap: ${absoluteUrl(services.config.SITE_URL, '/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, { headers: ROBOTS_HEADERS })
}
