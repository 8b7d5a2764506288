import { z } from 'zod'

/** The codes of the stored cart and wishlist, as each call about them takes them. */
const storedCodesSchema = z.array(z.string().trim().min(1).max(64)).min(1).max(200)

/** POST /core/update-cart-product-prices/: codes of the stored cart; isWhoosaler is accepted but never trusted. */
export const cartPricesRequestSchema = z.object({
  codes: storedCodesSchema,
  isWhoosaler: z.boolean().optional(),
})
/** Code → the effective unit price for the caller; unknown codes are left out. */
export const cartPricesResponseSchema = z.record(z.string(), z.number().int())
export type CartPrices = z.infer<typeof cartPricesResponseSchema>

/** POST /core/cart-product-names/ (the store's own, not a spec call): codes whose stored names are in another language. */
export const cartNamesRequestSchema = z.object({ codes: storedCodesSchema })
/** Code → the line's name in the request's language; unknown and hidden codes are left out. */
export const cartNamesResponseSchema = z.record(z.string(), z.string())
