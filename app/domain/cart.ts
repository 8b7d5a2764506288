import type { Locale } from './locale'
import { effectivePrice } from './price'

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
  /** A partner buys whole packs of this many; the server's quote says so (absent: any quantity). */
  pack?: number
  /**
   * The unit price the buyer was last shown for this line, and for which audience (not a spec field;
   * absent in older carts). Only used to tell the buyer that a price changed: the server charges its own.
   */
  seen?: SeenPrice
  /** The language `name` is in (not a spec field; absent in older carts: not known, so renamed once). */
  lang?: Locale
}

export interface SeenPrice {
  unit: number
  wholesale: boolean
}

/**
 * The remembered price once the line carries `unit`, the current price for this audience: a line
 * without one (an older cart) or seen by another audience (a sign-in as a partner) takes the current
 * price, unannounced; otherwise it keeps what the buyer saw until they are told (app/domain/price-change.ts).
 */
export function rememberedPrice(seen: SeenPrice | undefined, unit: number, wholesale: boolean): SeenPrice {
  return seen?.wholesale === wholesale ? seen : { unit, wholesale }
}

/** Every line's remembered price after its prices were written for this audience (the same line when unchanged). */
export function rememberPrices(cart: readonly CartItem[], wholesale: boolean): CartItem[] {
  return cart.map((line) => {
    const seen = rememberedPrice(line.seen, cartUnitPrice(line), wholesale)
    return seen === line.seen ? line : { ...line, seen }
  })
}

/** Spec §3 wishlist item (browser storage key `wishlist`); `brand` rides along so a move to the cart keeps it. */
export interface WishlistItem {
  id: number
  code: string
  name: string
  price: number
  image: string
  url: string
  brand?: string
  /** The language `name` is in, as on a cart line. */
  lang?: Locale
}

/** A stored line's name, wherever it is written (adding, the quote, a rename): the product's name, then its size. */
export function cartLineName(productName: string, variantValue: string): string {
  return `${productName} ${variantValue}`.trim()
}

/** The codes of the lines whose name is not in this language (or not known to be): those a rename asks for. */
export function codesToRename(
  lists: readonly (readonly { code: string; lang?: Locale }[])[],
  locale: Locale,
): string[] {
  return [...new Set(lists.flat().flatMap((line) => (line.lang === locale ? [] : [line.code])))]
}

/**
 * The lines named as the server names them in this language (code → name), marked with it; a line
 * whose code the answer leaves out (a product gone or hidden) keeps its name and marker.
 */
export function renameLines<T extends { code: string; name: string; lang?: Locale }>(
  list: readonly T[],
  names: Readonly<Record<string, string>>,
  locale: Locale,
): T[] {
  return list.map((line) => {
    const name = names[line.code]
    if (!name || (line.name === name && line.lang === locale)) return line
    return { ...line, name, lang: locale }
  })
}

/**
 * Adding an item already in the cart (same id) raises its quantity instead of adding a line. An item
 * priced as the buyer sees it now (it carries `seen`) brings its prices along: the buyer just saw them;
 * one whose name's language is known brings its name along: the page's.
 */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = cart.find((line) => line.id === item.id)
  if (!existing) return [...cart, { ...item, quantity: clampQuantity(item.quantity) }]
  const seenNow = item.seen && { price: item.price, discount_price: item.discount_price, seen: item.seen }
  const namedNow = item.lang && { name: item.name, lang: item.lang }
  return cart.map((line) =>
    line.id === item.id
      ? { ...line, ...seenNow, ...namedNow, quantity: clampQuantity(line.quantity + item.quantity) }
      : line,
  )
}

/** The wishlist is deduplicated by code; adding again removes it (the heart toggles). */
export function toggleWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return list.some((w) => w.code === item.code) ? list.filter((w) => w.code !== item.code) : [...list, item]
}

/** The unit price a stored cart line shows: its discount price when that is lower, else its price. */
export function cartUnitPrice(item: Pick<CartItem, 'price' | 'discount_price'>): number {
  return effectivePrice(
    { priceUah: item.price, discountPriceUah: item.discount_price, wholesalePriceUah: 0, discountWholesalePriceUah: 0 },
    false,
  )
}

export function setCartQuantity(cart: readonly CartItem[], id: number, quantity: number): CartItem[] {
  return cart.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity) } : line))
}

/** Spec §4: a wishlist item moves to the cart with quantity 1 (raising an existing line) and leaves the wishlist. */
export function moveToCart(
  cart: readonly CartItem[],
  wishlist: readonly WishlistItem[],
  code: string,
): { cart: CartItem[]; wishlist: WishlistItem[] } {
  const item = wishlist.find((w) => w.code === code)
  if (!item) return { cart: [...cart], wishlist: [...wishlist] }
  const line: CartItem = {
    id: item.id,
    code: item.code,
    name: item.name,
    brand: item.brand ?? '',
    price: item.price,
    discount_price: 0,
    quantity: 1,
    image: item.image,
    url: item.url,
    promo_discount: 0,
    ...(item.lang && { lang: item.lang }),
  }
  return { cart: addToCart(cart, line), wishlist: wishlist.filter((w) => w.code !== code) }
}

/**
 * Spec §7 update-cart-product-prices answers code → the caller's current unit price. A line whose
 * price changed takes it as its price with no discount; codes missing from the answer stay as they are.
 */
export function repriceCart<T extends { code: string; price: number; discount_price?: number }>(
  list: readonly T[],
  prices: Readonly<Record<string, number>>,
): T[] {
  return list.map((item) => {
    const now = prices[item.code]
    if (now === undefined || now <= 0) return item
    const shown =
      item.discount_price === undefined
        ? item.price
        : cartUnitPrice({ price: item.price, discount_price: item.discount_price })
    if (shown === now) return item
    return item.discount_price === undefined ? { ...item, price: now } : { ...item, price: now, discount_price: 0 }
  })
}
