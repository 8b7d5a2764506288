import { z } from 'zod'
import { PAYMENT_STATES } from '../domain/payment-state'
import { RETURN_REASONS } from '../domain/order-returns'
import { MAX_QUANTITY, MIN_QUANTITY } from '../domain/cart'
import {
  CHECKOUT_DELIVERY_TYPES,
  CHECKOUT_PAYMENT_TYPES,
  COURIER_CITY,
  isPaymentAllowed,
  ORDER_FIELD_LIMITS,
  type OrderField,
  type OrderFieldError,
  orderFieldError,
} from '../domain/order-form'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../domain/order-status'
import { NP_PICKED_TEXT_MAX, npTextError } from '../domain/nova-poshta'
import { npRefsSchema } from './delivery'
import { storedPhone } from '../domain/login-identifier'
import { PROMO_EFFECTS } from '../domain/promo'

/** Wire schemas of spec §7 "Orders and payment" (names of §3, rules of §5 checked again on the server). */

/** A text field checked by the domain rule of `field` (the browser runs the same rule on blur). */
const field = (name: OrderField) =>
  z
    .string({ error: 'required' })
    .max(ORDER_FIELD_LIMITS[name] * 2 + 20, 'too_long')
    .transform((v) => v.trim())
    .superRefine((value, ctx) => {
      const error = orderFieldError(name, value)
      if (error) ctx.addIssue({ code: 'custom', message: error })
    })

/** A delivery text as sent; checked by its domain rule only when its delivery type is chosen. */
const addressText = z.string().max(NP_PICKED_TEXT_MAX, 'too_long').optional()
const trimmed = (v: string | undefined) => (v ?? '').trim()

/** A cart line as sent: the variant id and the quantity. Any price beside them is ignored. */
const cartLineSchema = z.object({
  id: z
    .number({ error: 'A variant id' })
    .int()
    .positive()
    .max(2 ** 31),
  quantity: z
    .number({ error: 'A quantity from 1 to 10000' })
    .int('A whole number')
    .min(MIN_QUANTITY, `At least ${MIN_QUANTITY}`)
    .max(MAX_QUANTITY, `At most ${MAX_QUANTITY}`),
})

export const MAX_ORDER_LINES = 100

/** The cart as sent: 1 to 100 lines, each variant once. */
const cartItemsSchema = z
  .array(cartLineSchema, { error: 'The cart is required' })
  .min(1, 'The cart is empty')
  .max(MAX_ORDER_LINES, 'Too many lines')
  .superRefine((lines, ctx) => {
    const seen = new Set<number>()
    lines.forEach((line, i) => {
      if (seen.has(line.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'The same variant twice' })
      seen.add(line.id)
    })
  })

const promoCodeSchema = z
  .string()
  .trim()
  .max(40, 'too_long')
  .nullish()
  .transform((v) => (v ? v : null))

/**
 * POST /order/orders/: spec §3 "Order submitted" — the form data plus deliveryCost, totalAmount,
 * isWholesale and cartItems. The three figures are accepted and ignored: the server computes them.
 */
