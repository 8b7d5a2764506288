import { absoluteUrl, plainText, xml } from './text'

/**
 * Google's product ratings feed (Product Review Feeds XML schema 2.4, checked 2026-11-28): every
 * published review with a rating, each naming its product by the variants' codes (skus), the brand
 * and the product page. Google shows ratings of a store with at least 50 reviews across its products,
 * so the feed is published from that many on (RATINGS_FEED_MINIMUM); below it the address answers 404.
 */
export const RATINGS_FEED_MINIMUM = 50

export interface FeedReview {
  id: number
  productId: number
  productSlug: string
  productName: string
  brandName: string
  codes: string[]
  authorName: string
  text: string
  rate: number
  createdAt: number
}

export function ratingsHead(siteUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<feed xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.google.com/shopping/reviews/schema/product/2.4/product_reviews.xsd">\n' +
    '<version>2.4</version>\n' +
    `<publisher><name>Beauty Pro</name><favicon>${xml(absoluteUrl(siteUrl, '/favicon.ico'))}</favicon></publisher>\n<reviews>\n`
  )
}
export const RATINGS_TAIL = '</reviews>\n</feed>\n'

/** One review; its author is shown by first name only, as on the product page. */
export function reviewXml(r: FeedReview, siteUrl: string): string {
  const url = absoluteUrl(siteUrl, `/product/${encodeURIComponent(r.productSlug)}`)
  const name = r.authorName.trim().split(/\s+/)[0] ?? ''
  const content = plainText(r.text)
  if (!content || r.rate < 1 || r.rate > 5) return ''
  return (
    '<review>' +
    `<review_id>${r.id}</review_id>` +
    (name
      ? `<reviewer><name>${xml(name)}</name></reviewer>`
      : '<reviewer><name is_anonymous="true">Anonymous</name></reviewer>') +
    `<review_timestamp>${new Date(r.createdAt).toISOString()}</review_timestamp>` +
    `<content>${xml(content)}</content>` +
    `<review_url type="group">${xml(url)}</review_url>` +
    `<ratings><overall min="1" max="5">${r.rate}</overall></ratings>` +
    '<products><product><product_ids>' +
    (r.codes.length ? `<skus>${r.codes.map((c) => `<sku>${xml(c)}</sku>`).join('')}</skus>` : '') +
    (r.brandName.trim() ? `<brands><brand>${xml(r.brandName.trim())}</brand></brands>` : '') +
    `</product_ids><product_name>${xml(r.productName)}</product_name><product_url>${xml(url)}</product_url></product></products>` +
    '</review>\n'
  )
}
