export interface VariantStock {
  stock: number
  stockOpt: number
}

/** Spec §4: a wholesaler can buy only from wholesale stock; others from either stock. */
export function isAvailable(variant: VariantStock, isWholesaler: boolean): boolean {
  return isWholesaler ? variant.stockOpt > 0 : variant.stock > 0 || variant.stockOpt > 0
}

/**
 * What a stock change turned for buyers: some variant ran out or came back (in stock ⇄ pre-order) for
 * retail shoppers, whose pages are cached, or for partners, whose card lists are kept apart.
 */
export interface AvailabilityFlip {
  retail: boolean
  wholesale: boolean
}

export const NO_FLIP: AvailabilityFlip = { retail: false, wholesale: false }

/** Whether a variant's availability differs between its stock before and after a change. */
export function availabilityFlip(before: VariantStock, after: VariantStock): AvailabilityFlip {
  return {
    retail: isAvailable(before, false) !== isAvailable(after, false),
    wholesale: isAvailable(before, true) !== isAvailable(after, true),
  }
}

/** Several variants' flips as one: any of them flipped. */
export function anyFlip(flips: readonly AvailabilityFlip[]): AvailabilityFlip {
  return { retail: flips.some((f) => f.retail), wholesale: flips.some((f) => f.wholesale) }
}

/** Spec §6: retail users see stock plus stock_opt; wholesalers see the two apart. */
export function visibleStock(variant: VariantStock, isWholesaler: boolean): number {
  return isWholesaler ? variant.stock : variant.stock + variant.stockOpt
}

/**
 * The part of `quantity` ordered in advance: a retail buyer's line takes `stock` then `stock_opt`, a
 * wholesaler's `stock_opt` only; a line asking for more than that takes none of it and is all
 * pre-order, so no single order can drain a variant (the order's write, db/queries/order-insert.ts, takes
 * stock the same way).
 */
export function preorderQuantity(quantity: number, variant: VariantStock, isWholesaler: boolean): number {
  return quantity > stockFor(variant, isWholesaler) ? quantity : 0
}

/** How many units the buyer can have now: a wholesaler from wholesale stock, others from both. */
export function stockFor(variant: VariantStock, isWholesaler: boolean): number {
  return (isWholesaler ? 0 : Math.max(0, variant.stock)) + Math.max(0, variant.stockOpt)
}

/**
 * The variant a card or product page starts on: the first the buyer can have now, or the first of
 * all when none is (or all are) in stock, so the choice never opens on a pre-order needlessly.
 */
export function firstAvailableIndex(variants: readonly VariantStock[], isWholesaler: boolean): number {
  const index = variants.findIndex((v) => isAvailable(v, isWholesaler))
  return index < 0 ? 0 : index
}

/** Few enough units left to say so ("лишилось 3"). */
export const LOW_STOCK = 5

export type QuantityHint =
  /** In stock, but only a few: say how many are left. */
  | { kind: 'low'; left: number }
  /** More than is in stock: the whole line becomes a pre-order (see preorderQuantity); say how many are in stock. */
  | { kind: 'over'; inStock: number }
  | null

/** What the buyer should know about a quantity before adding it (a variant not in stock at all says pre-order already). */
export function quantityHint(quantity: number, variant: VariantStock, isWholesaler: boolean): QuantityHint {
  const inStock = stockFor(variant, isWholesaler)
  if (inStock <= 0) return null
  if (quantity > inStock) return { kind: 'over', inStock }
  return inStock <= LOW_STOCK ? { kind: 'low', left: inStock } : null
}
