import { preorderQuantity, stockFor, type VariantStock } from './availability'
import { deliveryCharge } from './delivery-cost'
import type { DeliveryType } from './order-status'
import { orderTotals, type TotalsPromo } from './order-totals'
import { effectivePrice, regularPrice, type VariantPrices } from './price'
import { promoBasePrice, promoEffect, type PromoEffect } from './promo'

/** A variant as the quote needs it: its prices, stock and brand (the promo applies per brand). */
export interface QuoteVariant extends VariantPrices, VariantStock {
  id: number
  code: string
  brandId: number
}

export interface QuoteLine {
  variantId: number
  code: string
  quantity: number
  /** The buyer's own list price (a partner's wholesale price), struck through when higher than what is paid. */
  regularUah: number
  /** The unit price before the promo. */
  currentUah: number
  /** The unit price charged, after the promo. */
  unitPriceUah: number
  promoDiscountUah: number
  totalUah: number
  /** Units stock does not cover now: ordered in advance. */
  preorderQuantity: number
  /** Units the buyer could have from stock now (the cart explains a pre-order with it). */
  inStock: number
}

export interface OrderQuote {
  isWholesale: boolean
  lines: QuoteLine[]
  goodsTotalUah: number
  promoDiscountUah: number
  /** What the promo did to this cart (null without one): only 'applied' uses the code up. */
  promoEffect: PromoEffect | null
  deliveryCostUah: number
  /** How the summary states delivery: 'carrier' (Nova Poshta bills), 'free', the cost, or null before a choice. */
  delivery: ReturnType<typeof deliveryCharge> | null
  totalUah: number
  /** Changes whenever anything the buyer was shown changes: a price, a pre-order quantity, the promo's effect, delivery or the total. */
  fingerprint: string
}

/**
 * The one quote of a checkout, priced for the buyer the server decided: the order page shows it, and
 * the order written from that page must match its fingerprint, so a change between the two is shown
 * to the buyer instead of charged silently.
 */
export function quoteOrder(
  lines: readonly { variant: QuoteVariant; quantity: number }[],
  promo: TotalsPromo<number> | null,
  deliveryType: DeliveryType | null,
  isWholesale: boolean,
): OrderQuote {
  const priced = lines.map(({ variant, quantity }) => ({
    variant,
    quantity,
    regularUah: regularPrice(variant, isWholesale),
    currentUah: effectivePrice(variant, isWholesale),
  }))
  const totals = orderTotals(
    priced.map((l) => ({
      brand: l.variant.brandId,
      promoBaseUah: promoBasePrice(l.variant),
      currentUah: l.currentUah,
      quantity: l.quantity,
    })),
    promo,
    deliveryType,
  )
  const quoteLines = priced.map((l, i): QuoteLine => ({
    variantId: l.variant.id,
    code: l.variant.code,
    quantity: l.quantity,
    regularUah: l.regularUah,
    currentUah: l.currentUah,
    unitPriceUah: totals.lines[i]!.unitPriceUah,
    promoDiscountUah: totals.lines[i]!.promoDiscountUah,
    totalUah: totals.lines[i]!.totalUah,
    preorderQuantity: preorderQuantity(l.quantity, l.variant, isWholesale),
    inStock: stockFor(l.variant, isWholesale),
  }))
  const quote = {
    isWholesale,
    lines: quoteLines,
    goodsTotalUah: totals.goodsTotalUah,
    promoDiscountUah: totals.promoDiscountUah,
    promoEffect: promo
      ? promoEffect(
          priced.map((l, i) => ({ brand: l.variant.brandId, promoDiscountUah: totals.lines[i]!.promoDiscountUah })),
          promo.brand,
          isWholesale,
        )
      : null,
    deliveryCostUah: totals.deliveryCostUah,
    delivery: deliveryType ? deliveryCharge(deliveryType, totals.deliveryCostUah) : null,
    totalUah: totals.totalUah,
  }
  return { ...quote, fingerprint: fingerprintOf(quote) }
}

/** FNV-1a over the figures the buyer sees: not a secret (the server recomputes everything), only a change detector. */
function fingerprintOf(quote: Omit<OrderQuote, 'fingerprint'>): string {
  const text = [
    quote.isWholesale ? 'w' : 'r',
    quote.goodsTotalUah,
    quote.promoDiscountUah,
    quote.deliveryCostUah,
    quote.totalUah,
    ...quote.lines.map((l) => `${l.variantId}:${l.quantity}:${l.currentUah}:${l.unitPriceUah}:${l.preorderQuantity}`),
  ].join('|')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`
}
