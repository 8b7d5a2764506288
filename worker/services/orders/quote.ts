import type { OrderQuoteAnswer, OrderQuoteRequest } from '../../../app/contract/order'
import { AppError } from '../../../app/domain/app-error'
import { cartLineName } from '../../../app/domain/cart'
import { type OrderQuote, quoteOrder } from '../../../app/domain/order-quote'
import type { DeliveryType } from '../../../app/domain/order-status'
import type { CheckoutPaymentType } from '../../../app/domain/order-form'
import { type Locale, localized } from '../../../app/domain/locale'
import { partnerPrices } from '../../../app/domain/partner-tier'
import { normalisePromoCode } from '../../../app/domain/promo'
import type { Viewer } from '../../../app/domain/viewer'
import { packOf, type WholesaleRules, wholesaleRefusal } from '../../../app/domain/wholesale-rules'
import type { Db } from '../../../db/client'
import { orderInputs, type PricingVariantRow, type PromoRow } from '../../../db/queries/order-inputs'
import { wholesaleRules } from '../admin/wholesale-settings'
import { usablePromo } from './promo'

/** A line's name as the cart writes it on adding (app/lib/cart-storage.ts): the product, then its size. */
const quotedLineName = (v: PricingVariantRow, locale: Locale) =>
  cartLineName(localized(locale, v.productNameUa, v.productNameEn), localized(locale, v.valueUa, v.valueEn))

/** The variants of the cart's lines, in order; a 400 naming each line whose variant is unknown or off sale. */
export function variantsOrRefuse(
  lines: readonly { variantId: number }[],
  rows: PricingVariantRow[],
): PricingVariantRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const fields: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    if (!byId.has(line.variantId)) fields[`cartItems.${i}.id`] = ['No such product']
  })
  if (Object.keys(fields).length > 0) throw new AppError('invalid_data', 'Unknown products in the cart', fields)
  return lines.map((line) => byId.get(line.variantId)!)
}

/** The quote of a cart for a buyer, from the rows the database gave and a usable promo (or none). */
export function quoteOf(
  lines: readonly { variantId: number; quantity: number }[],
  variants: PricingVariantRow[],
  promo: PromoRow | null,
  deliveryType: DeliveryType | null,
  viewer: Viewer,
): OrderQuote {
  return quoteOrder(
    variants.map((variant, i) => ({
      variant: partnerPrices(variant, variant.brandId, viewer),
      quantity: lines[i]!.quantity,
    })),
    promo ? { brand: promo.brandId, kind: promo.kind, amount: promo.amount } : null,
    deliveryType,
    viewer.isWholesaler,
  )
}

/**
 * A partner's order below the minimum or with a line off its pack is refused (400) naming each
 * problem, before anything is written; a retail buyer is held to neither.
 */
export function refuseOffWholesaleRules(quote: OrderQuote, variants: PricingVariantRow[], rules: WholesaleRules): void {
  const fields = wholesaleRefusal(
    quote.lines.map((l, i) => ({ quantity: l.quantity, packSize: variants[i]!.packSize })),
    quote.goodsTotalUah,
    rules,
    quote.isWholesale,
  )
  if (fields) throw new AppError('invalid_data', 'The order does not keep the wholesale minimum or packs', fields)
}

/**
 * POST /order/quote/: what the checkout shows, priced by the server for the caller (wholesale only for
 * an approved wholesaler's token). An unknown line or an unusable promo is a 400 naming it, as the order would be.
 */
export async function quoteCart(
  db: Db,
  request: OrderQuoteRequest,
  viewer: Viewer,
  paymentsOffered: CheckoutPaymentType[],
  locale: Locale,
): Promise<Omit<OrderQuoteAnswer, 'messages_offered'>> {
  const promoCode = request.promoCode ? normalisePromoCode(request.promoCode) : null
  const inputs = await orderInputs(db, {
    variantIds: request.lines.map((l) => l.variantId),
    promoCode,
    idempotencyKey: null,
  })
  const promo = promoCode ? usablePromo(inputs.promo, 'promo_code') : null
  const variants = variantsOrRefuse(request.lines, inputs.variants)
  const quote = quoteOf(request.lines, variants, promo, request.deliveryType, viewer)
  const rules = viewer.isWholesaler ? await wholesaleRules(db) : null
  if (rules) refuseOffWholesaleRules(quote, variants, rules)
  return toQuoteDto(quote, promo, paymentsOffered, variants, rules, locale)
}

export function toQuoteDto(
  quote: OrderQuote,
  promo: PromoRow | null,
  paymentsOffered: CheckoutPaymentType[],
  variants: readonly PricingVariantRow[],
  rules: WholesaleRules | null,
  locale: Locale,
): Omit<OrderQuoteAnswer, 'messages_offered'> {
  return {
    is_wholesale: quote.isWholesale,
    lines: quote.lines.map((l, i) => ({
      id: l.variantId,
      code: l.code,
      name: quotedLineName(variants[i]!, locale),
      quantity: l.quantity,
      regular_price: l.regularUah,
      price: l.currentUah,
      unit_price: l.unitPriceUah,
      promo_discount: l.promoDiscountUah,
      total: l.totalUah,
      preorder_quantity: l.preorderQuantity,
      in_stock: l.inStock,
      pack_size: quote.isWholesale ? packOf(variants[i]!.packSize) : 1,
    })),
    goods_total: quote.goodsTotalUah,
    minimum_total: quote.isWholesale && rules ? rules.minimumTotalUah : 0,
    promo_code: promo?.code ?? null,
    promo_discount: quote.promoDiscountUah,
    promo_effect: quote.promoEffect,
    delivery_cost: quote.deliveryCostUah,
    delivery: quote.delivery === null ? null : typeof quote.delivery === 'number' ? 'paid' : quote.delivery,
    total: quote.totalUah,
    fingerprint: quote.fingerprint,
    payments_offered: paymentsOffered,
  }
}
