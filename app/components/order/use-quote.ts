import { useEffect, useMemo, useRef, useState } from 'react'
import type { OrderQuoteAnswer } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import type { CheckoutDeliveryType } from '../../domain/order-form'
import type { ApiError } from '../../lib/api-client'
import { type QuoteRequest, quoteQuery } from '../../lib/store-queries/quote'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'
import { useSettled } from '../../lib/use-settled'
import { type WholesaleNotice, wholesaleNoticeOf } from '../../domain/wholesale-rules'
import { adoptQuotedPrices, adoptRefusedPacks } from '../../lib/cart-storage'

/** Lets quick quantity clicks settle before the server is asked. */
export const QUOTE_DELAY_MS = 200

export type QuoteProblem = 'promo_refused' | 'cart_changed' | 'wholesale' | 'failed'

export interface QuoteState {
  /** The server's figures for the cart as it is now, or the last ones while they are asked again; null until the first answer. */
  quote: OrderQuoteAnswer | null
  /** True while the shown quote is not yet the one of the current cart, promo and delivery. */
  pending: boolean
  problem: QuoteProblem | null
  /** A partner's cart below the minimum or off a pack: what the cart explains (null otherwise). */
  wholesale: WholesaleNotice | null
  /** Asks again (after the server refused an order because the figures changed). */
  refresh: () => void
}

/**
 * The checkout's money, all of it from POST /order/quote/ through the query layer (the browser
 * computes none): asked again whenever the cart's lines, the promo code or the delivery change.
 */
export function useQuote(
  cart: readonly CartItem[],
  promoCode: string | null,
  deliveryType: CheckoutDeliveryType | '',
  locale: Locale,
  onPromoRefused: () => void,
): QuoteState {
  const promoRefused = useRef(onPromoRefused)
  useEffect(() => {
    promoRefused.current = onPromoRefused
  })
  // The request as text: the same cart after a price was adopted is the same request.
  const body = useMemo(() => {
    if (cart.length === 0) return null
    const request: QuoteRequest = {
      cartItems: cart.map((l) => ({ id: l.id, quantity: l.quantity })),
      promo_code: promoCode,
      deliveryType: deliveryType || null,
    }
    return JSON.stringify(request)
  }, [cart, promoCode, deliveryType])
  const asked = useSettled(body, QUOTE_DELAY_MS)
  const view = useStoreQuery(quoteQuery(locale, asked))

  // The last figures stay on screen, marked as waiting, while the next ones are asked.
  const [shown, setShown] = useState<OrderQuoteAnswer | null>(null)
  if (view.data && view.data !== shown) setShown(view.data)

  useEffect(() => {
    if (view.data) adoptQuotedPrices(view.data.lines)
  }, [view.data])
  const problem = view.error ? problemOf(view.error) : null
  const wholesale = view.error ? wholesaleNoticeOf(view.error.fields) : null
  useEffect(() => {
    if (!view.error) return
    if (wholesale) adoptRefusedPacks(wholesale.packs)
    if (problem === 'promo_refused') promoRefused.current()
    // Once per refusal: the notice and the problem are read from this error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.error])

  const current = asked === body
  return {
    quote: view.data ?? shown,
    // A refused cart's older figures are not this cart's: shown as waiting, never as its own.
    pending: !current || view.data === undefined || view.isPending || problem === 'wholesale',
    problem: current ? problem : null,
    wholesale: current ? wholesale : null,
    refresh: () => void view.refetch(),
  }
}

function problemOf(error: ApiError): QuoteProblem {
  if (!error.fields) return 'failed'
  if (wholesaleNoticeOf(error.fields)) return 'wholesale'
  if (error.fields.promo_code) return 'promo_refused'
  if (Object.keys(error.fields).some((k) => k.startsWith('cartItems'))) return 'cart_changed'
  return 'failed'
}
