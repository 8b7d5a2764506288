import type { QuickOrderLineAnswer } from '../contract/quick-order'
import type { CartItem } from '../domain/cart'
import type { Locale } from '../domain/locale'
import type { QuickOrderLine } from '../domain/quick-order'
import { authFetch } from './auth/auth-fetch'

type FoundLine = Extract<QuickOrderLineAnswer, { found: true }>

/** A line the server priced (and named in `locale`), as the stored cart keeps it (the cart reprices again before checkout). */
export function cartItemOfPriced(line: Omit<FoundLine, 'row' | 'found'>, locale: Locale): CartItem {
  return {
    id: line.id,
    code: line.code,
    name: line.name,
    brand: line.brand,
    price: line.regular_price,
    discount_price: line.price < line.regular_price ? line.price : 0,
    quantity: line.quantity,
    image: line.image,
    url: line.url,
    promo_discount: 0,
    pack: line.pack_size,
    lang: locale,
  }
}

/** POST /quick-order/price with the partner's token: each line found and priced, or unknown by its row. */
export const priceLines = (lines: QuickOrderLine[], locale: Locale) =>
  authFetch((api) => api['quick-order'].price.$post({ json: { lines } }), { locale })

/** POST /quick-order/sheet: the uploaded CSV or XLSX read into lines by the server. */
export const readSheet = (file: File, locale: Locale) =>
  authFetch((api) => api['quick-order'].sheet.$post({ form: { file } }), { locale })

/** GET /order/orders/{id}/reorder: the buyer's earlier order priced for today, each line's change named. */
export const reorderOf = (id: number, locale: Locale) =>
  authFetch((api) => api.order.orders[':id'].reorder.$get({ param: { id: String(id) } }), { locale })
