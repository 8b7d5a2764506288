import type { SeenPrice } from './cart'

/** What the buyer is told of a cart line's price; one text per code (i18n `cart.<code>`). */
export type PriceChangeCode = 'price_rose' | 'price_fell'

export interface PriceChange {
  code: PriceChangeCode
  /** The unit price the buyer saw (struck through). */
  was: number
  /** The unit price now, before any promo code: what the server charges for this audience. */
  now: number
}

/**
 * A line's price change since the buyer last saw it: the unit price they saw against the unit price
 * now for the same audience. A product's sale starting or ending is a change; a promo code is not
 * (compare the price before it). Nothing is said for a line never seen with a price (an older cart),
 * for a price seen by another audience (a sign-in as a partner: new prices, not a change), or for a
 * price not known yet (0).
 */
export function priceChangeOf(seen: SeenPrice | undefined, now: number, wholesale: boolean): PriceChange | null {
  if (!seen || seen.wholesale !== wholesale || seen.unit <= 0 || now <= 0 || seen.unit === now) return null
  return { code: now > seen.unit ? 'price_rose' : 'price_fell', was: seen.unit, now }
}
