import { effectivePrice, type VariantPrices } from './price'
import type { Viewer } from './viewer'

/** A tier's discount is whole percent off the wholesale price: 0 (none) up to 99; 100 would give goods away. */
export const TIER_PERCENT_MIN = 0
export const TIER_PERCENT_MAX = 99

/** The discounts of the partner's tier, as the server read them for this request. Never sent to a browser. */
export interface PartnerTier {
  id: number
  /** Off the wholesale price of every brand without an override. */
  discountPercent: number
  /** Per brand id: the tier's own percent for that brand, in place of the default (0 included). */
  brandPercents: Readonly<Record<number, number>>
}

export function isTierPercent(n: number): boolean {
  return Number.isInteger(n) && n >= TIER_PERCENT_MIN && n <= TIER_PERCENT_MAX
}

/** The tier's percent for one brand: the brand's override when set, else the tier's default. */
export function tierPercentFor(tier: PartnerTier, brandId: number): number {
  return tier.brandPercents[brandId] ?? tier.discountPercent
}

/**
 * A wholesale price less a tier's percent, in whole hryvnias rounded half up, as promo percents
 * round. A percent outside the bounds is refused rather than clamped: it can only be a bug.
 */
export function tierPriceUah(wholesaleUah: number, percent: number): number {
  if (!isTierPercent(percent)) throw new RangeError('A tier percent must be a whole number from 0 to 99')
  return Math.round((wholesaleUah * (100 - percent)) / 100)
}

/**
 * The one rule of a partner's price: a variant's prices as the signed-in partner pays them. A tier's
 * price takes the discounted wholesale slot, so every consumer of `effectivePrice` / `regularPrice`
 * (listing, product, cart, quote, order, quick order, reorder) charges it and shows the plain wholesale
 * price struck through. A wholesale sale price lower still wins; the two never stack. Retail buyers,
 * partners without a tier and variants without a wholesale price keep their prices unchanged.
 */
export function partnerPrices<T extends VariantPrices>(prices: T, brandId: number, viewer: Viewer): T {
  const tier = viewer.isWholesaler ? viewer.tier : null
  if (!tier || prices.wholesalePriceUah <= 0) return prices
  const percent = tierPercentFor(tier, brandId)
  if (percent === 0) return prices
  const tierUah = tierPriceUah(prices.wholesalePriceUah, percent)
  const saleUah = effectivePrice(prices, true)
  return { ...prices, discountWholesalePriceUah: Math.min(saleUah, tierUah) }
}
