import { coded } from './admin-message'
import { catalogueRuleBreaks, type CatalogueRuleBreak, mergedNumbers, type VariantNumbers } from './catalogue-rules'

/** The prices a bulk change may move by a percentage (wire names of spec §3). */
export const BULK_PRICE_FIELDS = ['price', 'discount_price', 'whoosale_price', 'discount_whoosale_price'] as const
export type BulkPriceField = (typeof BULK_PRICE_FIELDS)[number]

/** A tenfold cut is a typo, not a sale; quadrupling is the most a supplier's list ever did. */
export const BULK_PERCENT_MIN = -90
export const BULK_PERCENT_MAX = 300
/** Products one bulk change may touch: a brand's whole range fits, the whole catalogue does not. */
export const BULK_MAX_PRODUCTS = 500

export type BulkAction =
  | { kind: 'prices'; percent: number; fields: readonly BulkPriceField[] }
  | { kind: 'visibility'; is_active: boolean }
  | { kind: 'stock'; stock?: number; stock_opt?: number }

/**
 * A price moved by a percentage, rounded to whole hryvnias (money is whole hryvnias). The percentage
 * is taken in hundredths so 10 % of 1 999 is exact arithmetic; a price of 0 ("not set") stays unset.
 */
export function changedByPercent(uah: number, percent: number): number {
  if (uah <= 0) return uah
  const hundredths = Math.round(percent * 100)
  return Math.round((uah * (10_000 + hundredths)) / 10_000)
}

/** What a bulk action does to one variant's numbers (fields it leaves alone are absent). */
export function bulkVariantChange(current: VariantNumbers, action: BulkAction): Partial<VariantNumbers> {
  if (action.kind === 'prices') {
    const change: Partial<VariantNumbers> = {}
    for (const field of action.fields) change[field] = changedByPercent(current[field], action.percent)
    return change
  }
  if (action.kind === 'stock') {
    const change: Partial<VariantNumbers> = {}
    if (action.stock !== undefined) change.stock = action.stock
    if (action.stock_opt !== undefined) change.stock_opt = action.stock_opt
    return change
  }
  return {}
}

/**
 * The catalogue's rules on the variant as the bulk change would leave it, plus the one a percentage
 * alone can break: a retail price cut to 0 would read as "not set".
 */
export function bulkRuleBreaks(current: VariantNumbers, change: Partial<VariantNumbers>): CatalogueRuleBreak[] {
  const after = mergedNumbers(current, change)
  const breaks = catalogueRuleBreaks(after)
  if (current.price > 0 && after.price <= 0)
    breaks.unshift({ field: 'price', message: coded('price_above_zero', { price: current.price }) })
  return breaks
}
