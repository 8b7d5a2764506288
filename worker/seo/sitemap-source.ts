import { z } from 'zod'
import { contentPagePath } from '../../app/domain/content-paths'
import { blogPostsQuery, pageSlugsQuery } from '../../cms/queries'
import type { Db } from '../../db/client'
import { activeProductSlugsAfter, productSitemapParts } from '../../db/queries/sitemap'
import { type ContentSource, createContentSource } from '../adapters/content'
import type { Services } from '../services/context'

/** The pages a sitemap lists, as site paths, fetched lazily so the XML can stream. */

/** Spec §2 info pages and the section indexes that exist for every visitor. */
export const STATIC_PATHS = ['/', '/catalogue', '/brands', '/blog', '/opt', '/contacts'] as const

export interface SitemapEntry {
  path: string
  /** W3C date (or date and time) of the last change, when known. */
  lastmod?: string
}

/**
 * A moment as a W3C datetime to the second, in UTC (`2026-11-30T07:05:09+00:00`): a product's page
 * can change several times a day, and a crawler that saw it in the morning should know of the evening's price.
 */
export const w3cDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19) + '+00:00'

export async function categoryEntries(services: Services): Promise<SitemapEntry[]> {
  const tree = await services.catalogue.categoryTree('ua')
  return tree.flatMap((parent) => [
    { path: `/catalogue/${parent.slug}` },
    ...parent.children.map((child) => ({ path: `/catalogue/${parent.slug}/${child.slug}` })),
  ])
}

export async function brandEntries(services: Services): Promise<SitemapEntry[]> {
  return (await services.catalogue.brands('ua')).map((b) => ({ path: `/brands/${b.slug}` }))
}

const postList = z.array(z.object({ slug: z.string(), date: z.string().nullable().optional() }))

/** One content source per configuration and isolate (the local one parses the dataset once). */
const sources = new WeakMap<Services['config'], ContentSource>()
function contentSource(config: Services['config']): ContentSource {
  let source = sources.get(config)
  if (!source) {
    source = createContentSource({
      source: config.CONTENT_SOURCE,
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      token: config.SANITY_API_TOKEN,
    })
    sources.set(config, source)
  }
  return source
}

const pageList = z.array(z.object({ slug: z.string(), updated: z.string().nullable().optional() }))

/** The content pages marketing publish in Sanity, each at the one address it is read at. */
export async function pageEntries(services: Services): Promise<SitemapEntry[]> {
  const pages = pageList.parse(await contentSource(services.config).fetch(pageSlugsQuery, {}))
  return pages.map((p) => ({
    path: contentPagePath(p.slug),
    ...(p.updated ? { lastmod: p.updated.slice(0, 10) } : {}),
  }))
}

export async function blogEntries(services: Services): Promise<SitemapEntry[]> {
  const posts = postList.parse(await contentSource(services.config).fetch(blogPostsQuery, { locale: 'ua' }))
  return posts.map((p) => ({ path: `/blog/${p.slug}`, ...(p.date ? { lastmod: p.date.slice(0, 10) } : {}) }))
}

/**
 * Product ids per sitemap file: part n lists the shown products with ids (n-1)·5,000+1 … n·5,000, so a
 * product stays in one file for good. 10,000 URLs at most in two languages (the protocol allows 50,000),
 * about 6 MB of XML, 74–161 ms of Worker CPU to build (the one file of 25,000 products took 0.3 s).
 */
export const PRODUCT_IDS_PER_FILE = 5000

/** The product files that have products, each with its products' latest change. */
export async function productParts(db: Db, idsPerFile = PRODUCT_IDS_PER_FILE) {
  const parts = await productSitemapParts(db, idsPerFile)
  return parts.map((p) => ({ part: p.part, lastmod: w3cDateTime(p.changedAt) }))
}

/**
 * Active product slugs of one part in id order, a page at a time (keyset pagination: no OFFSET scans),
 * each with the last change of what its page shows (docs/decisions/product-lastmod.md). Categories and
 * brands have none: their listings change with every product in them, so no date of theirs would be accurate.
 */
export async function* productEntries(
  db: Db,
  part: number,
  idsPerFile = PRODUCT_IDS_PER_FILE,
  pageSize = 2000,
): AsyncGenerator<SitemapEntry[]> {
  let after = (part - 1) * idsPerFile
  const until = part * idsPerFile
  for (;;) {
    const rows = await activeProductSlugsAfter(db, after, pageSize, until)
    if (rows.length === 0) return
    yield rows.map((r) => ({ path: `/product/${r.slug}`, lastmod: w3cDateTime(r.changedAt) }))
    if (rows.length < pageSize) return
    after = rows[rows.length - 1]!.id
  }
}
