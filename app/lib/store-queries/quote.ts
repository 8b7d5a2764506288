import type { OrderQuoteAnswer } from '../../contract/order'
import type { Locale } from '../../domain/locale'
import type { CheckoutDeliveryType } from '../../domain/order-form'
import { pricedFetch } from '../auth/auth-fetch'
import { asApiError } from '../query-kit'
import { keysOf } from './query'
import { readThrough, storeQuery } from './use-store-query'

/** What POST /order/quote/ prices: the cart's lines, the promo code and the delivery type. */
export type QuoteRequest = {
  cartItems: { id: number; quantity: number }[]
  promo_code: string | null
  deliveryType: CheckoutDeliveryType | null
}

/**
 * The checkout's money from the server, priced for the caller (a partner's token gets wholesale
 * figures), keyed by the request's JSON. An answer is the cart's at that moment: none is kept for
 * a later return to the same cart, as prices and stock move meanwhile.
 */
export const quoteQuery = (locale: Locale, body: string) =>
  storeQuery({
    queryKey: [...keysOf('orders').all, 'quote', body, locale],
    queryFn: ({ signal }) =>
      asApiError(
        pricedFetch((api) => api.order.quote.$post({ json: JSON.parse(body) as QuoteRequest }, { init: { signal } }), {
          locale,
        }),
      ),
    gcTime: 0,
  })

/**
 * The quote of `body`, asked through the query layer (an aborted signal cancels it). Its own chunk,
 * fetched on the checkout's first ask: the checkout and the cart panel on every page carry none of
 * Query in their first load.
 */
export const askQuote = (locale: Locale, body: string, signal: AbortSignal): Promise<OrderQuoteAnswer> =>
  readThrough(quoteQuery(locale, body), signal)
