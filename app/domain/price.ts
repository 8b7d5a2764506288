import { firstAvailableIndex, type VariantStock } from './availability'

/** Prices are whole hryvnias. A price of 0 means "not set". */
export interface VariantPrices {
  priceUah: number
  discountPriceUah: number
  wholesalePriceUah: number
  discountWholesalePriceUah: number
}

/** A discount applies when set (above 0) and actually lower than the price it discounts. */
function discounted(regularUah: number, discountUah: number): number {
  return discountUah > 0 && (regularUah <= 0 || discountUah < regularUah) ? discountUah : regularUah
}

/**
 * Spec §9: the discount price when above 0, otherwise the regular price; the wholesale pair for
 * wholesalers. A "discount" that is not below the regular price is treated as no discount, so bad
 * data can never make a shopper pay more than the shelf price.
 */
export function effectivePrice(prices: VariantPrices, isWholesaler: boolean): number {
  if (isWholesaler) {
    const wholesale = discounted(prices.wholesalePriceUah, prices.discountWholesalePriceUah)
    // A variant with no wholesale price is sold to partners at the retail price.
    if (wholesale > 0) return wholesale
  }
  return discounted(prices.priceUah, prices.discountPriceUah)
}

/** The price a discount or a promo is taken from: the wholesale price for a wholesaler when set, else the retail one. */
export function regularPrice(prices: VariantPrices, isWholesaler: boolean): number {
  return isWholesaler && prices.wholesalePriceUah > 0 ? prices.wholesalePriceUah : prices.priceUah
}

/**
 * The price a listing filters and sorts a product by, for each audience: the effective price of the
 * variant its card starts on (`firstAvailableIndex`: the first the buyer can have, else the first of
 * all), so a price sort reads in the order of the prices the cards show. `variants` in their order on
 * the page (sort_order, then id). Kept in `min_price_uah` / `min_wholesale_price_uah` by the database's
 * triggers on `variants` (db/migrations/0035_listing_price_of_the_shown_variant.sql), which say the same in SQL.
 */
export function productPriceBounds(variants: readonly (VariantPrices & VariantStock)[]): {
  minPriceUah: number
  minWholesalePriceUah: number
} {
  if (variants.length === 0) return { minPriceUah: 0, minWholesalePriceUah: 0 }
  return {
    minPriceUah: effectivePrice(variants[firstAvailableIndex(variants, false)]!, false),
    minWholesalePriceUah: effectivePrice(variants[firstAvailableIndex(variants, true)]!, true),
  }
}

/** Whole percent a shopper saves against the regular price; 0 when not discounted. */
export function discountPercent(regularUah: number, currentUah: number): number {
  return currentUah < regularUah && regularUah > 0 ? Math.round(((regularUah - currentUah) / regularUah) * 100) : 0
}
