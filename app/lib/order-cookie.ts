/**
 * The reference of the order this browser placed last, also in a cookie: the success page is then
 * rendered from the server's state of that order, true from its first paint (the copy in
 * localStorage is what the order was before paying). The reference is the capability the order's
 * links already carry; the cookie lives a week, as long as anyone returns to a success page.
 */
import { ORDER_COOKIE, ORDER_REFERENCE } from '../domain/order-reference'

const WEEK_SECONDS = 7 * 24 * 3600

export function rememberOrderReference(reference: string) {
  if (!ORDER_REFERENCE.test(reference)) return
  document.cookie = `${ORDER_COOKIE}=${reference}; path=/; max-age=${WEEK_SECONDS}; samesite=lax`
}
