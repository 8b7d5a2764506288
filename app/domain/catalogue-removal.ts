import { coded } from './admin-message'

/** What still names a brand: its products (archived ones too), promo codes and price-tier discounts. */
export interface BrandUses {
  products: number
  promo_codes: number
  tier_discounts: number
}

/** What still names a category: its products (archived ones too) and its subcategories. */
export interface CategoryUses {
  products: number
  subcategories: number
}

/**
 * A brand or a category is deleted only when nothing refers to it: orders, stock movements and the
 * audit log name products, so a product's brand and category stay (hiding takes them off the site).
 * The refusal names the first thing in the way and how many, as a coded message (admin.errors).
 */
export function brandRemovalRefusal(uses: BrandUses): string | null {
  if (uses.products > 0) return coded('brand_has_products', { count: uses.products })
  if (uses.promo_codes > 0) return coded('brand_has_promo_codes', { count: uses.promo_codes })
  if (uses.tier_discounts > 0) return coded('brand_has_tier_discounts', { count: uses.tier_discounts })
  return null
}

export function categoryRemovalRefusal(uses: CategoryUses): string | null {
  if (uses.subcategories > 0) return coded('category_has_subcategories', { count: uses.subcategories })
  if (uses.products > 0) return coded('category_has_products', { count: uses.products })
  return null
}
