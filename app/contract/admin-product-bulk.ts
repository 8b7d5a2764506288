import { z } from 'zod'
import { coded } from '../domain/admin-message'
import { BULK_MAX_PRODUCTS, BULK_PERCENT_MAX, BULK_PERCENT_MIN, BULK_PRICE_FIELDS } from '../domain/bulk-edit'
import { quantity } from './admin-common'

const id = z.number({ error: 'must_be_id' }).int('must_be_id').positive('must_be_id')

const action = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('prices'),
      percent: z
        .number({ error: coded('bulk_percent_range', { min: BULK_PERCENT_MIN, max: BULK_PERCENT_MAX }) })
        .min(BULK_PERCENT_MIN, coded('bulk_percent_range', { min: BULK_PERCENT_MIN, max: BULK_PERCENT_MAX }))
        .max(BULK_PERCENT_MAX, coded('bulk_percent_range', { min: BULK_PERCENT_MIN, max: BULK_PERCENT_MAX }))
        .refine((p) => p !== 0, 'percent_not_zero')
        // Hundredths of a percent at most: what a price list's column holds.
        .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'percent_format'),
      fields: z
        .array(z.enum(BULK_PRICE_FIELDS, { error: 'choose_prices' }), { error: 'choose_prices' })
        .min(1, 'choose_prices')
        .max(BULK_PRICE_FIELDS.length)
        .refine((f) => new Set(f).size === f.length, 'choose_prices'),
    }),
    z.strictObject({ kind: z.literal('visibility'), is_active: z.boolean() }),
    z
      .strictObject({ kind: z.literal('stock'), stock: quantity.optional(), stock_opt: quantity.optional() })
      .refine((s) => s.stock !== undefined || s.stock_opt !== undefined, { message: 'choose_stock', path: ['stock'] }),
  ],
  { error: 'choose_action' },
)

/**
 * POST /admin/products/bulk: the chosen products (`ids`) or every product of a brand or category
 * (`filter`), and one change. All or nothing, at most BULK_MAX_PRODUCTS products per call.
 */
export const productBulkSchema = z
  .strictObject({
    ids: z
      .array(id, { error: 'at_least_one_item' })
      .min(1, 'at_least_one_item')
      .max(BULK_MAX_PRODUCTS, coded('too_many_items', { max: BULK_MAX_PRODUCTS }))
      .optional(),
    filter: z
      .strictObject({ brand_id: id.optional(), category_id: id.optional() })
      .refine((f) => f.brand_id !== undefined || f.category_id !== undefined, 'choose_brand_or_category')
      .optional(),
    action,
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), { message: 'ids_or_filter', path: ['ids'] })
export type ProductBulk = z.infer<typeof productBulkSchema>

export interface ProductBulkResult {
  /** Products the change touched (all that were chosen or matched). */
  products: number
  /** Variants whose numbers changed. */
  variants: number
}
