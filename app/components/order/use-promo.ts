import { useState } from 'react'
import type { PromoResponse } from '../../contract/order'

/** The checkout's promo code (spec §4): its terms once the server applied it, or the reason it was not. */
export function usePromo() {
  const [promo, setPromo] = useState<PromoResponse | null>(null)
  const [promoError, setPromoError] = useState<string | null>(null)
  /** The code's terms, or null with the text key shown under the field (by default: the code is not valid). */
  const promoApplied = (applied: PromoResponse | null, errorKey = 'order.promo_error') => {
    setPromo(applied)
    setPromoError(applied === null ? errorKey : null)
  }
  const clearPromo = () => {
    setPromo(null)
    setPromoError(null)
  }
  return { promo, promoError, promoApplied, clearPromo }
}
