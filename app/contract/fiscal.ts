import { z } from 'zod'

export const FISCAL_RECEIPT_TYPES = ['sale', 'cod', 'cash', 'return'] as const
/** issued: Checkbox registered it; in_progress: being sent or retried; rejected: waits for staff; not_required: nothing to fiscalise. */
export const FISCAL_RECEIPT_STATES = ['issued', 'in_progress', 'rejected', 'not_required'] as const

/** Why a receipt is not issued: Checkbox's refusal in its words, Checkbox unreachable, settings missing, waiting for the sale it returns, goods not adding up. */
export const FISCAL_ERROR_KINDS = ['provider', 'unavailable', 'not_configured', 'waiting_sale', 'mismatch'] as const

/** A fiscal receipt as staff see it (the back office's order page, the list of unfinished receipts). */
export const adminFiscalReceiptSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  type: z.enum(FISCAL_RECEIPT_TYPES),
  amount: z.number().int(),
  state: z.enum(FISCAL_RECEIPT_STATES),
  fiscal_code: z.string().nullable(),
  url: z.string().nullable(),
  /** Why it is not issued yet: Checkbox's own words (`provider`), or one of the store's reasons. */
  error: z.string().nullable(),
  error_kind: z.enum(FISCAL_ERROR_KINDS).nullable(),
  attempts: z.number().int(),
  created_at: z.number().int(),
  issued_at: z.number().int().nullable(),
})
export type AdminFiscalReceipt = z.infer<typeof adminFiscalReceiptSchema>
export const adminFiscalReceiptsSchema = z.array(adminFiscalReceiptSchema)

/** GET /admin/fiscal/today: the dashboard's card. */
export const fiscalTodaySchema = z.object({
  /** Kyiv's date, YYYY-MM-DD. */
  day: z.string(),
  /** Receipts issued today. */
  count: z.number().int(),
  /** Their sum, sales less returns, hryvnias. */
  sum: z.number().int(),
  /** Receipts not yet issued (being retried or rejected). */
  unfinished: z.number().int(),
  /** The cash register's shift as the store last saw it; null before the first. */
  shift: z
    .object({ state: z.enum(['open', 'closed']), opened_at: z.number(), closed_at: z.number().nullable() })
    .nullable(),
  /** False where no receipts are issued (fiscalisation off or not configured). */
  enabled: z.boolean(),
})
export type FiscalToday = z.infer<typeof fiscalTodaySchema>

/** GET /order/receipts/{reference}: the buyer's issued receipts of an order. */
export const buyerReceiptSchema = z.object({
  type: z.enum(FISCAL_RECEIPT_TYPES),
  amount: z.number().int(),
  fiscal_code: z.string().nullable(),
  url: z.string().nullable(),
  /** The public link as a QR code, an SVG drawn by the server (only dark modules, no text), null without a link. */
  qr_svg: z.string().nullable(),
  issued_at: z.number().int().nullable(),
})
export type BuyerReceipt = z.infer<typeof buyerReceiptSchema>
export const buyerReceiptsSchema = z.array(buyerReceiptSchema)
