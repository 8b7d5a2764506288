import { createImageUrlBuilder } from '@sanity/image-url'
import type { Locale } from '../domain/locale'

const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9]+)\/([a-z0-9_-]+)\//i

/**
 * A content image at a given width. Sanity CDN images are resized and re-encoded by the CDN through
 * @sanity/image-url; images of the local dataset live in R2 (`/media/cms/…`) at their one size.
 */
export function contentImageUrl(url: string, width: number): string {
  const cdn = SANITY_CDN.exec(url)
  if (!cdn) return url
  return createImageUrlBuilder({ projectId: cdn[1]!, dataset: cdn[2]! })
    .image(url)
    .width(width)
    .fit('max')
    .auto('format')
    .url()
}

/** The storefront's own banner for a page without one, with words in the page's language (rendered into R2 with the CMS images). */
export function defaultPageBanner(locale: Locale): string {
  return locale === 'en' ? '/media/cms/page-default.en.webp' : '/media/cms/page-default.webp'
}

/**
 * The picture of a page's link preview (og:image, twitter:image): the editor's sharing image, cut by
 * the Sanity CDN to the 1200×630 that Facebook, Telegram and X show in full, else the page's own
 * picture (banner or cover) as it is.
 */
export function shareImageOf(seo: { image: string | null } | undefined, fallback: string | null): string | null {
  const image = seo?.image
  if (!image) return fallback
  const cdn = SANITY_CDN.exec(image)
  if (!cdn) return image
  return createImageUrlBuilder({ projectId: cdn[1]!, dataset: cdn[2]! })
    .image(image)
    .width(1200)
    .height(630)
    .fit('crop')
    .format('jpg')
    .url()
}
