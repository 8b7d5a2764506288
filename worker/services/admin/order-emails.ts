import type { Locale } from '../../../app/domain/locale'
import type { OrderStatus } from '../../../app/domain/order-status'
import { composeEmail } from '../email/compose'
import type { OutgoingEmail } from '../email'

/** Spec §4 status labels, as a customer reads them. */
const STATUS_TEXT: Record<Locale, Record<OrderStatus, string>> = {
  ua: {
    new: 'нове',
    created: 'очікує оплати',
    payed: 'оплачене',
    payed_check: 'оплата перевіряється',
    payed_error: 'помилка оплати',
    prepered: 'зібране й чекає на відправлення',
    at_delivry: 'передане службі доставки',
    delivring: 'доставляється',
    delivred: 'доставлене',
    declined: 'скасоване',
  },
  en: {
    new: 'new',
    created: 'awaiting payment',
    payed: 'paid',
    payed_check: 'payment being verified',
    payed_error: 'payment failed',
    prepered: 'packed and awaiting dispatch',
    at_delivry: 'handed to the carrier',
    delivring: 'on its way',
    delivred: 'delivered',
    declined: 'cancelled',
  },
}

export function orderStatusText(locale: Locale, status: OrderStatus): string {
  return STATUS_TEXT[locale][status]
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
