import type { Order, PromoResponse } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import { COURIER_CITY, type CheckoutDeliveryType, type CheckoutPaymentType, type OrderField } from '../../domain/order-form'
import type { OrderTotals } from '../../domain/order-totals'
import { bearerHeaders } from '../../lib/access-token'
import { apiFetch } from '../../lib/api-client'

export type FormValues = Record<OrderField, string>

/**
 * Spec §3 "Order submitted": the form data plus deliveryCost, totalAmount, isWholesale and cartItems.
 * The figures are sent as the shopper saw them; the server recomputes every one of them.
 */
export function orderRequestBody(input: {
  values: FormValues
  deliveryType: CheckoutDeliveryType
  payment: CheckoutPaymentType
  promo: PromoResponse | null
  cart: readonly CartItem[]
  totals: OrderTotals
  isWholesale: boolean
}) {
  const { values: v } = input
  return {
    first_name: v.first_name,
    last_name: v.last_name,
    father_name: v.father_name,
    phone: v.phone,
    email: v.email,
    deliveryType: input.deliveryType,
    np_info: { city: v.city, branch: v.branch },
    curier_info: { city: COURIER_CITY, street: v.street, house: v.house, appartment: v.appartment },
    payment: input.payment,
    promo_code: input.promo?.code ?? null,
    deliveryCost: input.totals.deliveryCostUah,
    totalAmount: input.totals.totalUah,
    isWholesale: input.isWholesale,
    cartItems: input.cart,
  }
}

/** POST /order/orders/ with the buyer's token (if any) and an Idempotency-Key that a retry reuses. */
export function submitOrder(body: ReturnType<typeof orderRequestBody>, idempotencyKey: string, locale: Locale): Promise<Order> {
  return apiFetch<Order>('/order/orders/', {
    locale,
    init: { method: 'POST', headers: { 'idempotency-key': idempotencyKey, ...bearerHeaders() }, body: JSON.stringify(body) },
  })
}

export function applyPromoCode(code: string, locale: Locale): Promise<PromoResponse> {
  return apiFetch<PromoResponse>('/order/apply-promo/', { locale, init: { method: 'POST', body: JSON.stringify({ code }) } })
}
