import type { ProductCard } from '../../contract/catalogue'
import type { Locale } from '../../domain/locale'
import { getI18n } from '../../i18n'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  itemListJsonLd,
  jsonLdScript,
  canonicalPath,
  languageLinks,
  localizedUrl,
  pageMeta,
  siteUrlFromMatches,
} from '../../lib/seo'
import type { Crumb } from './breadcrumbs'

export interface ListingHeadInput {
  locale: Locale
  matches: readonly { loaderData?: unknown }[]
  /** The page's path without its query: canonical URLs leave filters and sort out, and keep the page past the first. */
  path: string
  title: string
  /** The listing's own name (category, brand), for the ItemList. */
  listName: string
  description: string
  page: number
  products: ProductCard[]
  /** The breadcrumbs after Home, as shown on the page. */
  crumbs: Crumb[]
  /** The category's or brand's picture, the link preview's (none: a preview without one). */
  image?: string | null
}

/** Title, description, canonical and hreflang links, and the ItemList (up to 10) and BreadcrumbList JSON-LD of a listing. */
export function listingHead(input: ListingHeadInput) {
  const t = getI18n(input.locale).t
  const siteUrl = siteUrlFromMatches(input.matches)
  const title = input.page > 1 ? t('catalogue.meta_page', { title: input.title, page: input.page }) : input.title
  const crumbs = [{ name: t('catalogue.home'), url: '/' }, ...input.crumbs.map((c) => ({ name: c.label, url: c.href }))]
  const items = input.products.map((p) => ({
    name: p.name,
    url: `/product/${p.slug}`,
    image: p.variants[0]?.images[0]?.s,
  }))
  // Each page of a listing is its own canonical page (Google: never page 1 for page 2); filters are not.
  const path = input.page > 1 ? `${input.path}?page=${input.page}` : input.path
  return {
    meta: pageMeta({
      title,
      description: input.description,
      locale: input.locale,
      url: localizedUrl(siteUrl, canonicalPath(path), input.locale),
      image: input.image ? absoluteUrl(siteUrl, input.image) : undefined,
    }),
    links: languageLinks(siteUrl, path, input.locale),
    scripts: [
      ...(items.length > 0 ? [jsonLdScript(itemListJsonLd(siteUrl, items, input.listName))] : []),
      jsonLdScript(breadcrumbJsonLd(siteUrl, crumbs)),
    ],
  }
}
