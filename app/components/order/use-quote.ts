import { useEffect, useMemo, useRef, useState } from 'react'
import type { OrderQuoteAnswer } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import type { CheckoutDeliveryType } from '../../domain/order-form'
import { ApiError } from '../../lib/api-client'
import { pricedFetch } from '../../lib/auth/auth-fetch'
import { type WholesaleNotice, wholesaleNoticeOf } from '../../domain/wholesale-rules'
import { adoptQuotedPrices, adoptRefusedPacks } from '../../lib/cart-storage'

/** Lets quick quantity clicks settle before the server is asked. */
const QUOTE_DELAY_MS = 200

export type QuoteProblem = 'promo_refused' | 'cart_changed' | 'wholesale' | 'failed'

export interface QuoteState {
  /** The server's figures for the cart as it is now; null until the first answer. */
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
 * The checkout's money, all of it from POST /order/quote/ (the browser computes none): asked again
 * whenever the cart's lines, the promo code or the delivery change.
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
  const request = useMemo(
    () => ({
      cartItems: cart.map((l) => ({ id: l.id, quantity: l.quantity })),
      promo_code: promoCode,
      deliveryType: deliveryType || null,
    }),
    [cart, promoCode, deliveryType],
  )
  // What the answer belongs to: an answer to an older request is not shown as the current one.
  const body = useMemo(() => JSON.stringify(request), [request])
  const [answer, setAnswer] = useState<{
    body: string
    quote: OrderQuoteAnswer | null
    problem: QuoteProblem | null
    wholesale?: WholesaleNotice | null
  } | null>(null)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (cart.length === 0) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      pricedFetch((api) => api.order.quote.$post({ json: request }, { init: { signal: controller.signal } }), {
        locale,
      })
        .then((quote) => {
          setAnswer({ body, quote, problem: null })
          adoptQuotedPrices(quote.lines)
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          const problem = problemOf(error)
          const wholesale = error instanceof ApiError ? wholesaleNoticeOf(error.fields) : null
          if (wholesale) adoptRefusedPacks(wholesale.packs)
          setAnswer((previous) => ({ body, quote: previous?.quote ?? null, problem, wholesale }))
          if (problem === 'promo_refused') promoRefused.current()
        })
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [body, request, locale, round, cart.length])

  return {
    quote: answer?.quote ?? null,
    // A refused cart's older figures are not this cart's: shown as waiting, never as its own.
    pending: answer?.body !== body || answer.quote === null || answer.problem === 'wholesale',
    problem: answer?.body === body ? answer.problem : null,
    wholesale: answer?.body === body ? (answer.wholesale ?? null) : null,
    refresh: () => setRound((r) => r + 1),
  }
}

function problemOf(error: unknown): QuoteProblem {
  if (!(error instanceof ApiError) || !error.fields) return 'failed'
  if (wholesaleNoticeOf(error.fields)) return 'wholesale'
  if (error.fields.promo_code) return 'promo_refused'
  if (Object.keys(error.fields).some((k) => k.startsWith('cartItems'))) return 'cart_changed'
  return 'failed'
}
