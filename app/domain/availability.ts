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
