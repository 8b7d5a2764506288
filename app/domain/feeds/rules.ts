import { isAvailable, visibleStock } from '../availability'
import { effectivePrice } from '../price'
import { cut, length, plainText } from './text'
import type { FeedProduct, FeedVariant, FeedWarning } from './types'

/**
 * The rules every channel shares: the storefront's retail prices (the price a guest sees; never a
 * wholesale figure), availability as a retail buyer sees it, titles and descriptions within limits,
 * and the warnings staff see per product.
 */

export interface RetailPrices {
  /** The shelf price (the regular retail price). */
  regularUah: number
  /** What a retail buyer pays (app/domain/price.ts): the discount price when it is below the shelf price. */
  effectiveUah: number
  /** The discounted price when there is a discount, else null. */
  saleUah: number | null
}

/** Null when the variant has no retail price (it is left out of every feed). */
export function retailPrices(variant: FeedVariant): RetailPrices | null {
  const effectiveUah = effectivePrice(variant, false)
  if (effectiveUah <= 0) return null
  const regularUah = variant.priceUah > 0 ? variant.priceUah : effectiveUah
  return { regularUah, effectiveUah, saleUah: effectiveUah < regularUah ? effectiveUah : null }
}

/** A retail buyer can have it from stock now (either stock counts for them). */
export const inStock = (variant: FeedVariant) => isAvailable(variant, false)
/** The units a retail buyer sees in stock. */
export const stockQuantity = (variant: FeedVariant) => Math.max(0, visibleStock(variant, false))

/** Prices in a feed: whole hryvnias with two decimals where the channel wants them. */
export const uah = (value: number) => value.toFixed(2)

export type Lang = 'ua' | 'en'
export const nameOf = (p: FeedProduct, lang: Lang) => (lang === 'en' ? p.nameEn || p.nameUa : p.nameUa).trim()
export const valueOf = (v: FeedVariant, lang: Lang) => (lang === 'en' ? v.valueEn || v.valueUa : v.valueUa).trim()

/** The item's title: the product's name and the variant's volume or shade, cut to the channel's limit. */
export function itemTitle(
  p: FeedProduct,
  v: FeedVariant,
  lang: Lang,
  limit: number,
  /** Name the brand when the product's name does not (Rozetka's and Prom's rule: the brand in the name, as `vendor` says it). */
  withBrand = false,
): { title: string; tooLong: boolean } {
  const own = nameOf(p, lang)
  const brand = p.brandName.trim()
  const name = withBrand && brand && !own.toLowerCase().includes(brand.toLowerCase()) ? `${own} ${brand}` : own
  const value = valueOf(v, lang)
  const full = value && !name.toLowerCase().includes(value.toLowerCase()) ? `${name}, ${value}` : name
  return { title: cut(full, limit), tooLong: length(full) > limit }
}

/** Plain-text description (the full one, else the short one), cut to `limit`; empty when the product has none. */
export function itemDescription(p: FeedProduct, lang: Lang, limit: number): string {
  // One language a feed (Google's rule): an English feed never borrows the Ukrainian text; without an
  // English one the item falls back to its English name, and the product is listed for staff to fix.
  const full = lang === 'en' ? p.descriptionEn : p.descriptionUa
  const short = lang === 'en' ? p.shortEn : p.shortUa
  return cut(plainText(full) || plainText(short), limit)
}

/** The variant's pictures, else the product's first variant's that has any (a shade without its own photo). */
export function picturesOf(p: FeedProduct, v: FeedVariant): string[] {
  if (v.images.length > 0) return v.images
  return p.variants.find((other) => other.images.length > 0)?.images ?? []
}

/** What staff should fix about a product before a channel shows it well (the same for every channel but the title limit). */
export function productWarnings(
  p: FeedProduct,
  lang: Lang,
  titleLimit: number,
  description = itemDescription(p, lang, 10),
): FeedWarning[] {
  const warnings: FeedWarning[] = []
  if (!p.brandName.trim()) warnings.push('no_brand')
  if (p.variants.every((v) => v.images.length === 0)) warnings.push('no_picture')
  if (p.variants.some((v) => itemTitle(p, v, lang, titleLimit).tooLong)) warnings.push('title_too_long')
  if (!description) warnings.push('no_description')
  if (p.variants.some((v) => retailPrices(v) === null)) warnings.push('no_price')
  return warnings
}

/** The product page of one variant, as the storefront links it (/product/{slug}?variant=CODE). */
export function variantUrl(siteUrl: string, p: FeedProduct, v: FeedVariant, lang: Lang): string {
  const url = new URL(`/product/${encodeURIComponent(p.slug)}`, siteUrl)
  url.searchParams.set('variant', v.code)
  if (lang === 'en') url.searchParams.set('lang', 'en')
  return url.href
}
