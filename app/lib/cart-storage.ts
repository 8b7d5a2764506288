import type { ProductCard, Variant } from '../contract/catalogue'
import { variantPrices } from '../contract/catalogue-view'
import { addToCart, type CartItem, moveToCart, repriceCart, setCartQuantity, toggleWishlist, type WishlistItem } from '../domain/cart'
import type { Locale } from '../domain/locale'
import { effectivePrice } from '../domain/price'
import { apiFetch } from './api-client'
import { openPanel } from './panels'
import { readStoredList, writeStoredList } from './stored-list'

type ProductInfo = Pick<ProductCard, 'name' | 'brand'>

const readCart = () => readStoredList<CartItem>('cart')
const readWishlist = () => readStoredList<WishlistItem>('wishlist')

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
    brand: product.brand.name,
  }
}

/** Adds to the cart and opens the cart panel (spec §4). */
export function addVariantToCart(product: ProductInfo, variant: Variant, quantity: number, isWholesaler: boolean) {
  writeStoredList('cart', addToCart(readCart(), cartItemFor(product, variant, quantity, isWholesaler)))
  openPanel('cart')
}

/** The heart toggles; adding opens the wishlist panel (spec §4). */
export function toggleVariantInWishlist(product: ProductInfo, variant: Variant, isWholesaler: boolean) {
  const next = toggleWishlist(readWishlist(), wishlistItemFor(product, variant, isWholesaler))
  writeStoredList('wishlist', next)
  if (next.some((w) => w.code === variant.code)) openPanel('wishlist')
}

export function setStoredCartQuantity(id: number, quantity: number) {
  writeStoredList('cart', setCartQuantity(readCart(), id, quantity))
}

export function removeFromStoredCart(id: number) {
  writeStoredList(
    'cart',
    readCart().filter((line) => line.id !== id),
  )
}

export function removeFromStoredWishlist(code: string) {
  writeStoredList(
    'wishlist',
    readWishlist().filter((w) => w.code !== code),
  )
}

/** Spec §4: moving a wishlist item to the cart swaps the wishlist panel for the cart panel. */
export function moveWishlistItemToCart(code: string) {
  const moved = moveToCart(readCart(), readWishlist(), code)
  writeStoredList('cart', moved.cart)
  writeStoredList('wishlist', moved.wishlist)
  openPanel('cart')
}

/** Spec §4: logout clears the cart. Also run once an order is placed (order success). */
export function clearStoredCart() {
  writeStoredList('cart', [])
}

/**
 * Spec §4/§7: after login the stored cart (and wishlist) is repriced for the signed-in buyer through
 * POST /core/update-cart-product-prices/ — the server decides wholesale from the token. If that
 * fails, the lists stay unchanged (spec §8: logged only).
 */
export async function repriceStoredCart(accessToken: string, locale: Locale = 'ua'): Promise<void> {
  const codes = [...new Set([...readCart(), ...readWishlist()].map((item) => item.code))]
  if (codes.length === 0) return
  try {
    const prices = await apiFetch<Record<string, number>>('/core/update-cart-product-prices/', {
      locale,
      init: { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: JSON.stringify({ codes }) },
    })
    writeStoredList('cart', repriceCart(readCart(), prices))
    writeStoredList('wishlist', repriceCart(readWishlist(), prices))
  } catch (error) {
    console.warn('Cart price refresh failed; the cart is left unchanged', error)
  }
}