export const orderCreateSchema = z
  .object({
    first_name: field('first_name'),
    last_name: field('last_name'),
    father_name: field('father_name').default(''),
    phone: field('phone'),
    email: field('email').default(''),
    deliveryType: z.enum(CHECKOUT_DELIVERY_TYPES, { error: 'Choose curier or newpost' }),
    // Both blocks may be sent (the form keeps both); only the chosen delivery's block is checked and kept.
    // The carrier's refs come with a city and branch picked from the look-ups; typed free text has none.
    np_info: z.object({ city: addressText, branch: addressText, ...npRefsSchema }).optional(),
    curier_info: z
      .object({ city: addressText, street: addressText, house: addressText, appartment: addressText })
      .optional(),
    payment: z.enum(CHECKOUT_PAYMENT_TYPES, { error: 'Choose card, cash, prepayment or invoice' }),
    promo_code: promoCodeSchema,
    cartItems: cartItemsSchema,
    deliveryCost: z.unknown().optional(),
    totalAmount: z.unknown().optional(),
    isWholesale: z.unknown().optional(),
    /** The fingerprint of the quote the checkout showed (POST /order/quote/); when sent, the order must match it. */
    quote: z.string().max(40, 'too_long').optional(),
    /** The buyer asks for Viber/SMS messages about the order (a checkbox: true or false, nothing else). */
    messages_opt_in: z.boolean({ error: 'true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    const report = (block: 'curier_info' | 'np_info', name: OrderField, error: OrderFieldError | null) => {
      if (error) ctx.addIssue({ code: 'custom', path: [block, name], message: error })
    }
    if (body.deliveryType === 'curier') {
      for (const name of ['street', 'house', 'appartment'] as const)
        report('curier_info', name, orderFieldError(name, body.curier_info?.[name] ?? ''))
    }
    if (body.deliveryType === 'newpost') {
      const refs = { settlementRef: body.np_info?.settlement_ref, warehouseRef: body.np_info?.warehouse_ref }
      for (const name of ['city', 'branch'] as const)
        report(
          'np_info',
          name,
          npTextError(body.np_info?.[name] ?? '', refs, (v) => orderFieldError(name, v)),
        )
    }
    if (body.deliveryType === 'newpost' && !body.np_info?.settlement_ref !== !body.np_info?.warehouse_ref) {
      ctx.addIssue({ code: 'custom', path: ['np_info', 'warehouse_ref'], message: 'Both refs or neither' })
    }
    if (body.deliveryType && body.payment && !isPaymentAllowed(body.deliveryType, body.payment)) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: `${body.payment} is not offered with ${body.deliveryType}`,
      })
    }
  })
  .transform((body) => ({
    customer: {
      firstName: body.first_name,
      lastName: body.last_name,
      fatherName: body.father_name,
      phone: storedPhone(body.phone),
      email: body.email,
    },
    delivery:
      body.deliveryType === 'curier'
        ? {
            type: 'curier' as const,
            city: COURIER_CITY,
            street: trimmed(body.curier_info?.street),
            house: trimmed(body.curier_info?.house),
            apartment: trimmed(body.curier_info?.appartment),
          }
        : {
            type: 'newpost' as const,
            city: trimmed(body.np_info?.city),
            branch: trimmed(body.np_info?.branch),
            settlementRef: body.np_info?.settlement_ref ?? null,
            warehouseRef: body.np_info?.warehouse_ref ?? null,
            refsVerified: false,
          },
    payType: body.payment,
    promoCode: body.promo_code,
    lines: body.cartItems.map((l) => ({ variantId: l.id, quantity: l.quantity })),
    quoteFingerprint: body.quote ?? null,
    messagesOptIn: body.messages_opt_in === true,
  }))
export type OrderCreateRequest = z.output<typeof orderCreateSchema>

/** POST /order/quote/: the cart, the promo code and the delivery chosen so far; the server prices it all for the caller. */
export const orderQuoteRequestSchema = z
  .object({
    cartItems: cartItemsSchema,
    promo_code: promoCodeSchema,
    deliveryType: z.enum(CHECKOUT_DELIVERY_TYPES, { error: 'Choose curier or newpost' }).nullish(),
  })
  .transform((body) => ({
    lines: body.cartItems.map((l) => ({ variantId: l.id, quantity: l.quantity })),
    promoCode: body.promo_code,
    deliveryType: body.deliveryType ?? null,
  }))
export type OrderQuoteRequest = z.output<typeof orderQuoteRequestSchema>

/** The answer of POST /order/quote/: every figure the checkout shows, computed by the server. */
export const orderQuoteSchema = z.object({
  is_wholesale: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      /** The product and its size in the request's language, as the cart names a line (it keeps the language it was added in). */
      name: z.string(),
      quantity: z.number().int(),
      /** Struck through when higher than `unit_price`. */
      regular_price: z.number().int(),
      /** Before the promo. */
      price: z.number().int(),
      /** Charged per unit, after the promo. */
      unit_price: z.number().int(),
      promo_discount: z.number().int(),
      total: z.number().int(),
      preorder_quantity: z.number().int(),
      /** Units the buyer could have from stock now: with a pre-order, the cart says how many are in stock. */
      in_stock: z.number().int(),
      /** A partner orders whole packs of this many (1 for retail buyers and variants sold singly). */
      pack_size: z.number().int(),
    }),
  ),
  goods_total: z.number().int(),
  /** The least goods total of a partner's order (0: none, and always 0 for retail buyers). */
  minimum_total: z.number().int(),
  promo_code: z.string().nullable(),
  promo_discount: z.number().int(),
  /** What the code did to this cart for this buyer (null without a code); the checkout says it under the field. */
  promo_effect: z.enum(PROMO_EFFECTS).nullable(),
  delivery_cost: z.number().int(),
  /** 'carrier' (Nova Poshta bills the buyer), 'free', 'paid' (see delivery_cost), or null before a choice. */
  delivery: z.enum(['carrier', 'free', 'paid']).nullable(),
  total: z.number().int(),
  fingerprint: z.string(),
  /** The ways to pay the store takes now (card is left out while card payment is off); the delivery narrows them further. */
  payments_offered: z.array(z.enum(CHECKOUT_PAYMENT_TYPES)),
  /** Whether the checkout offers Viber/SMS messages about the order (off while the store has no SMS provider). */
  messages_offered: z.boolean(),
})
export type OrderQuoteAnswer = z.infer<typeof orderQuoteSchema>

