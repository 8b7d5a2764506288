import type { ProductCard, Variant } from '../contract/catalogue'
import { variantPrices } from '../contract/catalogue-view'
import { addToCart, type CartItem, toggleWishlist, type WishlistItem } from '../domain/cart'
import { effectivePrice } from '../domain/price'
import { readStoredList, writeStoredList } from './stored-list'

type ProductInfo = Pick<ProductCard, 'name' | 'brand'>

/** Spec §3 cart item for a variant; a wholesaler's carries the wholesale pair (spec §6). */
export function cartItemFor(product: ProductInfo, variant: Variant, quantity: number, isWholesaler: boolean): CartItem {
  const wholesale = isWholesaler && (variant.whoosale_price ?? 0) > 0
  return {
    id: variant.id,
    code: variant.code,
    name: `${product.name} ${variant.value}`.trim(),
    brand: product.brand.name,
    price: wholesale ? variant.whoosale_price! : variant.price,
    discount_price: wholesale ? (variant.discount_whoosale_price ?? 0) : variant.discount_price,
    quantity,
    image: variant.images[0]?.s ?? '',
    url: variant.url,
    promo_discount: 0,
  }
}

/** Spec §3 wishlist item: the price the shopper would pay now. */
export function wishlistItemFor(product: ProductInfo, variant: Variant, isWholesaler: boolean): WishlistItem {
  return {
    id: variant.id,
    code: variant.code,
    name: product.name,
    price: effectivePrice(variantPrices(variant), isWholesaler),
    image: variant.images[0]?.s ?? '',
    url: variant.url,
  }
}

export function addVariantToCart(product: ProductInfo, variant: Variant, quantity: number, isWholesaler: boolean) {
  writeStoredList('cart', addToCart(readStoredList<CartItem>('cart'), cartItemFor(product, variant, quantity, isWholesaler)))
}

export function toggleVariantInWishlist(product: ProductInfo, variant: Variant, isWholesaler: boolean) {
  writeStoredList('wishlist', toggleWishlist(readStoredList<WishlistItem>('wishlist'), wishlistItemFor(product, variant, isWholesaler)))
}
