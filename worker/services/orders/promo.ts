import type { PromoResponse } from '../../../app/contract/order'
import { AppError } from '../../../app/domain/app-error'
import { type PromoEffect, promoDiscountWire, promoRefusal, promoRefusalCode } from '../../../app/domain/promo'
import type { PromoRow } from '../../../db/queries/order-inputs'

const REFUSAL_MESSAGES = {
  unknown: 'Invalid promo code',
  inactive: 'Invalid promo code',
  not_started: 'This promo code is not active yet',
  expired: 'This promo code has expired',
  limit_reached: 'This promo code has been used up',
} as const

/** The promo when it can be used now; a 400 naming the field (and why, as a code the page translates) otherwise. */
export function usablePromo(promo: PromoRow | null, field: string, nowMs = Date.now()): PromoRow {
  const refusal = promo ? promoRefusal(promo, nowMs) : 'unknown'
  if (!promo || refusal) {
    const message = REFUSAL_MESSAGES[refusal ?? 'unknown']
    throw new AppError(
      'invalid_data',
      message,
      { [field]: [message] },
      { [field]: promoRefusalCode(refusal ?? 'unknown') },
    )
  }
  return promo
}

export function toPromoResponse(promo: PromoRow, effect: PromoEffect | null): PromoResponse {
  return {
    code: promo.code,
    discount: promoDiscountWire(promo),
    brand: promo.brandName,
    brand_id: promo.brandId,
    brand_slug: promo.brandSlug,
    effect,
  }
}
