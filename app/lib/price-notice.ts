import { type CartItem, cartUnitPrice } from '../domain/cart'
import { priceChangeOf, type PriceChange } from '../domain/price-change'
import { readStoredList, writeStoredList } from './stored-list'

/** The cart's lines whose price changed since their buyer saw it, each with its change. */
export function changedLines(cart: readonly CartItem[], wholesale: boolean): { item: CartItem; change: PriceChange }[] {
  return cart.flatMap((item) => {
    const change = priceChangeOf(item.seen, cartUnitPrice(item), wholesale)
    return change ? [{ item, change }] : []
  })
}

/**
 * The buyer was told (pressed "Got it"): these lines remember the price they were shown now, so their
 * notice goes. Only the cart panel's and the checkout's chunks load this.
 */
export function acknowledgePrices(shown: readonly { id: number; now: number }[], wholesale: boolean) {
  const now = new Map(shown.map((line) => [line.id, line.now]))
  const cart = readStoredList<CartItem>('cart')
  writeStoredList(
    'cart',
    cart.map((line) => {
      const unit = now.get(line.id)
      return unit === undefined ? line : { ...line, seen: { unit, wholesale } }
    }),
  )
}
