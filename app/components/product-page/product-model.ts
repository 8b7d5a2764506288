import { type Product, type Variant } from '../../contract/catalogue'
import { variantPrices, variantStock } from '../../contract/catalogue-view'
import { firstAvailableIndex, isAvailable } from '../../domain/availability'
import { discountPercent, effectivePrice } from '../../domain/price'
import type { Availability, Crumb } from '../../lib/seo'

/** Facts the product page derives from the API answer, in one place for the page and its head. */

/** The variant a page without `?variant=` shows: the first the buyer can have (the first of all when none or all can be had). */
export function defaultVariant(product: Pick<Product, 'variants'>, wholesale: boolean): Variant | undefined {
  return product.variants[firstAvailableIndex(product.variants.map(variantStock), wholesale)]
}

/** The variant chosen by `?variant=CODE`, else the default one (spec §4). */
export function selectVariant(
  product: Pick<Product, 'variants'>,
  code: string | undefined,
  wholesale = false,
): Variant | undefined {
  return (code ? product.variants.find((v) => v.code === code) : undefined) ?? defaultVariant(product, wholesale)
}

export function variantAvailable(variant: Variant, wholesale: boolean): boolean {
  return isAvailable(variantStock(variant), wholesale)
}

/**
 * What the page's structured data says of a variant. Out of stock, the store takes it on pre-order
 * with no date promised (a manager tells the buyer); search engines are told it is out of stock, as
 * the Google feed tells Merchant Center (whose pre-order and back-order need a date), so that the
 * page and the feed agree.
 */
export function variantAvailability(variant: Variant): Availability {
  return variantAvailable(variant, false) ? 'InStock' : 'OutOfStock'
}

export interface PriceView {
  /** What the shopper pays per unit. */
  current: number
  /** The regular price, shown struck through when higher than `current`. */
  regular: number
  /** Whole percent off the regular price, 0 when not discounted. */
  discountPercent: number
}

function priceView(regular: number, current: number): PriceView {
  return { current, regular, discountPercent: discountPercent(regular, current) }
}

export function retailPrice(variant: Variant): PriceView {
  return priceView(variant.price, effectivePrice(variantPrices(variant), false))
}

/** Null unless the answer carries a wholesale price for this variant. */
export function wholesalePrice(variant: Variant): PriceView | null {
  if (variant.whoosale_price === null || variant.whoosale_price <= 0) return null
  return priceView(variant.whoosale_price, effectivePrice(variantPrices(variant), true))
}

/** Spec §9 effective price: the wholesale pair for wholesalers. */
export function unitPrice(variant: Variant, wholesale: boolean): number {
  return effectivePrice(variantPrices(variant), wholesale)
}

export function categoryPath(category: Product['category']): string {
  return category.parent_slug ? `/catalogue/${category.parent_slug}/${category.slug}` : `/catalogue/${category.slug}`
}

/** Spec §2: home, catalogue, parent category, category, product human name. */
export function productCrumbs(product: Product, labels: { home: string; catalogue: string }): Crumb[] {
  const { category } = product
  const crumbs: Crumb[] = [
    { name: labels.home, url: '/' },
    { name: labels.catalogue, url: '/catalogue' },
  ]
  if (category.parent_slug && category.parent_name)
    crumbs.push({ name: category.parent_name, url: `/catalogue/${category.parent_slug}` })
  crumbs.push({ name: category.name, url: categoryPath(category) })
  crumbs.push({ name: product.name })
  return crumbs
}

/** Plain-text long fields: paragraphs are separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}
