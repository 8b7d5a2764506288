/** Prices are whole hryvnias. A price of 0 means "not set". */
export interface VariantPrices {
  priceUah: number
  discountPriceUah: number
  wholesalePriceUah: number
  discountWholesalePriceUah: number
}

/** Spec §9: the discount price when above 0, otherwise the regular price; the wholesale pair for wholesalers. */
export function effectivePrice(prices: VariantPrices, isWholesaler: boolean): number {
  if (isWholesaler) {
    const wholesale = prices.discountWholesalePriceUah > 0 ? prices.discountWholesalePriceUah : prices.wholesalePriceUah
    // A variant with no wholesale price is sold to partners at the retail price.
    if (wholesale > 0) return wholesale
  }
  return prices.discountPriceUah > 0 ? prices.discountPriceUah : prices.priceUah
}

/** The lowest effective retail and wholesale prices of a product, used to filter and sort listings. */
export function productPriceBounds(variants: readonly VariantPrices[]): { minPriceUah: number; minWholesalePriceUah: number } {
  if (variants.length === 0) return { minPriceUah: 0, minWholesalePriceUah: 0 }
  return {
    minPriceUah: Math.min(...variants.map((v) => effectivePrice(v, false))),
    minWholesalePriceUah: Math.min(...variants.map((v) => effectivePrice(v, true))),
  }
}
