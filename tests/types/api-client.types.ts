/**
 * Checked by `npx tsc --noEmit` (never run): the browser's API client knows every route, its
 * request and its answer. Each `@ts-expect-error` fails the type check if the line below it ever
 * compiles, so a wrong path, method, body or answer field cannot slip back in.
 */
import type { Order } from '../../app/contract/order'
import { apiFetch } from '../../app/lib/api-client'
import { authFetch, pricedFetch } from '../../app/lib/auth/auth-fetch'
import { adminFetch } from '../../app/lib/admin-session'

const locale = 'ua' as const

export async function rightCallsCompile(): Promise<Order> {
  const quote = await pricedFetch(
    (api) =>
      api.order.quote.$post({ json: { cartItems: [{ id: 1, quantity: 2 }], promo_code: null, deliveryType: null } }),
    { locale },
  )
  const total: number = quote.total
  void total
  const page = await apiFetch((api) => api.shop.comments.$get({ query: { product_id: 7, type: 'COMMENT', page: 1 } }), {
    locale,
  })
  void page.results
  const done: null = await apiFetch((api) => api.auth.logout.$post({ json: {} }), { locale })
  void done
  const role = await adminFetch(
    (api) => api.admin.users[':id'].role.$patch({ param: { id: '5' }, json: { role: 'staff' } }),
    locale,
  )
  void role.role
  return authFetch((api) => api.order.orders[':id'].$get({ param: { id: '12' } }), { locale })
}

export function wrongPaths() {
  // @ts-expect-error: no such route
  void apiFetch((api) => api.shop.produtcs.latest.$get(), { locale })
  // @ts-expect-error: the quote is a POST, not a GET
  void apiFetch((api) => api.order.quote.$get(), { locale })
  // @ts-expect-error: the admin's order list has no DELETE
  void adminFetch((api) => api.admin.orders.$delete(), locale)
}

export function wrongBodies() {
  // @ts-expect-error: the cart prices take `codes`, not `ids`
  void pricedFetch((api) => api.core['update-cart-product-prices'].$post({ json: { ids: ['A1'] } }), { locale })
  // @ts-expect-error: the cart names take a list of codes
  void apiFetch((api) => api.core['cart-product-names'].$post({ json: { codes: 'A1' } }), { locale })
  // The error must sit on the line under the directive, so this call stays on one line.
  // prettier-ignore
  // @ts-expect-error: a quantity is a number
  void pricedFetch((api) => api.order.quote.$post({ json: { cartItems: [{ id: 1, quantity: 'two' }], promo_code: null, deliveryType: null } }), { locale })
  // @ts-expect-error: a role is one of the staff roles
  void adminFetch((api) => api.admin.users[':id'].role.$patch({ param: { id: '5' }, json: { role: 'owner' } }), locale)
  // @ts-expect-error: the path parameter is `id`
  void authFetch((api) => api.order.orders[':id'].$get({ param: { orderId: '12' } }), { locale })
  // @ts-expect-error: a courier address needs the street and the house
  void authFetch((api) => api.company['user-courier-address'].$post({ json: { apartment: '4' } }), { locale })
}

export async function wrongAnswers() {
  const order = await authFetch((api) => api.order.orders[':id'].$get({ param: { id: '12' } }), { locale })
  // @ts-expect-error: an order has no `price` field (its money is `total`)
  void order.price
  const status = await apiFetch((api) => api['whoosaler-status'].$get(), { locale })
  // @ts-expect-error: the wholesale flag is a boolean
  const flag: string = status.is_whoosaler
  void flag
}
