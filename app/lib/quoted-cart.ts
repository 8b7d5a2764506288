import { type CartItem, cartUnitPrice, rememberedPrice } from '../domain/cart'
import type { Locale } from '../domain/locale'
import { readStoredList, writeStoredList } from './stored-list'

/** What the quote (app/components/order/use-quote.ts) writes into the stored cart: only the quote's chunks load it. */
const readCart = () => readStoredList<CartItem>('cart')

/**
 * The checkout's quote is the server's word on each line's price and pack, and names it in the page's
 * language: the stored cart (and so the cart panel) takes them, so a line added in one language reads
 * in the other after a switch, marked with the language (`locale`, the quote's). Each line keeps the price
 * its buyer saw (for `wholesale`, the quote's audience).
 */
export function adoptQuotedPrices(
  lines: readonly { id: number; name: string; regular_price: number; price: number; pack_size: number }[],
  wholesale: boolean,
  locale: Locale,
) {
  const quoted = new Map(lines.map((l) => [l.id, l]))
  let changed = false
  const next = readCart().map((item) => {
    const line = quoted.get(item.id)
    if (!line) return item
    const discount = line.price < line.regular_price ? line.price : 0
    const seen = rememberedPrice(item.seen, line.price, wholesale)
    // A quote without a name leaves the line's name, and so its language, as they were.
    const named = line.name ? { name: line.name, lang: locale } : null
    if (
      (!named || (item.name === named.name && item.lang === named.lang)) &&
      item.price === line.regular_price &&
      cartUnitPrice(item) === line.price &&
      (item.pack ?? 1) === line.pack_size &&
      item.seen === seen
    )
      return item
    changed = true
    return { ...item, ...named, price: line.regular_price, discount_price: discount, pack: line.pack_size, seen }
  })
  if (changed) writeStoredList('cart', next)
}

/** A refused quote names the lines off their pack, with the pack: the cart's steppers take it. */
export function adoptRefusedPacks(packs: ReadonlyMap<number, number>) {
  if (packs.size === 0) return
  const cart = readCart()
  const next = cart.map((item, i) => {
    const pack = packs.get(i)
    return pack !== undefined && item.pack !== pack ? { ...item, pack } : item
  })
  if (next.some((item, i) => item !== cart[i])) writeStoredList('cart', next)
}
