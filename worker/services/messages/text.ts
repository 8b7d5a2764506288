import { type MessageEvent, TRACKED_EVENTS } from '../../../app/domain/messages'
import { npLatinLabel, npTrackingUrl } from '../../../app/domain/nova-poshta'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { MessageOrder } from '../../../db/queries/messages'

/** "2026-12-04" → "04.12.2026", as both languages write a date in Ukraine. */
const shownDate = (day: string) => day.split('-').reverse().join('.')

/** The branch with its city; for a reader of English in Latin letters (the carrier names them in Ukrainian only). */
function placeOf(order: MessageOrder): string {
  const place = [order.city, order.branch].filter(Boolean).join(', ')
  return order.locale === 'en' ? npLatinLabel(place) : place
}

/** A message's words in the buyer's language, as the SMS carries them: short (a Cyrillic SMS part is 70 characters), no links. */
export function messageText(event: MessageEvent, order: MessageOrder): string {
  const t = emailTexts(order.locale).sms
  // Cash on delivery's prepayment is not the order paid: the rest is collected at the branch.
  const words = event === 'order_paid' && order.payType === 'prepayment' ? t.prepayment_paid : t[event]
  const text = fill(words, { number: order.number, ttn: order.ttn, branch: placeOf(order) })
  const withDeadline = event === 'parcel_arrived' || event === 'pickup_reminder'
  return withDeadline && order.storageUntil
    ? `${text} ${fill(t.storage_until, { date: shownDate(order.storageUntil) })}`
    : text
}

/** One message as each channel carries it: the same words, and Viber's with the parcel's tracking link. */
export interface MessageTexts {
  viber: string
  sms: string
}

export function messageTexts(event: MessageEvent, order: MessageOrder): MessageTexts {
  const sms = messageText(event, order)
  if (!TRACKED_EVENTS.has(event) || !order.ttn) return { viber: sms, sms }
  const link = fill(emailTexts(order.locale).sms.tracking, { url: npTrackingUrl(order.ttn) })
  return { viber: `${sms}\n${link}`, sms }
}
