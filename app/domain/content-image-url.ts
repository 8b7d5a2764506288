/** An image file on Sanity's image CDN: `https://cdn.sanity.io/images/{project}/{dataset}/{id}-{w}x{h}.{ext}`. */
const SANITY_CDN = /^https:\/\/cdn\.sanity\.io\/images\/[a-z0-9]+\/[a-z0-9_-]+\/[^/?#]+/i

type Params = Record<string, string | number>

/**
 * Where the marketer framed a picture in the Studio, as Sanity stores it: `crop`, the fraction cut off
 * each side; `hotspot`, the centre and size of what must stay in view, as fractions of the picture.
 */
export interface ImageFocus {
  crop: { top: number; bottom: number; left: number; right: number } | null
  hotspot: { x: number; y: number; width: number; height: number } | null
}

/**
 * A CDN image with the CDN's own image parameters (w, h, fit, rect, crop, fp-x, fp-y, fm, auto),
 * whatever query it came with; any other address as it is. Content images reach the page as the
 * asset's plain URL (GROQ `asset->url`) with the Studio's crop and hotspot beside it, so these few
 * parameters are all it needs: written here rather than with @sanity/image-url, whose builder was
 * ~2.7 KB gzip of the script every page loads (decision content-image-urls-without-the-builder).
 */
function sanityCdnImage(url: string, params: Params): string {
  const file = SANITY_CDN.exec(url)?.[0]
  if (!file) return url
  return `${file}?${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`
}

/** The original's size, which a CDN file's name carries (`…-1600x400.jpg`); zero when it does not. */
function originalSize(url: string): { width: number; height: number } {
  const size = /-(\d+)x(\d+)\.[a-z0-9]+(?:[?#]|$)/i.exec(url)
  return { width: Number(size?.[1] ?? 0), height: Number(size?.[2] ?? 0) }
}

const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000

/**
 * The parameters that cut a picture to a box as the marketer framed it in the Studio: first the
 * crop (`rect`, in the original's pixels; the CDN applies it before any resizing), then the box's
 * shape cut around the hotspot (`crop=focalpoint`, `fp-x`/`fp-y` as fractions of what the crop
 * left). Without a crop or hotspot the CDN cuts around the centre.
 */
function framing(focus: ImageFocus | null | undefined, original: { width: number; height: number }): Params {
  const params: Params = {}
  const crop = focus?.crop
  const kept = { left: crop?.left ?? 0, top: crop?.top ?? 0, width: 1, height: 1 }
  if (crop && original.width > 0 && Math.max(crop.left, crop.right, crop.top, crop.bottom) > 0) {
    kept.width = 1 - crop.left - crop.right
    kept.height = 1 - crop.top - crop.bottom
    const left = Math.round(crop.left * original.width)
    const top = Math.round(crop.top * original.height)
    const width = Math.max(1, Math.round(kept.width * original.width))
    const height = Math.max(1, Math.round(kept.height * original.height))
    params.rect = `${left},${top},${width},${height}`
  }
  const hotspot = focus?.hotspot
  if (hotspot && kept.width > 0 && kept.height > 0) {
    params.crop = 'focalpoint'
    params['fp-x'] = fraction((hotspot.x - kept.left) / kept.width)
    params['fp-y'] = fraction((hotspot.y - kept.top) / kept.height)
  }
  return params
}

/**
 * A content image at a given width: Sanity CDN images are resized (never enlarged) and re-encoded
 * for the browser by the CDN; images of the local dataset live in R2 (`/media/cms/…`) at their one size.
 */
export function contentImageUrl(url: string, width: number): string {
  return sanityCdnImage(url, { w: width, fit: 'max', auto: 'format' })
}

/**
 * A content picture filling a box of a fixed shape (a banner, a cover): the CDN cuts it to `box`
 * as the marketer framed it in the Studio, so the page's `object-fit: cover` has nothing left to cut.
 */
export function framedImageUrl(
  url: string,
  focus: ImageFocus | null | undefined,
  box: { width: number; height: number },
): string {
  return sanityCdnImage(url, {
    w: box.width,
    h: box.height,
    fit: 'crop',
    ...framing(focus, originalSize(url)),
    auto: 'format',
  })
}

/**
 * The picture of a page's link preview (og:image, twitter:image) made of the editor's sharing image:
 * cut by the Sanity CDN to the 1200×630 that Facebook, Telegram and X show in full, as the editor
 * framed it in the Studio. The content service writes it into the page's SEO fields, so the pages'
 * head tags only choose between it and the page's own picture.
 */
export function shareImageUrl(
  image: string,
  focus: ImageFocus | null | undefined,
  { width, height }: { width: number; height: number },
): string {
  // JPEG rather than `auto=format`: link preview crawlers do not all read WebP or AVIF.
  return sanityCdnImage(image, {
    w: width,
    h: height,
    fit: 'crop',
    ...framing(focus, originalSize(image)),
    fm: 'jpg',
  })
}

/**
 * A framed CDN picture's `srcset`: the same cut at half its box for a phone's screen (a page banner's
 * 1600 px on a 390 px phone at 2× is twice the pixels it shows), and as it is. The framing's `rect`
 * is in the original's pixels and its focal point in fractions, so only the size changes. Pictures
 * that are not on the CDN have one size: no `srcset`.
 */
export function framedSrcSet(framed: string): string | undefined {
  const size = /([?&])w=(\d+)&h=(\d+)(?=&|$)/.exec(framed)
  if (!size || !SANITY_CDN.test(framed)) return undefined
  const [width, height] = [Number(size[2]), Number(size[3])]
  const half = Math.round(width / 2)
  const smaller = framed.replace(size[0], `${size[1]}w=${half}&h=${Math.round(height / 2)}`)
  return `${smaller} ${half}w, ${framed} ${width}w`
}
