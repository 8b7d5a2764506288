import type { Order, OrderLine, OrderProducts } from '../../../app/contract/order'
import { mediaUrl } from '../media-url'
import type { OrderLineRow, OrderRow } from '../../../db/queries/order-rows'
import type { ReturnReason } from '../../../app/domain/order-returns'
import { paymentSummary } from '../../../app/domain/payment-state'
import { type Locale, localized } from '../../../app/domain/locale'

/**
 * A line's names: as stored in the order's language, or in the reader's language when it is asked
 * for and the product still exists (a Ukrainian profile does not show an English order's names).
 */
export function lineNames(line: OrderLineRow, locale?: Locale): { product: string; variant: string } {
  if (!locale || !line.names) return { product: line.productName, variant: line.variantName }
  const { productUa, productEn, valueUa, valueEn } = line.names
  return { product: localized(locale, productUa, productEn), variant: localized(locale, valueUa, valueEn) }
}

function toLineDto(line: OrderLineRow, locale?: Locale): OrderLine {
  const names = lineNames(line, locale)
  return {
    id: line.id,
    variant_id: line.variantId,
    code: line.code,
    quantity: line.quantity,
    preorder_quantity: line.preorderQuantity,
    price: line.unitPriceUah,
    total: line.totalUah,
    url: line.productSlug ? `/product/${line.productSlug}?variant=${encodeURIComponent(line.code)}` : '',
    image: mediaUrl(line.imageRef) ?? '',
    variant: {
      brand: line.brandName,
      brand_url: line.brandSlug ? `/brands/${line.brandSlug}` : '',
      name: `${names.product} ${names.variant}`.trim(),
      product_name: names.product,
    },
  }
}

function buyerPayment(order: OrderRow) {
  const summary = paymentSummary({ ...order, cashRefundedUah: order.cashRefundedUah })
  return {
    payment_state: summary.state,
    refunded_total: summary.refundedUah,
    due_on_delivery: summary.dueOnDeliveryUah,
  }
}

/**
 * Spec §3 "Order returned". It carries no personal data: a guest reads it by its reference alone. The
 * answer to the placing request alone repeats the courier address it was sent, for the buyer to check.
 */
export function toOrderDto(
  { order, lines }: { order: OrderRow; lines: OrderLineRow[] },
  locale?: Locale,
  courierAddress?: Order['courier_address'],
): Order {
  return {
    ...(courierAddress && order.deliveryType === 'curier' ? { courier_address: courierAddress } : {}),
    id: order.id,
    order_number: order.number,
    reference: order.reference,
    status: order.status,
    pay_type: order.payType,
    delivery_type: order.deliveryType,
    goods_total: order.goodsTotalUah,
    promo_discount: order.promoDiscountUah,
    promo_code: order.promoCode,
    delivery_cost: order.deliveryCostUah,
    total: order.totalUah,
    is_wholesale: order.isWholesale,
    created: new Date(order.createdAt).toISOString(),
    products: lines.map((line) => toLineDto(line, locale)),
    ttn: order.ttn,
    np_city: order.deliveryType === 'newpost' ? order.npCity : '',
    np_branch: order.deliveryType === 'newpost' ? order.npBranch : '',
    paid: order.paidUah,
    refunded: order.refundedUah,
    pay_until: order.holdUntil === null ? null : new Date(order.holdUntil).toISOString(),
    notes: order.notes.map((n) => ({ at: new Date(n.at).toISOString(), text: n.text })),
    ...buyerPayment(order),
    returns: order.returns.map((r) => ({
      at: new Date(r.at).toISOString(),
      reason: r.reason as ReturnReason,
      lines: r.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity })),
      value: r.valueUah,
      refunded: r.refundUah,
    })),
  }
}

export function toOrderProductsDto(
  { order, lines }: { order: OrderRow; lines: OrderLineRow[] },
  locale?: Locale,
): OrderProducts {
  return {
    id: order.id,
    order_number: order.number,
    total_sum: order.totalUah,
    delivery_cost: order.deliveryCostUah,
    products: lines.map((line) => toLineDto(line, locale)),
  }
}
