import { z } from 'zod'
import { INVOICE_HOLD_DAYS_MAX, INVOICE_HOLD_DAYS_MIN, INVOICE_VAT_RATES } from '../domain/invoice'
import { DELIVERY_TYPES, ORDER_STATUSES } from '../domain/order-status'
import type { Locale } from '../domain/locale'
import { type Seller, sellerSchema } from './content'

/** GET /order/orders/{id}/invoice: a partner's invoice (рахунок), the seller's side comes from the site settings. */
export const invoiceSchema = z.object({
  number: z.string(),
  order_number: z.string(),
  issued_at: z.string(),
  due_at: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  paid: z.boolean(),
  buyer: z
    .object({
      name: z.string(),
      code: z.string(),
      iban: z.string(),
      address: z.string(),
      director: z.string(),
      email: z.string(),
    })
    .nullable(),
  phone: z.string(),
  /** The seller as the invoice was issued, in the reader's language; null: the site settings' seller now. */
  seller: sellerSchema.nullable(),
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      /** Of `quantity`, the units not in stock when ordered: brought from the supplier, so not reserved. */
      preorder_quantity: z.number().int(),
      unit_price: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** The sum of the lines, whose prices already carry the promo (app/domain/invoice.ts `invoiceFigures`). */
  goods_total: z.number().int(),
  /** What the promo took off, already inside the line prices: noted on the sheet, not subtracted again. */
  promo_included: z.number().int(),
  delivery_cost: z.number().int(),
  /** With a delivery cost of 0: Nova Poshta is paid to the carrier at the branch, a courier is free. */
  delivery_type: z.enum(DELIVERY_TYPES),
  total: z.number().int(),
  vat_percent: z.number().int(),
  vat_amount: z.number(),
})
export type Invoice = z.infer<typeof invoiceSchema>

/** The seller in each language, as an invoice keeps it from the moment it was issued. */
export type IssuedSellers = Record<Locale, Seller | null>

/** The staff's invoice settings (GET/PATCH /admin/settings/invoices). */
export const invoiceSettingsSchema = z.object({
  hold_days: z
    .number()
    .int('invoice_hold_range')
    .min(INVOICE_HOLD_DAYS_MIN, 'invoice_hold_range')
    .max(INVOICE_HOLD_DAYS_MAX, 'invoice_hold_range'),
  vat_percent: z.union(
    INVOICE_VAT_RATES.map((r) => z.literal(r)) as [z.ZodLiteral<0>, z.ZodLiteral<7>, z.ZodLiteral<20>],
  ),
})
export type InvoiceSettingsDto = z.infer<typeof invoiceSettingsSchema>

/** The answer to staff recording a transfer: the order paid, or (arrived after the cancel) still cancelled with the money owed back. */
export const invoicePaidSchema = z.object({
  status: z.enum(['payed', 'declined']),
  paid: z.number().int(),
  owed: z.number().int(),
})
