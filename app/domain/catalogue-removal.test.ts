import { describe, expect, it } from 'vitest'
import { brandRemovalRefusal, categoryRemovalRefusal } from './catalogue-removal'

describe('removing a brand or a category', () => {
  it('is allowed only when nothing refers to it', () => {
    expect(brandRemovalRefusal({ products: 0, promo_codes: 0, tier_discounts: 0 })).toBeNull()
    expect(categoryRemovalRefusal({ products: 0, subcategories: 0 })).toBeNull()
  })

  it('names the first thing in the way, with how many', () => {
    expect(brandRemovalRefusal({ products: 3, promo_codes: 1, tier_discounts: 1 })).toBe('brand_has_products?count=3')
    expect(brandRemovalRefusal({ products: 0, promo_codes: 2, tier_discounts: 1 })).toBe(
      'brand_has_promo_codes?count=2',
    )
    expect(brandRemovalRefusal({ products: 0, promo_codes: 0, tier_discounts: 1 })).toBe(
      'brand_has_tier_discounts?count=1',
    )
    expect(categoryRemovalRefusal({ products: 5, subcategories: 2 })).toBe('category_has_subcategories?count=2')
    expect(categoryRemovalRefusal({ products: 5, subcategories: 0 })).toBe('category_has_products?count=5')
  })
})
