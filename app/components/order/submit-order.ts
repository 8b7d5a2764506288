import type { Order, OrderQuoteAnswer, PromoResponse } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import {
  COURIER_CITY,
  type CheckoutDeliveryType,
  type CheckoutPaymentType,
  type OrderField,
} from '../../domain/order-form'
import { bearerHeaders } from '../../lib/access-token'
import { apiFetch } from '../../lib/api-client'

export type FormValues = Record<OrderField, string>

/**
 * Spec §3 "Order submitted": the form data plus deliveryCost, totalAmount, isWholesale and cartItems,
 * as the server's quote gave them, and the quote's fingerprint: the server recomputes every figure and
 * refuses the order (409) if they are no longer what the shopper was shown.
 */
export function orderRequestBody(input: {
  values: FormValues
  /** The carrier's refs of a city and branch picked from the look-ups ('' when typed). */
  npRefs: { settlementRef: string; warehouseRef: string }
  deliveryType: CheckoutDeliveryType
  payment: CheckoutPaymentType
  promo: PromoResponse | null
  cart: readonly CartItem[]
  quote: OrderQuoteAnswer
  /** The buyer ticked "tell me by Viber or SMS". */
  messagesOptIn: boolean
}) {
  const { values: v } = input
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    father_name: v.father_name,
    phone: v.phone,
    email: v.email,
    deliveryType: input.deliveryType,
    np_info: {
      city: v.city,
      branch: v.branch,
      settlement_ref: input.npRefs.settlementRef || null,
      warehouse_ref: input.npRefs.warehouseRef || null,
    },
    curier_info: { city: COURIER_CITY, street: v.street, house: v.house, appartment: v.appartment },
    payment: input.payment,
    promo_code: input.promo?.code ?? null,
    deliveryCost: input.quote.delivery_cost,
    totalAmount: input.quote.total,
    isWholesale: input.quote.is_wholesale,
    cartItems: [...input.cart],
    quote: input.quote.fingerprint,
    messages_opt_in: input.messagesOptIn,
  }
}

/** POST /order/orders/ with the buyer's token (if any) and an Idempotency-Key that a retry reuses. */
export function submitOrder(
  body: ReturnType<typeof orderRequestBody>,
  idempotencyKey: string,
  locale: Locale,
): Promise<Order> {
  return apiFetch(
    (api) =>
      api.order.orders.$post(
        { json: body, header: { 'idempotency-key': idempotencyKey } },
        { headers: bearerHeaders() },
      ),
    { locale },
  )
}

/** The code's terms and what it does to this cart for this buyer (partners' prices are the server's to know). */
export function applyPromoCode(code: string, cart: readonly CartItem[], locale: Locale): Promise<PromoResponse> {
  const cartItems = cart.map((l) => ({ id: l.id, quantity: l.quantity }))
  return apiFetch(
    (api) => api.order['apply-promo'].$post({ json: { code, ...(cartItems.length > 0 ? { cartItems } : {}) } }),
    { locale },
  )
}
