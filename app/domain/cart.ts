/** Spec §9: a cart line holds 1 to 10000 units. */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 10_000

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)))
}

/** Spec §3 cart item (browser storage key `cart`). */
export interface CartItem {
  id: number
  code: string
  name: string
  brand: string
  price: number
  discount_price: number
  quantity: number
  image: string
  url: string
  promo_discount: number
}

/** Spec §3 wishlist item (browser storage key `wishlist`). */
export interface WishlistItem {
  id: number
  code: string
  name: string
  price: number
  image: string
  url: string
}

/** Adding an item already in the cart (same id) raises its quantity instead of adding a line. */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = cart.find((line) => line.id === item.id)
  if (!existing) return [...cart, { ...item, quantity: clampQuantity(item.quantity) }]
  return cart.map((line) => (line.id === item.id ? { ...line, quantity: clampQuantity(line.quantity + item.quantity) } : line))
}

/** The wishlist is deduplicated by code; adding again removes it (the heart toggles). */
export function toggleWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return list.some((w) => w.code === item.code) ? list.filter((w) => w.code !== item.code) : [...list, item]
}
