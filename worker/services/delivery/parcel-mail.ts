import { emailTexts, fill } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { staffOrder } from '../../../db/queries/staff-order-writes'
import type { EmailMessage, EmailService } from '../email'
import { mailAboutOrder } from '../orders/order-mail'
import { orderLink } from '../orders/order-emails'

const shownDate = (day: string) => day.split('-').reverse().join('.')

/** The buyer's email that the parcel waits at the branch (`arrived`) or still does before free storage ends (`reminded`). */
export async function mailParcelWaiting(
  db: Db,
  email: EmailService,
  orderId: number,
  kind: 'arrived' | 'reminded',
  where: { branch: string; storageUntil: string },
): Promise<void> {
  const order = await staffOrder(db, orderId)
  if (!order?.email) return
  const t = emailTexts(order.locale)
  const values = { number: order.number, branch: where.branch || order.npBranch }
  const message: EmailMessage = {
    to: order.email,
    locale: order.locale,
    kind: kind === 'arrived' ? 'parcel_arrived' : 'pickup_reminder',
    // One per order and kind, as its parcel notice (written after it).
    onceKey: `parcel_notice:${order.id}:${kind}`,
    content: {
      subject: fill(kind === 'arrived' ? t.order.arrived_subject : t.order.reminder_subject, values),
      paragraphs: [
        fill(t.common.greeting, { name: order.firstName }),
        fill(kind === 'arrived' ? t.order.arrived_body : t.order.reminder_body, values),
        ...(where.storageUntil ? [fill(t.order.storage_until, { date: shownDate(where.storageUntil) })] : []),
        fill(t.order.ttn, { ttn: order.ttn }),
      ],
      action: orderLink(order.locale, order),
    },
  }
  await mailAboutOrder(db, email, order.id, message)
}

/** Staff are told that the buyer refused the parcel or it is going back, with the carrier's words. */
export async function tellStaffParcelReturning(
  db: Db,
  email: EmailService,
  orderId: number,
  carrierStatus: string,
): Promise<void> {
  const order = await staffOrder(db, orderId)
  if (!order) return
  const t = emailTexts('ua').staff
  const values = { number: order.number, ttn: order.ttn, status: carrierStatus }
  await email.notifyStaff({
    kind: 'parcel_returning',
    // One per order, as its parcel notice (written after it).
    onceKey: `parcel_notice:${order.id}:returning`,
    content: {
      subject: fill(t.parcel_returning_subject, values),
      paragraphs: [fill(t.parcel_returning_body, values)],
      action: { label: t.open_order, url: `/admin/orders/${order.id}` },
      audience: 'staff',
    },
  })
}
