import type { Product, ProductCard, Variant } from './catalogue'

/**
 * Mappings from the wire shapes onto the domain's price and stock rules, kept apart from the zod
 * schemas so the browser bundle needs no schema library for them.
 */
export function variantPrices(v: Variant) {
  return {
    priceUah: v.price,
    discountPriceUah: v.discount_price,
    wholesalePriceUah: v.whoosale_price ?? 0,
    discountWholesalePriceUah: v.discount_whoosale_price ?? 0,
  }
}

export function variantStock(v: Variant) {
  return { stock: v.stock, stockOpt: v.stock_opt ?? 0 }
}

export function toProductCard(p: Product): ProductCard {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    human: p.human,
    brand: p.brand,
    variants: p.variants.map((v) => ({ ...v, images: v.images.slice(0, 1) })),
    rating: p.rating,
  }
}
