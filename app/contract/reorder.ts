import { z } from 'zod'
import { pricedLineFields } from './quick-order'

/** One line of an earlier order, priced for today (GET /order/orders/{id}/reorder). */
const reorderLineSchema = z.object({
  line_id: z.number().int(),
  change: z.enum(['same', 'price', 'promo', 'preorder', 'gone']),
  /** The name in the page's language while the product exists (English falls back to Ukrainian), else as the order has it. */
  name: z.string(),
  /** The unit price paid then. */
  paid_price: z.number().int(),
  /** The unit price asked then, before the order's promo (= paid_price without one): what a new price is set against. */
  listed_price: z.number().int(),
  quantity: z.number().int(),
  /** Today's line for the cart; null when the variant is no longer sold. */
  today: z.object(pricedLineFields).nullable(),
})

export const reorderAnswerSchema = z.object({
  lines: z.array(reorderLineSchema),
  /** The partner's minimum order total (0: none, and always 0 for retail buyers). */
  minimum_total: z.number().int(),
})
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>
