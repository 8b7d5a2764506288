export interface VariantStock {
  stock: number
  stockOpt: number
}

/** Spec §4: a wholesaler can buy only from wholesale stock; others from either stock. */
export function isAvailable(variant: VariantStock, isWholesaler: boolean): boolean {
  return isWholesaler ? variant.stockOpt > 0 : variant.stock > 0 || variant.stockOpt > 0
}

/** Spec §6: retail users see stock plus stock_opt; wholesalers see the two apart. */
export function visibleStock(variant: VariantStock, isWholesaler: boolean): number {
  return isWholesaler ? variant.stock : variant.stock + variant.stockOpt
}

/**
 * The part of `quantity` ordered in advance: a retail buyer's line takes `stock` then `stock_opt`, a
 * wholesaler's `stock_opt` only; a line asking for more than that takes none of it and is all
 * pre-order, so no single order can drain a variant (the order's write, db/queries/orders.ts, takes
 * stock the same way).
 */
export function preorderQuantity(quantity: number, variant: VariantStock, isWholesaler: boolean): number {
  const covered = (isWholesaler ? 0 : Math.max(0, variant.stock)) + Math.max(0, variant.stockOpt)
  return quantity > covered ? quantity : 0
}
