import { z } from 'zod'

/** One line of an earlier order, priced for today (GET /order/orders/{id}/reorder). */
const reorderLineSchema = z.object({
  line_id: z.number().int(),
  change: z.enum(['same', 'price', 'preorder', 'gone']),
  /** The name as the order has it (a variant gone from sale keeps its old name). */
  name: z.string(),
  /** The unit price paid then. */
  paid_price: z.number().int(),
  quantity: z.number().int(),
  /** Today's line for the cart; null when the variant is no longer sold. */
  today: z
    .object({
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
    })
    .nullable(),
})

export const reorderAnswerSchema = z.object({ lines: z.array(reorderLineSchema) })
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>
