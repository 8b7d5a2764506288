import type { Order, OrderCreateRequest } from '../../../app/contract/order'
import { deliveryCharge } from '../../../app/domain/delivery-cost'
import type { Locale } from '../../../app/domain/locale'
import type { OrderStatus } from '../../../app/domain/order-status'
import { resources } from '../../../app/i18n/resources'
import { formatMoney } from '../../../app/domain/money'
import { composeEmail } from '../email/compose'
import type { OutgoingEmail } from '../email'

/** Spec §4 status labels as a customer reads them inside a sentence (app/i18n order.statuses_in_sentence). */
export function orderStatusText(locale: Locale, status: OrderStatus): string {
  return resources[locale].translation.order.statuses_in_sentence[status]
}

/** The email a customer gets when staff move their order to another status. */
export function orderStatusEmail(order: { number: string; firstName: string; email: string; locale: Locale }, status: OrderStatus, note?: string): OutgoingEmail {
  const ua = order.locale === 'ua'
  const label = orderStatusText(order.locale, status)
  return {
    to: order.email,
    locale: order.locale,
    kind: 'order_status',
    ...composeEmail({
      subject: ua ? `Замовлення № ${order.number}: ${label}` : `Order No. ${order.number}: ${label}`,
      paragraphs: [
        ua ? `Вітаємо, ${order.firstName}!` : `Hello ${order.firstName},`,
        ua ? `Ваше замовлення № ${order.number} тепер: ${label}.` : `Your order No. ${order.number} is now: ${label}.`,
        ...(note ? [note] : []),
        ua ? 'Якщо маєте запитання, відповімо протягом 20 хвилин у робочий час.' : 'If you have any questions, we reply within 20 minutes during working hours.',
      ],
      signature: ua ? 'Команда Beauty Pro' : 'The Beauty Pro team',
    }),
  }
}

/** A new order as the checkout placed it: the answer, who ordered and where it goes. */
export interface PlacedOrder {
  order: Order
  request: OrderCreateRequest
  locale: Locale
}

const money = (locale: Locale, uah: number) => formatMoney(locale, uah, resources[locale].translation.cart.currency)

/** The lines, the figures, the address and the payment, in the words of the checkout. */
function orderSummary({ order, request }: PlacedOrder, locale: Locale): string[] {
  const t = resources[locale].translation.order
  const { delivery } = request
  const lines = order.products.map(
    (l) => `${l.variant.product_name}, ${l.variant.name} × ${l.quantity} — ${money(locale, l.total)}${l.preorder_quantity > 0 ? ` (${t.preorder_note})` : ''}`,
  )
  const charge = deliveryCharge(delivery.type, order.delivery_cost)
  const deliveryCost = charge === 'carrier' ? t.delivery_by_carrier : charge === 'free' ? t.delivery_free : money(locale, charge)
  const address =
    delivery.type === 'curier'
      ? `${t.curier}: ${delivery.street}, ${delivery.house}${delivery.apartment ? `, ${t.appartment.toLowerCase()} ${delivery.apartment}` : ''}`
      : `${t.newpost}: ${delivery.city}, ${delivery.branch}`
  return [
    ...lines,
    `${t.goods}: ${money(locale, order.goods_total)}`,
    ...(order.promo_discount > 0 ? [`${t.promo_discount}: −${money(locale, order.promo_discount)}`] : []),
    `${t.delivery_cost}: ${deliveryCost}`,
    `${t.total}: ${money(locale, order.total)}`,
    address,
    `${t.payment}: ${t[`pay_${request.payType}`]}`,
  ]
}

/** What the buyer gets when the order is placed, in the order's language; a card order links to its payment status. */
export function orderPlacedEmail(placed: PlacedOrder, to: string, siteUrl: string): OutgoingEmail {
  const { order, request, locale } = placed
  const ua = locale === 'ua'
  const t = resources[locale].translation
  const paidByCard = request.payType === 'card' || request.payType === 'prepayment'
  return {
    to,
    locale,
    kind: 'order_placed',
    ...composeEmail({
      subject: ua ? `Замовлення № ${order.order_number} прийнято` : `Order No. ${order.order_number} received`,
      paragraphs: [
        ua ? `Вітаємо, ${request.customer.firstName}!` : `Hello ${request.customer.firstName},`,
        `${t.order.success_title} ${t.order.success_text}`,
        `${t.order.success_number.replace('{{number}}', order.order_number)}. ${t.order.status}: ${orderStatusText(locale, order.status)}.`,
        ...orderSummary(placed, locale),
      ],
      action: paidByCard ? { label: t.payment.check_payment, url: new URL(`/check-payment/${order.reference}`, siteUrl).href } : undefined,
      signature: ua ? 'Команда Beauty Pro' : 'The Beauty Pro team',
    }),
  }
}

/** The staff's notice of a new order (in Ukrainian), with the buyer's contacts and a link to the order in the back office. */
export function newOrderStaffNotice(placed: PlacedOrder, siteUrl: string): Omit<OutgoingEmail, 'to' | 'locale'> {
  const { order, request } = placed
  const { customer } = request
  return {
    kind: 'order_new',
    ...composeEmail({
      subject: `Нове замовлення № ${order.order_number}: ${money('ua', order.total)}`,
      paragraphs: [
        [customer.lastName, customer.firstName, customer.fatherName].filter(Boolean).join(' ') + (order.is_wholesale ? ' (оптовий покупець)' : ''),
        [customer.phone, customer.email].filter(Boolean).join(' · '),
        ...orderSummary(placed, 'ua'),
      ],
      action: { label: 'Відкрити замовлення', url: new URL(`/admin/orders/${order.id}`, siteUrl).href },
      signature: 'Beauty Pro',
    }),
  }
}
