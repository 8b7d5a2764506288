import { z } from 'zod'
import { ORDER_STATUSES } from '../domain/order-status'

/** Wire schemas of spec §7 "Orders and payment": the WayForPay form, its callback and the status check. */

/** The order's unguessable reference (the WayForPay orderReference). */
export const orderReferenceSchema = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Not an order reference')

/** Hryvnias as the order JSON carries them: a number or a decimal string ("1250.00"). */
const money = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Not an amount')
      .transform(Number),
  ])
  .pipe(z.number().min(0).max(1e9))

/**
 * POST /order/generate-wayforpay-url/: the stored order (`order` in localStorage) and its product
 * lines. Only `reference` chooses the order; the amounts are a cross-check against the database,
 * never the amount charged. Unknown keys of the order JSON are ignored.
 */
export const purchaseFormRequestSchema = z.object({
  order_data: z.object({
    reference: orderReferenceSchema,
    id: z.number().int().positive().optional(),
    order_number: z.union([z.string().trim().max(64), z.number().int()]).optional(),
    total: money.optional(),
    delivery_cost: money.optional(),
  }),
  product_data: z
    .array(
      z.object({
        product_name: z.string().trim().max(500).optional(),
        price: money,
        discount_price: money.default(0),
        qty: z.number().int().min(1).max(10000),
      }),
    )
    .max(500)
    .optional(),
})
export type PurchaseFormRequest = z.infer<typeof purchaseFormRequestSchema>

/** The signed Purchase fields, flat, plus `url` (where the browser posts them). Arrays post as `name[]`. */
export const purchaseFormSchema = z.object({
  url: z.string(),
  merchantAccount: z.string(),
  merchantAuthType: z.literal('SimpleSignature'),
  merchantTransactionSecureType: z.literal('AUTO'),
  merchantDomainName: z.string(),
  orderReference: z.string(),
  orderDate: z.number(),
  amount: z.number(),
  currency: z.literal('UAH'),
  productName: z.array(z.string()),
  productCount: z.array(z.number()),
  productPrice: z.array(z.number()),
  serviceUrl: z.string(),
  returnUrl: z.string(),
  language: z.enum(['UA', 'EN']),
  /** The ways to pay the provider's page offers (`card;applePay;googlePay`), not signed; the card first. */
  paymentSystems: z.string(),
  defaultPaymentSystem: z.literal('card'),
  merchantSignature: z.string(),
})
export type PurchaseForm = z.infer<typeof purchaseFormSchema>

/** A value as WayForPay sent it: the signature is computed over exactly this text. */
const signedScalar = z.union([z.string(), z.number()])
const signedNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/),
])

/**
 * WayForPay's serviceUrl callback (JSON body). The signed fields are required; the rest
 * (email, phone, cardType, fee, …) is kept as received for the audit record.
 */
export const wayforpayCallbackSchema = z.looseObject({
  merchantAccount: z.string().min(1),
  orderReference: z.string().min(1).max(100),
  merchantSignature: z.string().min(1).max(128),
  amount: signedNumber,
  currency: z.string().min(1).max(8),
  authCode: signedScalar,
  cardPan: signedScalar,
  transactionStatus: z.string().min(1).max(64),
  reasonCode: signedScalar,
})
export type WayForPayCallback = z.infer<typeof wayforpayCallbackSchema>

/** The merchant's signed answer to a callback, so the provider stops repeating it. */
export interface AcceptReply {
  orderReference: string
  status: 'accept'
  time: number
  signature: string
}

/** POST /order/payment/callback/: the check page's poll (first_check false); true always asks the provider. */
export const paymentStatusRequestSchema = z.object({
  orderReference: orderReferenceSchema,
  first_check: z.boolean().default(false),
})

export const paymentStatusSchema = z.object({
  orderReference: z.string(),
  /** WayForPay's transactionStatus (Approved, Pending, Declined, …); null when the provider knows no payment. */
  transactionStatus: z.string().nullable(),
  order_status: z.enum(ORDER_STATUSES),
})
export type PaymentStatus = z.infer<typeof paymentStatusSchema>
