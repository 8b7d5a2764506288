import { coded } from './admin-message'

/**
 * One variant's money and stock as they will stand after a write (the current values merged with the
 * change), in wire names. A sale price of 0 is no sale; a wholesale price of 0 is none set.
 */
export interface VariantNumbers {
  price: number
  discount_price: number
  whoosale_price: number
  discount_whoosale_price: number
  stock: number
  stock_opt: number
}

export type VariantNumberField = keyof VariantNumbers

export interface CatalogueRuleBreak {
  field: VariantNumberField
  /** A message code with its values (app/domain/admin-message.ts). */
  message: string
}

/**
 * The catalogue's rules, the same on every path that writes a variant (the product editor, the
 * catalogue and price-list imports, the ERP feed): a sale price is below the price it discounts, a
 * wholesale price is not above retail, stock is never negative.
 */
export function catalogueRuleBreaks(v: VariantNumbers): CatalogueRuleBreak[] {
  const breaks: CatalogueRuleBreak[] = []
  if (v.discount_price > 0 && v.discount_price >= v.price)
    breaks.push({
      field: 'discount_price',
      message: coded('sale_not_below_price', { sale: v.discount_price, price: v.price }),
    })
  if (v.whoosale_price > v.price)
    breaks.push({
      field: 'whoosale_price',
      message: coded('wholesale_above_retail', { wholesale: v.whoosale_price, price: v.price }),
    })
  const wholesaleBase = v.whoosale_price > 0 ? v.whoosale_price : v.price
  if (v.discount_whoosale_price > 0 && v.discount_whoosale_price >= wholesaleBase)
    breaks.push({
      field: 'discount_whoosale_price',
      message: coded('sale_not_below_price', { sale: v.discount_whoosale_price, price: wholesaleBase }),
    })
  for (const field of ['stock', 'stock_opt'] as const)
    if (v[field] < 0) breaks.push({ field, message: coded('stock_negative', { value: v[field] }) })
  return breaks
}

/** Merges a partial change over the current values (undefined keeps the current one). */
export function mergedNumbers(current: VariantNumbers, change: Partial<VariantNumbers>): VariantNumbers {
  const out = { ...current }
  for (const key of Object.keys(current) as VariantNumberField[]) if (change[key] !== undefined) out[key] = change[key]!
  return out
}
