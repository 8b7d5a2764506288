import type { Locale } from '../../domain/locale'
import { getI18n } from '../../i18n'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalPath,
  jsonLdScript,
  languageLinks,
  localizedUrl,
  pageMeta,
  siteUrlFromMatches,
} from '../../lib/seo'
import type { Crumb } from '../catalogue/breadcrumbs'

export interface ContentHeadInput {
  locale: Locale
  matches: readonly { loaderData?: unknown }[]
  path: string
  title: string
  /** Marketing's own title for search engines, used whole instead of «title | Beauty Pro». */
  seoTitle?: string | null
  description: string
  image?: string | null
  type?: 'website' | 'article'
  /** The breadcrumbs after Home, as shown on the page. */
  crumbs: Crumb[]
}

/** Title, description, Open Graph, canonical and hreflang links and the BreadcrumbList of a content page. */
export function contentHead(input: ContentHeadInput) {
  const t = getI18n(input.locale).t
  const siteUrl = siteUrlFromMatches(input.matches)
  const crumbs = [{ name: t('catalogue.home'), url: '/' }, ...input.crumbs.map((c) => ({ name: c.label, url: c.href }))]
  return {
    meta: pageMeta({
      title: input.seoTitle || `${input.title} | Beauty Pro`,
      description: input.description,
      locale: input.locale,
      url: localizedUrl(siteUrl, canonicalPath(input.path), input.locale),
      image: input.image ? absoluteUrl(siteUrl, input.image) : undefined,
      type: input.type,
    }),
    links: languageLinks(siteUrl, input.path, input.locale),
    scripts: [jsonLdScript(breadcrumbJsonLd(siteUrl, crumbs))],
  }
}

/** The content pages whose title, description and one breadcrumb all come from `content.<section>`. */
type TitledSection = 'blog' | 'contacts' | 'lead' | 'partner'

/**
 * A route's `head` for a page named by its text section: the title and description of
 * `content.<section>`, one breadcrumb to `href`.
 */
export function sectionPageHead(section: TitledSection, href: string) {
  return ({
    loaderData,
    matches,
    match,
  }: {
    loaderData?: { locale: Locale }
    matches: readonly { loaderData?: unknown }[]
    match: { pathname: string }
  }) => {
    if (!loaderData) return {}
    const t = getI18n(loaderData.locale).t
    const title = t(`content.${section}.title`)
    return contentHead({
      locale: loaderData.locale,
      matches,
      path: match.pathname,
      title,
      description: t(`content.${section}.meta_description`),
      crumbs: [{ label: title, href }],
    })
  }
}
