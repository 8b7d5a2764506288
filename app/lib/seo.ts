import type { Locale } from '../domain/locale'
import { absoluteUrl, HREFLANG, LANG_PARAM, langFromSearch, localizedUrl } from '../domain/site-url'
import { META_DESCRIPTION_LIMIT, metaText } from '../domain/meta-text'
import { JSON_LD_REVIEWS, RATING_MAX, RATING_MIN } from '../domain/reviews'

/**
 * SEO helpers for every page's `head()`: titles and descriptions, the canonical URL, hreflang
 * alternates and schema.org JSON-LD.
 *
 * Language URLs. The store has one URL per page and renders the language of the `user-locale`
 * cookie (Ukrainian without one). So that each hreflang alternate always serves the language it
 * claims, a page is also reachable with an explicit `?lang=ua` or `?lang=en`; that parameter wins
 * over the cookie, and the browser then adopts it (storage + cookie) and drops it from the address
 * bar (app/lib/lang-param.ts). So:
 *   - hreflang="uk" → `{path}` (the default language needs no parameter), hreflang="en" → `{path}?lang=en`;
 *   - hreflang="x-default" → `{path}`: the language the visitor chose, Ukrainian by default;
 *   - canonical → the URL of the language the page was rendered in, one of the hreflang set.
 * Canonical URLs carry the path only: filters, sort and `?variant=` are left out.
 */

export const DEFAULT_SITE_URL = 'http://localhost:3000'
export const SITE_NAME = 'Beauty Pro'
// The pure URL and text rules live in app/domain (the Worker's sitemap and server functions use them too).
export { absoluteUrl, HREFLANG, LANG_PARAM, langFromSearch, localizedUrl, META_DESCRIPTION_LIMIT, metaText }
/** Spec §9: structured data lists up to 10 products. */
export const ITEM_LIST_LIMIT = 10

const OG_LOCALE: Record<Locale, string> = { ua: 'uk_UA', en: 'en_US' }

export interface HeadLink {
  rel: string
  href: string
  hrefLang?: string
}

/** One spelling per page: no trailing slash (`/brands/` and `/brands` are the same page), except the home. */
export function canonicalPath(path: string): string {
  const [pathname = '/', query] = path.split('?')
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  return query ? `${trimmed}?${query}` : trimmed
}

/** Canonical plus the uk / en / x-default alternates of a path. */
export function languageLinks(siteUrl: string, rawPath: string, locale: Locale): HeadLink[] {
  const path = canonicalPath(rawPath)
  return [
    { rel: 'canonical', href: localizedUrl(siteUrl, path, locale) },
    { rel: 'alternate', hrefLang: HREFLANG.ua, href: localizedUrl(siteUrl, path, 'ua') },
    { rel: 'alternate', hrefLang: HREFLANG.en, href: localizedUrl(siteUrl, path, 'en') },
    { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(siteUrl, path) },
  ]
}

export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string }

