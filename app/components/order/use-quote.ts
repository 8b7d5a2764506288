import { useEffect, useMemo, useRef, useState } from 'react'
import type { OrderQuoteAnswer } from '../../contract/order'
import type { CartItem } from '../../domain/cart'
import type { Locale } from '../../domain/locale'
import type { CheckoutDeliveryType } from '../../domain/order-form'
import { ApiError } from '../../lib/api-client'
import type { QuoteRequest } from '../../lib/store-queries/quote'
import { useSettled } from '../../lib/use-settled'
import { type WholesaleNotice, wholesaleNoticeOf } from '../../domain/wholesale-rules'
import { adoptQuotedPrices, adoptRefusedPacks } from '../../lib/quoted-cart'

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
  /** The cart's lines the catalogue no longer has (their places in the cart), for the page to name. */
  goneLines: number[]
  /** Asks again (after the server refused an order because the figures changed). */
  refresh: () => void
}

type Answer = { body: string; quote: OrderQuoteAnswer | null; error: ApiError | null }

/**
 * The checkout's money, all of it from POST /order/quote/ (the browser computes none), asked through
 * the query layer whenever the cart's lines, the promo code or the delivery change: at once for the
 * first cart, then once quick changes have settled.
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
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (asked === null) return
    const controller = new AbortController()
    import('../../lib/store-queries/quote')
      .then(({ askQuote }) => askQuote(locale, asked, controller.signal))
      .then((quote) => {
        setAnswer({ body: asked, quote, error: null })
        adoptQuotedPrices(quote.lines, quote.is_wholesale, locale)
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return
        const error = caught instanceof ApiError ? caught : new ApiError(0, 'unknown', String(caught))
        const wholesale = wholesaleNoticeOf(error.fields)
        if (wholesale) adoptRefusedPacks(wholesale.packs)
        setAnswer((previous) => ({ body: asked, quote: previous?.quote ?? null, error }))
        if (problemOf(error) === 'promo_refused') promoRefused.current()
      })
    return () => controller.abort()
  }, [asked, locale, round])

  const current = answer !== null && answer.body === body
  const problem = current && answer.error ? problemOf(answer.error) : null
  return {
    // A partner's cart refused for its minimum or packs has no figures: the reason stands alone.
    quote: problem === 'wholesale' ? null : (answer?.quote ?? null),
    // Older figures, or a refused cart's, are not this cart's: shown as waiting, never as its own.
    pending: !current || answer.error !== null || answer.quote === null,
    problem,
    wholesale: current && answer.error ? wholesaleNoticeOf(answer.error.fields) : null,
    goneLines: current && answer.error ? goneLinesOf(answer.error) : [],
    refresh: () => setRound((r) => r + 1),
  }
}

/** The server names a line it no longer sells by its place: `cartItems.<i>.id`. */
function goneLinesOf(error: ApiError): number[] {
  return Object.keys(error.fields ?? {}).flatMap((key) => {
    const gone = /^cartItems\.(\d+)\.id$/.exec(key)
    return gone ? [Number(gone[1])] : []
  })
}

function problemOf(error: ApiError): QuoteProblem {
  if (!error.fields) return 'failed'
  if (wholesaleNoticeOf(error.fields)) return 'wholesale'
  if (error.fields.promo_code) return 'promo_refused'
  if (Object.keys(error.fields).some((k) => k.startsWith('cartItems'))) return 'cart_changed'
  return 'failed'
}
