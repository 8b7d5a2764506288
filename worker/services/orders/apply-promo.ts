import type { ApplyPromoRequest, PromoResponse } from '../../../app/contract/order'
import { normalisePromoCode } from '../../../app/domain/promo'
import type { Viewer } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import { orderInputs } from '../../../db/queries/order-inputs'
import { toPromoResponse, usablePromo } from './promo'
import { quoteOf } from './quote'

/**
 * POST /order/apply-promo/: a usable code's terms (a 400 otherwise) and, when the cart is sent, what
 * the code does to it for this buyer, by the quote's own rule: a partner is told at once that a code
 * gives nothing where their prices are lower already.
 */
export async function applyPromo(db: Db, request: ApplyPromoRequest, viewer: Viewer): Promise<PromoResponse> {
  const lines = (request.cartItems ?? []).map((l) => ({ variantId: l.id, quantity: l.quantity }))
  const inputs = await orderInputs(db, {
    variantIds: lines.map((l) => l.variantId),
    promoCode: normalisePromoCode(request.code),
    idempotencyKey: null,
  })
  const promo = usablePromo(inputs.promo, 'code')
  if (!request.cartItems) return toPromoResponse(promo, null)
  // A line no longer on sale is the quote's to name; the code's effect is judged on the rest.
  const byId = new Map(inputs.variants.map((v) => [v.id, v]))
  const known = lines.filter((l) => byId.has(l.variantId))
  const quote = quoteOf(
    known,
    known.map((l) => byId.get(l.variantId)!),
    promo,
    null,
    viewer,
  )
  return toPromoResponse(promo, quote.promoEffect)
}
