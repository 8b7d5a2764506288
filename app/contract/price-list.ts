import { z } from 'zod'
import type { PriceListRow } from '../domain/price-list'

/**
 * POST /api/v1/sync/prices/ from the ERP (JSON; a CSV body with the price-list headers works too).
 * Values are absolute, so sending the same payload again changes nothing: the call is idempotent.
 */
const whole = (max: number) => z.number({ error: 'whole_number' }).int('whole_number').min(0, 'not_below_zero').max(max)
export const priceSyncSchema = z.strictObject({
  /** The feed's large price jumps are applied only with this set (app/domain/price-list.ts). */
  confirm_large: z.boolean({ error: 'true_or_false' }).optional(),
  items: z
    .array(
      z.strictObject({
        code: z.string({ error: 'required' }).trim().min(1, 'required').max(64),
        price: whole(10_000_000).optional(),
        whoosale_price: whole(10_000_000).optional(),
        discount_price: whole(10_000_000).optional(),
        discount_whoosale_price: whole(10_000_000).optional(),
        stock: whole(1_000_000).optional(),
        stock_opt: whole(1_000_000).optional(),
        barcode: z
          .string()
          .trim()
          .regex(/^\d{8,14}$/, 'A barcode is 8 to 14 digits')
          .optional(),
      }),
    )
    .min(1, 'at_least_one_item')
    .max(20_000, 'At most 20000 items')
    .superRefine((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((item, i) => {
        if (seen.has(item.code))
          ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `The code ${item.code} appears twice` })
        seen.add(item.code)
      })
    }),
})

export function syncItemsToRows(items: z.infer<typeof priceSyncSchema>['items']): PriceListRow[] {
  return items.map((item, i) => ({
    row: i + 1,
    code: item.code,
    ...(item.price !== undefined && { retailPrice: item.price }),
    ...(item.whoosale_price !== undefined && { wholesalePrice: item.whoosale_price }),
    ...(item.discount_price !== undefined && { salePrice: item.discount_price }),
    ...(item.discount_whoosale_price !== undefined && { wholesaleSalePrice: item.discount_whoosale_price }),
    ...(item.stock !== undefined && { stock: item.stock }),
    ...(item.stock_opt !== undefined && { wholesaleStock: item.stock_opt }),
    ...(item.barcode !== undefined && { barcode: item.barcode }),
  }))
}

/** One variant's values as the price list sets them (wire names of spec §3). */
export const priceListValuesSchema = z.object({
  price: z.number(),
  whoosale_price: z.number(),
  /** The sale prices; 0 is no sale. */
  discount_price: z.number(),
  discount_whoosale_price: z.number(),
  stock: z.number(),
  stock_opt: z.number(),
  barcode: z.string().nullable(),
})
export type PriceListValues = z.infer<typeof priceListValuesSchema>

export const priceListChangeSchema = z.object({
  row: z.number(),
  code: z.string(),
  variant_id: z.number(),
  product_name: z.string(),
  before: priceListValuesSchema.partial(),
  after: priceListValuesSchema.partial(),
  /** A price moves three times or more up or down: applied only when confirmed. */
  large: z.boolean(),
})
export type PriceListChange = z.infer<typeof priceListChangeSchema>

const unknownCodesSchema = z.array(z.object({ row: z.number(), code: z.string() }))

/** The dry run: what applying would change, and the codes the store does not know. */
export const priceListPreviewSchema = z.object({
  rows: z.number(),
  changes: z.array(priceListChangeSchema),
  unchanged: z.number(),
  unknown_codes: unknownCodesSchema,
  /** How many changes are large jumps that need `confirm_large`. */
  large: z.number(),
  /** The rows left out (when staff chose `skip_invalid`) with their problems, in the staff member's language. */
  skipped: z.array(z.object({ row: z.number(), column: z.string().nullable(), message: z.string() })),
})
export type PriceListPreview = z.infer<typeof priceListPreviewSchema>

/** What an applied price list (an upload or the ERP's feed) changed. */
export const priceListResultSchema = z.object({
  rows: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  unknown: z.number(),
  unknown_codes: unknownCodesSchema,
})

/** What an applied upload changed, and how many rows it left out for their problems (`skip_invalid`). */
export const priceListUploadResultSchema = priceListResultSchema.extend({ skipped: z.number().optional() })
export type PriceListResult = z.infer<typeof priceListUploadResultSchema>

/**
 * Why a feed line was held or refused: `price_jump` (held: a price moves threefold or more, applied
 * when staff confirm it or the feed sends `confirm_large`), `unknown_code` (no variant has the code)
 * or a catalogue rule the line would break (`sale_not_below_price`, `wholesale_above_retail`).
 */
export const SYNC_LINE_REASONS = [
  'price_jump',
  'unknown_code',
  'sale_not_below_price',
  'wholesale_above_retail',
] as const

/** One line of the feed and what became of it; a held or refused line never stops the others. */
export const priceSyncLineSchema = z.object({
  /** The item's place in `items` (from 1), or its row in a CSV body. */
  row: z.number(),
  code: z.string(),
  /**
   * `applied`: written; `unchanged`: already so; `held`: its prices wait for staff (its stock and
   * barcode are applied); `refused`: nothing of it is written, `reason` says why.
   */
  result: z.enum(['applied', 'unchanged', 'held', 'refused']),
  reason: z.enum(SYNC_LINE_REASONS).optional(),
  /** The fields (wire names) the reason is about. */
  fields: z.array(z.string()).optional(),
})
export type PriceSyncLine = z.infer<typeof priceSyncLineSchema>

/** The feed's answer: the totals as before, the lines held and refused, and every line's own result. */
export const priceSyncResultSchema = priceListResultSchema.extend({
  held: z.number(),
  refused: z.number(),
  lines: z.array(priceSyncLineSchema),
})
export type PriceSyncResult = z.infer<typeof priceSyncResultSchema>

/** A held line as the back office lists it. */
export const heldPriceLineSchema = z.object({
  id: z.number(),
  code: z.string(),
  product_name: z.string(),
  before: priceListValuesSchema.partial(),
  after: priceListValuesSchema.partial(),
  received: z.string(),
})
export type HeldPriceLine = z.infer<typeof heldPriceLineSchema>

/** The price list's upload (multipart): the file, and `confirm_large=true` once staff confirmed threefold moves. */
export const priceListUploadSchema = z.object({
  file: z.file({ error: 'choose_file' }).min(1, { error: 'choose_file' }),
  confirm_large: z.enum(['true', 'false']).optional(),
  /** `true`: leave out the rows with problems (each listed in the preview) and apply the rest. */
  skip_invalid: z.enum(['true', 'false']).optional(),
})
