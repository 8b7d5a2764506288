import type { Order } from '../contract/order'
import type { CartItem } from '../domain/cart'
import { cartWithOrder } from '../domain/reorder'
import { readStoredList, writeStoredList } from './stored-list'

/** Puts the order's lines back in the stored cart and opens the checkout, to place the order again. */
export function orderAgain(order: Pick<Order, 'products'>) {
  writeStoredList('cart', cartWithOrder(readStoredList<CartItem>('cart'), order.products))
  window.location.assign('/order')
}
