import { z } from 'zod'
import { MAX_QUANTITY, MIN_QUANTITY } from '../domain/cart'
import { QUICK_ORDER_CODE_MAX, QUICK_ORDER_MAX_LINES } from '../domain/quick-order'

/** POST /quick-order/price: the partner's typed lines (variant code and quantity), priced by the server. */
export const quickOrderRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(QUICK_ORDER_CODE_MAX),
        quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(QUICK_ORDER_MAX_LINES),
})
export type QuickOrderRequest = z.infer<typeof quickOrderRequestSchema>

/** One line of the answer, by its position in the request: an unknown code is named by its row, never repeated. */
/** A variant priced for the buyer today, as the cart takes it (quick order and reorder answer it). */
export const pricedLineFields = {
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  url: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  regular_price: z.number().int(),
  in_stock: z.number().int(),
  preorder_quantity: z.number().int(),
  total: z.number().int(),
  /** A partner orders whole packs of this many (1: any quantity). */
  pack_size: z.number().int(),
  /** The quantity asked when it was rounded up to whole packs (the page says so); null when taken as asked. */
  rounded_from: z.number().int().nullable(),
}

export const quickOrderLineSchema = z.discriminatedUnion('found', [
  z.object({ row: z.number().int(), found: z.literal(false) }),
  z.object({ row: z.number().int(), found: z.literal(true), ...pricedLineFields }),
])
export type QuickOrderLineAnswer = z.infer<typeof quickOrderLineSchema>

export const quickOrderAnswerSchema = z.object({
  lines: z.array(quickOrderLineSchema),
  /** The found lines' total at the partner's price (the checkout adds delivery and rules). */
  total: z.number().int(),
  /** The partner's minimum order total (0: none); the quick order page says what is missing. */
  minimum_total: z.number().int(),
})
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswerSchema>

/** POST /quick-order/sheet: a CSV or XLSX of code and quantity, read into lines (rows not taken are named by number). */
export const quickOrderSheetAnswerSchema = z.object({
  lines: z.array(z.object({ code: z.string(), quantity: z.number().int() })),
  problems: z.array(z.object({ row: z.number().int(), problem: z.enum(['bad_quantity', 'too_long', 'too_many']) })),
})
export type QuickOrderSheetAnswer = z.infer<typeof quickOrderSheetAnswerSchema>
