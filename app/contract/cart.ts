import { z } from 'zod'

/** POST /core/update-cart-product-prices/: codes of the stored cart; isWhoosaler is accepted but never trusted. */
export const cartPricesRequestSchema = z.object({
  codes: z.array(z.string().trim().min(1).max(64)).min(1).max(200),
  isWhoosaler: z.boolean().optional(),
})
/** Code → the effective unit price for the caller; unknown codes are left out. */
export type CartPrices = Record<string, number>