/** Title, description and their Open Graph twins. */
export function pageMeta(opts: {
  title: string
  description: string
  locale: Locale
  url?: string
  image?: string
  type?: 'website' | 'product' | 'article'
}): HeadMeta[] {
  const description = metaText(opts.description)
  const meta: HeadMeta[] = [
    { title: opts.title },
    { name: 'description', content: description },
    { property: 'og:title', content: opts.title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALE[opts.locale] },
  ]
  if (opts.url) meta.push({ property: 'og:url', content: opts.url })
  if (opts.image) meta.push({ property: 'og:image', content: opts.image })
  // X reads og:title and og:description; the card kind (a large picture when there is one) is its own.
  meta.push({ name: 'twitter:card', content: opts.image ? 'summary_large_image' : 'summary' })
  if (opts.image) meta.push({ name: 'twitter:image', content: opts.image })
  return meta
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` (and the JS line separators) become \u escapes,
 * so no text in the data can close the script element or open a comment. JSON.parse reads them back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** A head script entry for TanStack's `head().scripts`. */
export function jsonLdScript(data: unknown): { type: string; children: string } {
  return { type: 'application/ld+json', children: serializeJsonLd(data) }
}

export type Availability = 'InStock' | 'PreOrder' | 'OutOfStock'
const SCHEMA = 'https://schema.org'

export interface ProductOfferInput {
  sku: string
  /** Effective price in whole hryvnias. */
  priceUah: number
  availability: Availability
  /** Site path of this variant. */
  url: string
}

export interface ProductJsonLdInput {
  name: string
  description: string
  /** Site paths or absolute URLs. */
  images: string[]
  /** The selected variant's code. */
  sku: string
  brand: string
  /** Site path of the product page. */
  url: string
  offers: ProductOfferInput[]
  /** Published comments' average and count; left out of the JSON-LD while nobody has rated. */
  rating?: { average: number; count: number }
  /** The newest rated reviews; at most JSON_LD_REVIEWS are listed. */
  reviews?: ProductReviewInput[]
}

export interface ProductReviewInput {
  author: string
  /** ISO 8601. */
  date: string
  body: string
  rating: number
}

export function productJsonLd(siteUrl: string, p: ProductJsonLdInput) {
  const offers = p.offers.map((o) => ({
    '@type': 'Offer',
    sku: o.sku,
    price: o.priceUah,
    priceCurrency: 'UAH',
    availability: `${SCHEMA}/${o.availability}`,
    url: absoluteUrl(siteUrl, o.url),
  }))
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: p.name,
    image: p.images.map((src) => absoluteUrl(siteUrl, src)),
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.description ? { description: metaText(p.description, 5000) } : {}),
    url: absoluteUrl(siteUrl, p.url),
    offers: offers.length === 1 ? offers[0] : offers,
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.average,
            reviewCount: p.rating.count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }
      : {}),
    ...(p.reviews && p.reviews.length > 0
      ? {
          review: p.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.date.slice(0, 10),
            reviewBody: r.body,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: RATING_MAX, worstRating: RATING_MIN },
          })),
        }
      : {}),
  }
}

export interface ListItemInput {
  name: string
  /** Site path. */
  url: string
  image?: string | null
}

/** Spec §9: at most 10 products. */
export function itemListJsonLd(siteUrl: string, items: ListItemInput[], name?: string) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    itemListElement: items.slice(0, ITEM_LIST_LIMIT).map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(siteUrl, item.url),
      name: item.name,
      ...(item.image ? { image: absoluteUrl(siteUrl, item.image) } : {}),
    })),
  }
}

export interface Crumb {
  name: string
  /** Site path; the current page may omit it. */
  url?: string
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: absoluteUrl(siteUrl, c.url) } : {}),
    })),
  }
}

/**
 * The site URL for a child route's `head()`: the root loader carries it (from SITE_URL).
 * Child routes get `matches` in their head context; the first one is the root.
 */
export function siteUrlFromMatches(matches: readonly { loaderData?: unknown }[]): string {
  const data = matches[0]?.loaderData as { siteUrl?: unknown } | undefined
  return typeof data?.siteUrl === 'string' ? data.siteUrl : DEFAULT_SITE_URL
}

/** What the root's head needs from each route match. */
export interface SeoMatch {
  pathname: string
  status?: string
  /** The router marks the match that renders a not-found (also for an unmatched path) with `_notFound`. */
  _notFound?: boolean
  loaderData?: unknown
}

/**
 * The default of every page, from the root's head: canonical and hreflang alternates of the
 * deepest match's path. A not-found answer gets its title and `noindex`, and no canonical.
 */
export function defaultSeoHead(
  matches: readonly SeoMatch[],
  locale: Locale,
  notFoundTitle: string,
): { meta: HeadMeta[]; links: HeadLink[] } {
  if (matches.some((m) => m.status === 'notFound' || m._notFound))
    return { meta: [{ title: notFoundTitle }, { name: 'robots', content: 'noindex' }], links: [] }
  const leaf = matches[matches.length - 1]
  if (!leaf) return { meta: [], links: [] }
  return { meta: [], links: languageLinks(siteUrlFromMatches(matches), leaf.pathname, locale) }
}
