import type { MessageEvent } from '../../../app/domain/messages'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { MessageOrder } from '../../../db/queries/messages'

/** "2026-12-04" → "04.12.2026", as both languages write a date in Ukraine. */
const shownDate = (day: string) => day.split('-').reverse().join('.')

/** A message's words in the buyer's language: short (a Cyrillic SMS part is 70 characters), no links. */
export function messageText(event: MessageEvent, order: MessageOrder): string {
  const t = emailTexts(order.locale).sms
  // Cash on delivery's prepayment is not the order paid: the rest is collected at the branch.
  const words = event === 'order_paid' && order.payType === 'prepayment' ? t.prepayment_paid : t[event]
  const text = fill(words, { number: order.number, ttn: order.ttn, branch: order.branch })
  const withDeadline = event === 'parcel_arrived' || event === 'pickup_reminder'
  return withDeadline && order.storageUntil
    ? `${text} ${fill(t.storage_until, { date: shownDate(order.storageUntil) })}`
    : text
}
