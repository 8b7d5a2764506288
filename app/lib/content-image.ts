import type { Locale } from '../domain/locale'

/** An image file on Sanity's image CDN: `https://cdn.sanity.io/images/{project}/{dataset}/{id}-{w}x{h}.{ext}`. */
const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/[a-z0-9]+\/[a-z0-9_-]+\/[^/?#]+/i

/**
 * A CDN image with the CDN's own image parameters (w, h, fit, fm, auto), whatever query it came with;
 * any other address as it is. Content images reach the page as the asset's plain URL (GROQ
 * `asset->url`), so these few parameters are all it needs: written here rather than with
 * @sanity/image-url, whose builder was ~2.7 KB gzip of the script every page loads (decision
 * content-image-urls-without-the-builder).
 */
function sanityCdnImage(url: string, params: Record<string, string | number>): string {
  const file = SANITY_CDN.exec(url)?.[0]
  if (!file) return url
  return `${file}?${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`
}

/**
 * A content image at a given width: Sanity CDN images are resized (never enlarged) and re-encoded
 * for the browser by the CDN; images of the local dataset live in R2 (`/media/cms/…`) at their one size.
 */
export function contentImageUrl(url: string, width: number): string {
  return sanityCdnImage(url, { w: width, fit: 'max', auto: 'format' })
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
  // `fit=crop` fills 1200×630 cut around the image's centre, the CDN's default `crop=center`.
  return sanityCdnImage(image, { w: 1200, h: 630, fit: 'crop', fm: 'jpg' })
}