/** The `Idempotency-Key` header: a client-made random key per submit attempt. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key: 8 to 100 letters, digits, - or _')
  .optional()

/** Spec §3 "Order returned", plus `reference` (the unguessable key a guest reads the order by) and the figures behind the total. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  code: z.string(),
  quantity: z.number().int(),
  /** The part of `quantity` that was out of stock when ordered. */
  preorder_quantity: z.number().int(),
  price: z.number().int(),
  total: z.number().int(),
  /** The product's page on this variant, and the variant's picture ('' once either is gone). */
  url: z.string(),
  image: z.string(),
  variant: z.object({ brand: z.string(), brand_url: z.string(), name: z.string(), product_name: z.string() }),
})
export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  pay_type: z.enum(PAYMENT_TYPES),
  delivery_type: z.enum(DELIVERY_TYPES),
  goods_total: z.number().int(),
  promo_discount: z.number().int(),
  promo_code: z.string().nullable(),
  delivery_cost: z.number().int(),
  total: z.number().int(),
  is_wholesale: z.boolean(),
  created: z.string(),
  products: z.array(orderLineSchema),
  /** The carrier's waybill number (Nova Poshta TTN); empty until staff enter it. */
  ttn: z.string(),
  /** The Nova Poshta city and branch the parcel goes to ('' for other deliveries): a carrier's public place, not the buyer's home. */
  np_city: z.string(),
  np_branch: z.string(),
  /**
   * The courier's address, only in the answer to the browser that placed the order (it sent the
   * address itself): the answer read by reference alone carries no personal data.
   */
  courier_address: z
    .object({ city: z.string(), street: z.string(), house: z.string(), apartment: z.string() })
    .optional(),
  /** What the card payment took and what of it went back, in hryvnias. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** Until when an unpaid card order can still be paid (ISO); after it the order is cancelled. Null otherwise. */
  pay_until: z.string().nullable(),
  /** Notes staff wrote for the buyer, oldest first. */
  notes: z.array(z.object({ at: z.string(), text: z.string() })),
  /** The payment apart from delivery (app/domain/payment-state.ts), and all that went back (card and cash). */
  payment_state: z.enum(PAYMENT_STATES),
  refunded_total: z.number().int(),
  /** What the carrier still collects on delivery: the rest of a cash-on-delivery order after its prepayment (0 otherwise). */
  due_on_delivery: z.number().int(),
  /** Goods that came back, oldest first: which lines and how many, and the money that went back for them. */
  returns: z.array(
    z.object({
      at: z.string(),
      reason: z.enum(RETURN_REASONS),
      lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
      value: z.number().int(),
      refunded: z.number().int(),
    }),
  ),
})
export type Order = z.infer<typeof orderSchema>
export type OrderLine = z.infer<typeof orderLineSchema>

/** GET /order/orders/{id or reference}/products/: the lines and `total_sum` (what is to be paid). */
export const orderProductsSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  total_sum: z.number().int(),
  delivery_cost: z.number().int(),
  products: z.array(orderLineSchema),
})
export type OrderProducts = z.infer<typeof orderProductsSchema>

/** PATCH /order/orders/{id}/: the owner may cancel an open order or change how it is paid. */
export const orderPatchSchema = z
  .strictObject({
    status: z.literal('declined', { error: 'Only declined (cancel) can be set' }).optional(),
    pay_type: z.enum(CHECKOUT_PAYMENT_TYPES).optional(),
  })
  .refine((b) => b.status !== undefined || b.pay_type !== undefined, { message: 'Nothing to change' })
export type OrderPatch = z.infer<typeof orderPatchSchema>

/** POST /order/apply-promo/: the code, and the cart it is for (optional: without it the answer names no effect). */
export const applyPromoRequestSchema = z.object({
  code: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'too_long'),
  cartItems: cartItemsSchema.optional(),
})
export type ApplyPromoRequest = z.infer<typeof applyPromoRequestSchema>
/** Spec §3 "Promo response": discount (a number means percent, a string a fixed amount in UAH) and brand (its name). */
export const promoResponseSchema = z.object({
  code: z.string(),
  discount: z.union([z.number(), z.string()]),
  brand: z.string(),
  brand_id: z.number().int(),
  brand_slug: z.string(),
  /** What the code does to the cart sent, for this buyer (null when no cart was sent). */
  effect: z.enum(PROMO_EFFECTS).nullable(),
})
export type PromoResponse = z.infer<typeof promoResponseSchema>
