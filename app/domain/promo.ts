import type { VariantPrices } from './price'

/**
 * Spec §9 promo codes: a percent or a fixed amount off each unit of one brand's goods. The promo is
 * worked out from the retail regular price and replaces the current price only when that lowers it,
 * so it never stacks on a sale price, nor on a partner's wholesale or tier price, that is already lower.
 */
export type PromoKind = 'percent' | 'fixed'

export interface PromoTerms {
  kind: PromoKind
  /** percent: 1–100; fixed: whole hryvnias off each unit. */
  amount: number
}

/**
 * The price a promo is worked out from, for every buyer: the retail regular price. A code is a retail
 * offer; a partner's current price is their wholesale (or tier) price, and `promoUnitPrice` lets the
 * promo replace it only where the promo's retail price is lower still, so a code never cuts a dealer price.
 */
export function promoBasePrice(prices: VariantPrices): number {
  return prices.priceUah
}

/** The unit price with the promo, or the current price when the promo would not lower it. */
export function promoUnitPrice(regularUah: number, currentUah: number, terms: PromoTerms): number {
  const withPromo =
    terms.kind === 'percent'
      ? Math.round((regularUah * (100 - Math.min(100, Math.max(0, terms.amount)))) / 100)
      : regularUah - Math.max(0, terms.amount)
  return Math.max(0, Math.min(currentUah, withPromo))
}

/**
 * What a usable code does to a cart, one code per outcome (each has its text, `order.promo_effect_*`):
 * it took something off; no line is of its brand; every line of its brand is on sale below the promo's
 * price; or (a partner) their own prices are below it. Only 'applied' uses up one of the code's uses.
 */
export const PROMO_EFFECTS = ['applied', 'no_brand_lines', 'sale_price_lower', 'partner_price_lower'] as const
export type PromoEffect = (typeof PROMO_EFFECTS)[number]

export function promoEffect<Brand>(
  lines: readonly { brand: Brand; promoDiscountUah: number }[],
  promoBrand: Brand,
  isWholesale: boolean,
): PromoEffect {
  const ofBrand = lines.filter((l) => l.brand === promoBrand)
  if (ofBrand.length === 0) return 'no_brand_lines'
  if (ofBrand.some((l) => l.promoDiscountUah > 0)) return 'applied'
  return isWholesale ? 'partner_price_lower' : 'sale_price_lower'
}

export interface PromoValidity {
  isActive: boolean
  startsAt: number | null
  endsAt: number | null
  usageLimit: number | null
  usedCount: number
}

export type PromoRefusal = 'inactive' | 'not_started' | 'expired' | 'limit_reached'

/** Why a code cannot be used at `nowMs`, or null when it can. */
export function promoRefusal(promo: PromoValidity, nowMs: number): PromoRefusal | null {
  if (!promo.isActive) return 'inactive'
  if (promo.startsAt !== null && nowMs < promo.startsAt) return 'not_started'
  if (promo.endsAt !== null && nowMs >= promo.endsAt) return 'expired'
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return 'limit_reached'
  return null
}

/**
 * What the buyer is told about a code that cannot be used (one text per code, ua and en, under
 * order.promo_errors): an expired code and a spent one each say so; an unknown or switched-off code is
 * simply invalid (whether a code ever existed is not told).
 */
export const PROMO_REFUSAL_CODES = ['promo_invalid', 'promo_not_started', 'promo_expired', 'promo_used_up'] as const
export type PromoRefusalCode = (typeof PROMO_REFUSAL_CODES)[number]
export function promoRefusalCode(refusal: PromoRefusal | 'unknown'): PromoRefusalCode {
  if (refusal === 'not_started') return 'promo_not_started'
  if (refusal === 'expired') return 'promo_expired'
  if (refusal === 'limit_reached') return 'promo_used_up'
  return 'promo_invalid'
}

/** Codes are matched without regard to case or surrounding spaces. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Spec §3/§9 wire form of `discount`: a number means percent, otherwise (a string) a fixed amount in hryvnias. */
export function promoDiscountWire(terms: PromoTerms): number | string {
  return terms.kind === 'percent' ? terms.amount : String(terms.amount)
}

export function promoTermsFromWire(discount: number | string): PromoTerms {
  return typeof discount === 'number'
    ? { kind: 'percent', amount: discount }
    : { kind: 'fixed', amount: Number.parseInt(discount, 10) || 0 }
}

/** What the back office shows for a code: one word for why it works or does not today. */
export const PROMO_STATES = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const
export type PromoState = (typeof PROMO_STATES)[number]

const STATE_OF: Record<PromoRefusal, PromoState> = {
  inactive: 'disabled',
  not_started: 'scheduled',
  expired: 'expired',
  limit_reached: 'used_up',
}

export function promoState(promo: PromoValidity, nowMs: number): PromoState {
  const refusal = promoRefusal(promo, nowMs)
  return refusal === null ? 'active' : STATE_OF[refusal]
}
