import { absoluteUrl, HREFLANG, localizedUrl } from '../../app/domain/site-url'
import { LOCALES } from '../../app/domain/locale'
import type { Services } from '../services/context'
import {
  blogEntries,
  pageEntries,
  brandEntries,
  categoryEntries,
  productEntries,
  type SitemapEntry,
  STATIC_PATHS,
} from './sitemap-source'
import { escapeMarkup } from '../../app/domain/text'

/**
 * /sitemap.xml: one XML document, streamed as the catalogue is read. Every page is listed once per
 * language at its canonical URL (the bare path in Ukrainian, `?lang=en` in English; app/lib/seo.ts),
 * each with its uk / en / x-default alternates.
 *
 * The protocol allows 50,000 <url> entries per file, that is 25,000 pages in two languages. The
 * structure goes first and products last, so a larger catalogue loses products, never categories;
 * past that size this becomes a sitemap index of per-section files.
 */
export const MAX_URLS = 50_000

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

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const TAIL = '</urlset>\n'

export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
}
export const ROBOTS_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }

/** The small sections are read before answering (a failure is a plain 500); products stream after. */
export async function sitemapResponse(services: Services): Promise<Response> {
  const sections = await Promise.all([
    pageEntries(services),
    categoryEntries(services),
    brandEntries(services),
    blogEntries(services),
  ])
  const siteUrl = services.config.SITE_URL
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const writer = writable.getWriter()
  const encoder = new TextEncoder()
  const perPage = LOCALES.length

  const write = async () => {
    let written = 0
    const emit = async (entries: SitemapEntry[]) => {
      const room = Math.floor((MAX_URLS - written) / perPage)
      const batch = entries.slice(0, Math.max(0, room))
      if (batch.length === 0) return false
      await writer.write(encoder.encode(batch.map((e) => urlElements(siteUrl, e)).join('')))
      written += batch.length * perPage
      return batch.length === entries.length
    }
    await writer.write(encoder.encode(HEAD))
    let room = await emit(STATIC_PATHS.map((path) => ({ path })))
    for (const section of sections) room = room && (await emit(section))
    if (room) {
      for await (const page of productEntries(services.db)) {
        if (!(await emit(page))) break
      }
    }
    await writer.write(encoder.encode(TAIL))
    await writer.close()
  }
  write().catch(async (error: unknown) => {
    console.error('sitemap.xml failed', error)
    await writer.abort(error).catch(() => {})
  })

  return new Response(readable, { headers: SITEMAP_HEADERS })
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
