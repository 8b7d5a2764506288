import type { Order, OrderCreateRequest } from '../../../app/contract/order'
import { deliveryCharge } from '../../../app/domain/delivery-cost'
import type { Locale } from '../../../app/domain/locale'
import { variantPart } from '../../../app/domain/order-line-name'
import type { OrderStatus, PaymentType } from '../../../app/domain/order-status'
import { emailTexts, fill } from '../../../app/i18n/email'
import { resources } from '../../../app/i18n/resources'
import { formatMoney } from '../../../app/domain/money'
import { buyerStatus } from '../../../app/domain/order-view'
import { invoiceNumber } from '../../../app/domain/invoice'
import { kyivDate } from '../../../app/domain/kyiv-time'
import type { PaymentSummary } from '../../../app/domain/payment-state'
import type { EmailContent, EmailMessage } from '../email'

export function orderStatusText(locale: Locale, status: OrderStatus, payType?: PaymentType): string {
  return emailTexts(locale).statuses[buyerStatus(status, payType)]
}

export const money = (locale: Locale, uah: number) =>
  formatMoney(locale, uah, resources[locale].translation.cart.currency)

/** How the buyer reached the order: their account, and how it is paid. */
export interface OrderWhereabouts {
  reference: string
  userId?: number | null
  payType?: PaymentType
  /** The payment apart from the status, when the sender knows it (app/domain/payment-state.ts). */
  payment?: PaymentSummary
}

/**
 * "Payment: paid.", for a partial refund how much went back ("Payment: partly refunded, 100 of 999
 * refunded."), and for cash on delivery after its prepayment what the carrier still collects.
 */
export function paymentLine(locale: Locale, payment: PaymentSummary | undefined): string[] {
  if (!payment) return []
  const t = emailTexts(locale).order
  const state = t.payment_states[payment.state].toLocaleLowerCase(locale === 'ua' ? 'uk' : 'en')
  if (payment.dueOnDeliveryUah > 0)
    return [
      fill(t.payment_prepaid_line, {
        paid: money(locale, payment.paidUah),
        due: money(locale, payment.dueOnDeliveryUah),
      }),
    ]
  return [
    payment.state === 'partly_refunded'
      ? fill(t.payment_refunded_line, {
          state,
          refunded: money(locale, payment.refundedUah),
          paid: money(locale, payment.paidUah),
        })
      : fill(t.payment_line, { state }),
  ]
}

/**
 * Where a buyer sees an order: an account's order list; a guest's card order, its payment page (by
 * the order's unguessable reference). A guest's cash order has no page of its own to link to.
 */
export function orderLink(locale: Locale, order: OrderWhereabouts): EmailContent['action'] {
  const t = emailTexts(locale).order
  if (order.userId) return { label: t.view_orders, url: '/profile?section=orders' }
  if (order.payType === 'card' || order.payType === 'prepayment')
    return { label: t.view_order, url: `/check-payment/${encodeURIComponent(order.reference)}` }
  return undefined
}

/** A card payment that failed or is still due: the order's page offers to pay again. */
const PAY_AGAIN: readonly OrderStatus[] = ['created', 'payed_error']

/** The email a customer gets when their order moves to another status (staff, the provider or a lapsed hold). */
export function orderStatusEmail(
  order: OrderWhereabouts & { number: string; firstName: string; email: string; locale: Locale },
  status: OrderStatus,
  note?: string,
): EmailMessage {
  const t = emailTexts(order.locale)
  const label = orderStatusText(order.locale, status, order.payType)
  const payAgain = PAY_AGAIN.includes(status)
    ? { label: t.order.pay_again, url: `/check-payment/${encodeURIComponent(order.reference)}` }
    : undefined
  return {
    to: order.email,
    locale: order.locale,
    kind: 'order_status',
    content: {
      subject: fill(t.order.status_subject, { number: order.number, status: label }),
      paragraphs: [
        fill(t.common.greeting, { name: order.firstName }),
        fill(t.order.status_body, { number: order.number, status: label }),
        // A cancelled order's money is on its way back, not "paid".
        ...(status === 'declined' && order.payment?.state === 'paid'
          ? [fill(t.order.payment_to_return_line, { paid: money(order.locale, order.payment.paidUah) })]
          : paymentLine(order.locale, order.payment)),
        ...(note ? [note] : []),
        t.common.questions,
      ],
      action: payAgain ?? orderLink(order.locale, order),
    },
  }
}

/** A new order as the checkout placed it: the answer, who ordered and where it goes. */
export interface PlacedOrder {
  order: Order
  request: OrderCreateRequest
  locale: Locale
  /** The buyer's account, when signed in. */
  userId?: number | null
}

