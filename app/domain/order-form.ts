import { matchesPhoneRule, ORDER_PHONE } from './phone-rules'
import { ADDRESS_TEXT, EMAIL_PATTERN, ORDER_NAME } from './text-rules'
import type { DeliveryType, PaymentType } from './order-status'

/**
 * Spec §5 "Order step 1" and "Order delivery" as plain functions, so the browser checks a field on
 * blur and the server's zod contract checks the same rule (app/contract/order.ts). Each answers an
 * error code (translated by the UI) or null.
 */
export type OrderFieldError =
  'required' | 'too_long' | 'invalid_name' | 'invalid_phone' | 'invalid_email' | 'invalid_chars'

/** Delivery types the checkout offers (pickup is not offered). */
export const CHECKOUT_DELIVERY_TYPES = ['curier', 'newpost'] as const satisfies readonly DeliveryType[]
export type CheckoutDeliveryType = (typeof CHECKOUT_DELIVERY_TYPES)[number]

/** Payment types a new order can take; `np` is only ever read from older data; `invoice` is an approved partner's alone. */
export const CHECKOUT_PAYMENT_TYPES = [
  'card',
  'cash',
  'prepayment',
  'invoice',
] as const satisfies readonly PaymentType[]
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number]

/** Spec §5: card always; cash only with the courier; prepayment only with Nova Poshta; a partner's invoice with either. */
export const PAYMENTS_FOR_DELIVERY: Record<CheckoutDeliveryType, readonly CheckoutPaymentType[]> = {
  curier: ['card', 'cash', 'invoice'],
  newpost: ['card', 'prepayment', 'invoice'],
}

export function isPaymentAllowed(delivery: CheckoutDeliveryType, payment: CheckoutPaymentType): boolean {
  return PAYMENTS_FOR_DELIVERY[delivery].includes(payment)
}

/** What step 2 still lacks before it can be sent, in the page's order; `delivery` alone hides the rest (the payments follow the delivery). */
export type CheckoutGap = 'delivery' | 'address' | 'payment'

/** Spec §4 step 2's gaps: no delivery chosen, its address not valid, no payment (or one the delivery does not allow). */
export function checkoutGaps(
  delivery: CheckoutDeliveryType | '',
  addressValid: boolean,
  payment: CheckoutPaymentType | '',
): CheckoutGap[] {
  if (delivery === '') return ['delivery']
  const gaps: CheckoutGap[] = addressValid ? [] : ['address']
  if (payment === '' || !isPaymentAllowed(delivery, payment)) gaps.push('payment')
  return gaps
}

/** The ways to pay the store takes now: card only while card payment is on, an invoice only for an approved partner (the server decides). */
export function offeredPayments(cardOffered: boolean, isWholesaler = false): CheckoutPaymentType[] {
  return CHECKOUT_PAYMENT_TYPES.filter((pay) => (pay !== 'card' || cardOffered) && (pay !== 'invoice' || isWholesaler))
}

/** The payments a delivery allows that the store takes now, in the spec's order. */
export function paymentsFor(
  delivery: CheckoutDeliveryType,
  offered: readonly CheckoutPaymentType[] = offeredPayments(true),
): CheckoutPaymentType[] {
  return PAYMENTS_FOR_DELIVERY[delivery].filter((pay) => offered.includes(pay))
}

/** Spec §5: the courier delivers in Kyiv only; the city is fixed. */
export const COURIER_CITY = 'Київ'

const NAME = ORDER_NAME
const EMAIL = EMAIL_PATTERN
const ADDRESS = ADDRESS_TEXT

export const ORDER_FIELD_LIMITS = {
  first_name: 30,
  last_name: 30,
  father_name: 30,
  phone: 40,
  email: 254,
  street: 100,
  house: 20,
  appartment: 20,
  city: 100,
  branch: 150,
} as const
export type OrderField = keyof typeof ORDER_FIELD_LIMITS

const REQUIRED: ReadonlySet<OrderField> = new Set([
  'first_name',
  'last_name',
  'phone',
  'street',
  'house',
  'city',
  'branch',
])

function ruleOf(field: OrderField): RegExp {
  if (field === 'first_name' || field === 'last_name' || field === 'father_name') return NAME
  if (field === 'email') return EMAIL
  return ADDRESS
}

const ERROR_OF_RULE = new Map<RegExp, OrderFieldError>([
  [NAME, 'invalid_name'],
  [EMAIL, 'invalid_email'],
  [ADDRESS, 'invalid_chars'],
])

/** The error of one field's value (already trimmed or not), or null when it is fine. */
export function orderFieldError(field: OrderField, raw: string): OrderFieldError | null {
  const value = raw.trim()
  if (value === '') return REQUIRED.has(field) ? 'required' : null
  if (value.length > ORDER_FIELD_LIMITS[field]) return 'too_long'
  if (field === 'phone') return matchesPhoneRule(ORDER_PHONE, value) ? null : 'invalid_phone'
  const rule = ruleOf(field)
  return rule.test(value) ? null : ERROR_OF_RULE.get(rule)!
}

/** English texts of the codes, for the API's field errors (the UI translates the codes itself). */
export const ORDER_FIELD_MESSAGES: Record<OrderFieldError, string> = {
  required: 'Required',
  too_long: 'Too long',
  invalid_name: 'Letters, spaces, apostrophe and hyphen only',
  invalid_phone: 'A phone is an optional plus followed by at least 9 digits',
  invalid_email: 'Enter a valid email',
  invalid_chars: 'Letters, digits, spaces and punctuation only',
}
