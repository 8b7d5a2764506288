import {
  inStock,
  itemDescription,
  itemTitle,
  nameOf,
  picturesOf,
  retailPrices,
  uah,
  variantUrl,
  type Lang,
  productWarnings,
} from './rules'
import { absoluteUrl, length, xml } from './text'
import type { FeedContext, FeedEntry, FeedProduct } from './types'

/**
 * Google Merchant Center, RSS 2.0 with the `g:` namespace (product data specification, checked
 * 2026-11-28: docs/operations.md "Product feeds"). One item per variant; variants of a product share
 * `item_group_id`.
 */
export const GOOGLE_LIMITS = { id: 50, title: 150, description: 5000, additionalImages: 10, groupId: 50 } as const

export function googleHead(siteUrl: string, lang: Lang, builtAt: Date): string {
  const title = lang === 'en' ? 'Beauty Pro — products' : 'Beauty Pro — товари'
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xml(title)}</title>\n<link>${xml(siteUrl)}</link>\n` +
    `<description>${xml(title)}, ${builtAt.toISOString()}</description>\n`
  )
}
export const GOOGLE_TAIL = '</channel>\n</rss>\n'

const GTIN = /^(\d{8}|\d{12,14})$/

export interface GoogleItem {
  id: string
  item_group_id: string
  title: string
  description: string
  link: string
  image_link: string
  additional_image_link: string[]
  availability: 'in_stock' | 'out_of_stock'
  price: string
  sale_price: string | null
  brand: string
  gtin: string | null
  mpn: string | null
  identifier_exists: 'no' | null
  google_product_category: string | null
  condition: 'new'
}

/**
 * The items of one product. A variant without a retail price, a picture or an id within 50
 * characters is left out (Google refuses it); the product's warnings say why.
 * Availability: Google's `preorder` and `backorder` need a date the store does not know, so a
 * variant out of stock (which the store still takes on pre-order) is `out_of_stock`.
 */
export function googleItems(
  p: FeedProduct,
  ctx: FeedContext,
  lang: Lang,
): { items: GoogleItem[]; entry: Omit<FeedEntry, 'xml'> } {
  const description = itemDescription(p, lang, GOOGLE_LIMITS.description)
  const warnings = productWarnings(p, lang, GOOGLE_LIMITS.title, description)
  const items: GoogleItem[] = []
  const category = ctx.channelCategory(p.categoryId)
  for (const v of p.variants) {
    const prices = retailPrices(v)
    const pictures = picturesOf(p, v)
    if (length(v.code) > GOOGLE_LIMITS.id) {
      if (!warnings.includes('id_too_long')) warnings.push('id_too_long')
      continue
    }
    if (!prices || pictures.length === 0) continue
    const gtin = v.barcode && GTIN.test(v.barcode.trim()) ? v.barcode.trim() : null
    const brand = p.brandName.trim()
    // Without a GTIN the store's own code is the part number, which Google accepts with the brand.
    const mpn = gtin ? null : brand ? v.code : null
    items.push({
      id: v.code,
      item_group_id: `P${p.id}`,
      title: itemTitle(p, v, lang, GOOGLE_LIMITS.title).title,
      description: description || nameOf(p, lang),
      link: variantUrl(ctx.siteUrl, p, v, lang),
      image_link: absoluteUrl(ctx.siteUrl, pictures[0]!),
      additional_image_link: pictures
        .slice(1, 1 + GOOGLE_LIMITS.additionalImages)
        .map((i) => absoluteUrl(ctx.siteUrl, i)),
      availability: inStock(v) ? 'in_stock' : 'out_of_stock',
      price: `${uah(prices.regularUah)} UAH`,
      sale_price: prices.saleUah === null ? null : `${uah(prices.saleUah)} UAH`,
      brand,
      gtin,
      mpn,
      identifier_exists: gtin || mpn ? null : 'no',
      google_product_category: category && /^\d+$/.test(category) ? category : null,
      condition: 'new',
    })
  }
  return { items, entry: { items: items.length, warnings } }
}

const tag = (name: string, value: string | null) =>
  value === null || value === '' ? '' : `<g:${name}>${xml(value)}</g:${name}>`

export function googleItemXml(item: GoogleItem): string {
  return (
    '<item>' +
    tag('id', item.id) +
    tag('item_group_id', item.item_group_id) +
    tag('title', item.title) +
    tag('description', item.description) +
    tag('link', item.link) +
    tag('image_link', item.image_link) +
    item.additional_image_link.map((link) => tag('additional_image_link', link)).join('') +
    tag('availability', item.availability) +
    tag('price', item.price) +
    tag('sale_price', item.sale_price) +
    tag('brand', item.brand) +
    tag('gtin', item.gtin) +
    tag('mpn', item.mpn) +
    tag('identifier_exists', item.identifier_exists) +
    tag('google_product_category', item.google_product_category) +
    tag('condition', item.condition) +
    '</item>\n'
  )
}

export function googleEntry(p: FeedProduct, ctx: FeedContext, lang: Lang): FeedEntry {
  const { items, entry } = googleItems(p, ctx, lang)
  return { ...entry, xml: items.map(googleItemXml).join('') }
}
