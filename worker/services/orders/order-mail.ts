import type { Locale } from '../../../app/domain/locale'
import type { OrderStatus } from '../../../app/domain/order-status'
import type { Db } from '../../../db/client'
import { recordOrderEvent } from '../../../db/queries/order-events'
import type { EmailService, OutgoingEmail } from '../email'
import { composeEmail } from '../email/compose'
import { orderStatusEmail } from './order-emails'

/** Sends an email about an order and puts it on the order's timeline (kind and subject; the text stays in the outbox). */
export async function mailAboutOrder(db: Db, email: EmailService, orderId: number, message: OutgoingEmail): Promise<void> {
  await email.send(message)
  await recordOrderEvent(db, { orderId, kind: 'email', note: `${message.kind} → ${message.to}: ${message.subject}` })
}

export interface OrderAddressee {
  id: number
  number: string
  firstName: string
  /** The order's email, else its account's; nobody is told when both are empty. */
  email: string
  locale: Locale
  ttn?: string
}

/** The status email, with the waybill number once there is one and staff's note when they meant it for the buyer. */
export async function mailStatus(db: Db, email: EmailService, order: OrderAddressee, status: OrderStatus, note?: string): Promise<void> {
  if (!order.email) return
  const ttn = order.ttn ? (order.locale === 'ua' ? `Номер накладної (ТТН): ${order.ttn}` : `Waybill number (TTN): ${order.ttn}`) : ''
  const notes = [note, ttn].filter(Boolean).join('\n\n')
  await mailAboutOrder(db, email, order.id, orderStatusEmail(order, status, notes || undefined))
}

/** The buyer's notice of money sent back to their card. */
export async function mailRefund(db: Db, email: EmailService, order: OrderAddressee, amountUah: number): Promise<void> {
  if (!order.email) return
  const ua = order.locale === 'ua'
  const message: OutgoingEmail = {
    to: order.email,
    locale: order.locale,
    kind: 'order_refund',
    ...composeEmail({
      subject: ua ? `Замовлення № ${order.number}: повернення ${amountUah} грн` : `Order No. ${order.number}: refund of ${amountUah} UAH`,
      paragraphs: [
        ua ? `Вітаємо, ${order.firstName}!` : `Hello ${order.firstName},`,
        ua
          ? `Ми повернули ${amountUah} грн за замовлення № ${order.number} на картку, якою його оплачено. Банк зараховує повернення до кількох робочих днів.`
          : `We have refunded ${amountUah} UAH for order No. ${order.number} to the card it was paid with. Banks take up to a few working days to credit it.`,
      ],
      signature: ua ? 'Команда Beauty Pro' : 'The Beauty Pro team',
    }),
  }
  await mailAboutOrder(db, email, order.id, message)
}

/** The buyer's notice that an unpaid card order was cancelled when its payment time ran out. */
export async function mailHoldLapsed(db: Db, email: EmailService, order: OrderAddressee, holdMinutes: number): Promise<void> {
  const note =
    order.locale === 'ua'
      ? `Замовлення не було оплачене протягом ${holdMinutes} хв, тому ми його скасували й повернули товари в продаж. Ви можете оформити його знову.`
      : `The order was not paid within ${holdMinutes} minutes, so we cancelled it and put its goods back on sale. You are welcome to place it again.`
  await mailStatus(db, email, order, 'declined', note)
}
