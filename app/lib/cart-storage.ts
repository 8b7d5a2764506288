import type { ProductCard, Variant } from '../contract/catalogue'
import { variantPrices } from '../contract/catalogue-view'
import {
  addToCart,
  type CartItem,
  cartLineName,
  codesToRename,
  moveToCart,
  rememberPrices,
  renameLines,
  repriceCart,
  setCartQuantity,
  toggleWishlist,
  type WishlistItem,
} from '../domain/cart'
import type { Locale } from '../domain/locale'
import { effectivePrice, regularPrice } from '../domain/price'
import { apiFetch } from './api-client'
import { pricedFetch } from './auth/auth-fetch'
import { currentBuyer } from './buyer'
import { openPanel } from './panels'
import { readStoredList, writeStoredList } from './stored-list'

type ProductInfo = Pick<ProductCard, 'name' | 'brand'>

const readCart = () => readStoredList<CartItem>('cart')
const readWishlist = () => readStoredList<WishlistItem>('wishlist')

/**
 * Spec §3 cart item for a variant; a wholesaler's carries the wholesale pair (spec §6), and the price the
 * buyer sees. Named in the page's language, and says which.
 */
export function cartItemFor(
  product: ProductInfo,
  variant: Variant,
  quantity: number,
  isWholesaler: boolean,
  locale: Locale,
): CartItem {
  const prices = variantPrices(variant)
  const regular = regularPrice(prices, isWholesaler)
  const current = effectivePrice(prices, isWholesaler)
  return {
    id: variant.id,
    code: variant.code,
    name: cartLineName(product.name, variant.value),
    brand: product.brand.name,
    price: regular,
    discount_price: current < regular ? current : 0,
    quantity,
    image: variant.images[0]?.s ?? '',
    url: variant.url,
    promo_discount: 0,
    ...(isWholesaler && (variant.pack_size ?? 1) > 1 && { pack: variant.pack_size! }),
    seen: { unit: current, wholesale: isWholesaler },
    lang: locale,
  }
}

/** Spec §3 wishlist item: the price the shopper would pay now; named with its size, as the cart names it. */
export function wishlistItemFor(
  product: ProductInfo,
  variant: Variant,
  isWholesaler: boolean,
  locale: Locale,
): WishlistItem {
  return {
    id: variant.id,
    code: variant.code,
    name: cartLineName(product.name, variant.value),
    price: effectivePrice(variantPrices(variant), isWholesaler),
    image: variant.images[0]?.s ?? '',
    url: variant.url,
    brand: product.brand.name,
    lang: locale,
  }
}

/** Adds to the cart and opens the cart panel (spec §4). */
export function addVariantToCart(
  product: ProductInfo,
  variant: Variant,
  quantity: number,
  isWholesaler: boolean,
  locale: Locale,
) {
  writeStoredList('cart', addToCart(readCart(), cartItemFor(product, variant, quantity, isWholesaler, locale)))
  openPanel('cart')
}

/** Adds several lines at once (a quick order, a repeated order) and opens the cart panel. */
export function addItemsToCart(items: readonly CartItem[]) {
  writeStoredList(
    'cart',
    items.reduce((cart, item) => addToCart(cart, item), readCart()),
  )
  openPanel('cart')
}

/** The heart toggles; adding opens the wishlist panel (spec §4). */
export function toggleVariantInWishlist(product: ProductInfo, variant: Variant, isWholesaler: boolean, locale: Locale) {
  const next = toggleWishlist(readWishlist(), wishlistItemFor(product, variant, isWholesaler, locale))
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
export { clearStoredCart } from './stored-list'

/**
 * Spec §4/§7: the stored cart and wishlist priced again by the server for the current buyer through
 * POST /core/update-cart-product-prices/ (with the buyer's token, if any: the server alone decides
 * wholesale). Run on each page load that finds stored lines and after a login or logout, so the lists
 * follow the buyer without the browser keeping its own record of whom they were priced for. If it
 * fails, the lists stay unchanged (spec §8: logged only) and are tried again on the next load.
 * Alongside, lines whose names are in another language than the page's (or not known to be in it)
 * are renamed by POST /core/cart-product-names/; a page in the lines' language asks nothing. Each
 * list is written once, with whatever of the two answered.
 */
export async function repriceStoredLists(locale: Locale): Promise<void> {
  const lists = [readCart(), readWishlist()]
  const codes = [...new Set(lists.flat().map((item) => item.code))]
  if (codes.length === 0) return
  const [prices, names] = await Promise.all([
    currentPrices(codes, locale),
    namesIn(codesToRename(lists, locale), locale),
  ])
  if (!prices && !names) return
  const cart = renameLines(readCart(), names ?? {}, locale)
  const wishlist = renameLines(readWishlist(), names ?? {}, locale)
  // Prices for the buyer the page was rendered for: a line keeps the price its buyer saw, to be told of a change.
  writeStoredList('cart', prices ? rememberPrices(repriceCart(cart, prices), currentBuyer().isWholesaler) : cart)
  writeStoredList('wishlist', prices ? repriceCart(wishlist, prices) : wishlist)
}

function currentPrices(codes: string[], locale: Locale) {
  return pricedFetch((api) => api.core['update-cart-product-prices'].$post({ json: { codes } }), { locale }).catch(
    (error: unknown) => {
      console.warn('Cart price refresh failed; the prices are left unchanged', error)
      return null
    },
  )
}

/** The names do not depend on the buyer: asked without a token. None to ask: no request. */
function namesIn(codes: string[], locale: Locale) {
  if (codes.length === 0) return Promise.resolve(null)
  return apiFetch((api) => api.core['cart-product-names'].$post({ json: { codes } }), { locale }).catch(
    (error: unknown) => {
      console.warn('Cart names in the page language failed; the names are left unchanged', error)
      return null
    },
  )
}
