import type { Locale } from '../../../app/domain/locale'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { recordOrderEvent } from '../../../db/queries/order-events'
import type { RefundRest } from '../../../db/queries/refund-jobs'
import type { EmailMessage, EmailService } from '../email'
import { money, orderLink, orderStatusEmail, type OrderWhereabouts, paymentLine } from './order-emails'

/**
 * Sends an email about an order and puts it on the order's timeline (kind and subject; the text stays
 * in the outbox). An email sent once before under its `onceKey` is neither written nor put there again.
 */
export async function mailAboutOrder(
  db: Db,
  email: EmailService,
  orderId: number,
  message: EmailMessage,
): Promise<void> {
  const sent = await email.send(message)
  if (!sent.written) return
  await recordOrderEvent(db, { orderId, kind: 'email', note: `${sent.kind} → ${sent.to}: ${sent.subject}` })
}

export interface OrderAddressee extends OrderWhereabouts {
  id: number
  number: string
  firstName: string
  /** The order's email, else its account's; nobody is told when both are empty. */
  email: string
  locale: Locale
  ttn?: string
}

/**
 * The buyer's notice of money sent back to their card (or, for an invoice, their bank account), and
 * for returned goods of a cash-on-delivery order, how the rest came back (handed over or transferred).
 */
export function refundEmail(order: OrderAddressee, amountUah: number, rest?: RefundRest): EmailMessage {
  const t = emailTexts(order.locale)
  const values = { number: order.number, amount: money(order.locale, amountUah) }
  return {
    to: order.email,
    locale: order.locale,
    kind: 'order_refund',
    content: {
      subject: fill(t.order.refund_subject, values),
      paragraphs: [
        fill(t.common.greeting, { name: order.firstName }),
        // An invoice was paid by bank transfer and is refunded the same way; every other refund goes to the card.
        fill(order.payType === 'invoice' ? t.order.refund_transfer_body : t.order.refund_body, values),
        ...(rest
          ? [
              fill(rest.by === 'transfer' ? t.order.refund_rest_transfer : t.order.refund_rest_cash, {
                amount: money(order.locale, rest.amountUah),
              }),
            ]
          : []),
        ...paymentLine(order.locale, order.payment),
      ],
      // Only a card payment is refunded.
      action: orderLink(order.locale, { ...order, payType: order.payType ?? 'card' }),
    },
  }
}

export async function mailRefund(
  db: Db,
  email: EmailService,
  order: OrderAddressee,
  amountUah: number,
  rest?: RefundRest,
): Promise<void> {
  if (!order.email) return
  await mailAboutOrder(db, email, order.id, refundEmail(order, amountUah, rest))
}

/** The buyer's notice that an unpaid card order was cancelled when its payment time ran out; its page offers to place it again. */
export function holdLapsedEmail(order: OrderAddressee, holdMinutes: number): EmailMessage {
  const note = fill(emailTexts(order.locale).order.lapsed, { minutes: holdMinutes })
  // Only card orders hold stock.
  return orderStatusEmail({ ...order, payType: order.payType ?? 'card' }, 'declined', note)
}