/** Each line names its product once, then the variant: "Clear Pro, 250 мл × 1 — 420 грн". */
export function orderLineTexts(order: Order, locale: Locale): string[] {
  const t = emailTexts(locale).order
  const preorder = resources[locale].translation.order.preorder_note
  return order.products.map((l) => {
    const variant = variantPart(l.variant.product_name, l.variant.name)
    const values = { product: l.variant.product_name, variant, quantity: l.quantity, total: money(locale, l.total) }
    return fill(variant ? t.line : t.line_single, values) + (l.preorder_quantity > 0 ? ` (${preorder})` : '')
  })
}

/** The lines, the figures, the address and the payment, in the words of the checkout. */
function orderSummary({ order, request }: PlacedOrder, locale: Locale): string[] {
  const t = resources[locale].translation.order
  const { delivery } = request
  const charge = deliveryCharge(delivery.type, order.delivery_cost, order.pay_type)
  const deliveryCost =
    charge === 'carrier' ? t.delivery_by_carrier : charge === 'free' ? t.delivery_free : money(locale, charge)
  const address =
    delivery.type === 'curier'
      ? `${t.curier}: ${delivery.street}, ${delivery.house}${delivery.apartment ? `, ${t.appartment.toLowerCase()} ${delivery.apartment}` : ''}`
      : `${t.newpost}: ${delivery.city}, ${delivery.branch}`
  return [
    orderLineTexts(order, locale).join('\n'),
    [
      `${t.goods}: ${money(locale, order.goods_total)}`,
      ...(order.promo_discount > 0 ? [`${t.promo_discount}: −${money(locale, order.promo_discount)}`] : []),
      `${t.delivery_cost}: ${deliveryCost}`,
      `${t.total}: ${money(locale, order.total)}`,
    ].join('\n'),
    address,
    `${t.payment}: ${t[`pay_${request.payType}`]}`,
  ]
}

/** A partner's invoice: its number, the sum and the day it is due (the requisites are on the invoice itself). */
function invoiceLine(order: Order, locale: Locale): string[] {
  if (order.pay_type !== 'invoice') return []
  const due = order.pay_until ? kyivDate(Date.parse(order.pay_until)).split('-').reverse().join('.') : '—'
  return [
    fill(emailTexts(locale).order.invoice_line, {
      number: invoiceNumber(order.order_number),
      total: money(locale, order.total),
      due,
    }),
  ]
}

/** What the buyer gets when the order is placed, in the order's language: a card order links to its payment, an account's to its orders. */
export function orderPlacedEmail(placed: PlacedOrder, to: string): EmailMessage {
  const { order, request, locale } = placed
  const t = emailTexts(locale)
  const paidByCard = request.payType === 'card' || request.payType === 'prepayment'
  return {
    to,
    locale,
    kind: 'order_placed',
    content: {
      subject: fill(t.order.placed_subject, { number: order.order_number }),
      paragraphs: [
        fill(t.common.greeting, { name: request.customer.firstName }),
        t.order.placed_body,
        fill(t.order.number_status, {
          number: order.order_number,
          status: orderStatusText(locale, order.status, order.pay_type),
        }),
        ...paymentLine(locale, {
          state: order.payment_state,
          paidUah: order.paid,
          refundedUah: order.refunded_total,
          dueOnDeliveryUah: order.due_on_delivery,
        }),
        ...invoiceLine(order, locale),
        ...orderSummary(placed, locale),
      ],
      action:
        order.pay_type === 'invoice'
          ? { label: t.order.open_invoice, url: `/invoice/${order.id}` }
          : paidByCard
            ? { label: t.order.check_payment, url: `/check-payment/${encodeURIComponent(order.reference)}` }
            : orderLink(locale, { reference: order.reference, userId: placed.userId, payType: request.payType }),
    },
  }
}

/** The staff's notice of a new order, with the buyer's contacts and a link to the order in the back office. */
export function newOrderStaffNotice(placed: PlacedOrder, locale: Locale = 'ua'): Omit<EmailMessage, 'to' | 'locale'> {
  const { order, request } = placed
  const { customer } = request
  const t = emailTexts(locale).staff
  const name = [customer.lastName, customer.firstName, customer.fatherName].filter(Boolean).join(' ')
  return {
    kind: 'order_new',
    content: {
      subject: fill(t.new_order_subject, { number: order.order_number, total: money(locale, order.total) }),
      paragraphs: [
        order.is_wholesale ? fill(t.wholesale_buyer, { name }) : name,
        [customer.phone, customer.email].filter(Boolean).join(' · '),
        ...orderSummary(placed, locale),
      ],
      action: { label: t.open_order, url: `/admin/orders/${order.id}` },
      audience: 'staff',
    },
  }
}
