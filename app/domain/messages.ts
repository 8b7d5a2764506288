/**
 * Viber/SMS messages to buyers (TurboSMS) and the retry rules every outgoing message shares (emails
 * too): which order events a buyer who opted in hears about, how often one phone may be written to
 * in a day, and how long a failing delivery is retried before staff see it.
 */
import { ukrainianPhoneDigits } from './text-rules'

/** The order events a buyer who opted in gets a message about. */
export const MESSAGE_EVENTS = [
  'order_accepted',
  'order_paid',
  'order_shipped',
  'parcel_arrived',
  'pickup_reminder',
] as const
export type MessageEvent = (typeof MESSAGE_EVENTS)[number]

/**
 * The events about a parcel on its way, whose Viber text ends with the carrier's tracking link (once
 * the order has a waybill). The SMS stays without: it is paid per 70 Cyrillic characters, and a link
 * of some 60 more would make each of these a part longer.
 */
export const TRACKED_EVENTS: ReadonlySet<MessageEvent> = new Set(['order_shipped', 'parcel_arrived', 'pickup_reminder'])

/** The outbox kinds (db/schema/outbox.ts) of an email's delivery and of a Viber/SMS message. */
export const EMAIL_JOB = 'email'
export const MESSAGE_JOB = 'message'

/**
 * At most this many messages to one phone per Kyiv day: one order's whole journey is five, so a
 * buyer with two orders on the go still hears about both; a bug or an abuser cannot run up the bill.
 * A message past the cap is not sent (the email about the same event still is).
 */
export const DAILY_MESSAGES_PER_PHONE = 6

/** Attempts of one delivery before it goes to staff: with the backoff below, about four hours. */
export const MAX_DELIVERY_ATTEMPTS = 8
const BACKOFF_BASE_MS = 60_000
const BACKOFF_MAX_MS = 2 * 3600_000

/** The pause after the n-th failed attempt: a minute, then doubling, at most two hours. */
export const deliveryBackoffMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)

/** Ukrainian mobile numbers as TurboSMS takes them: 380 and nine digits, nothing else. */
export const messagePhone = (stored: string): string | null => ukrainianPhoneDigits(stored)

/**
 * Why a delivery failed, as stored on its job (`lastError`) and translated for staff by code:
 * the provider refused it (with its status word), did not answer, or the message could not be made.
 */
export type DeliveryFailure =
  | { code: 'refused'; detail: string }
  | { code: 'unreachable'; detail: string }
  | { code: 'no_phone' | 'no_order' | 'not_configured'; detail?: string }

export const failureText = (failure: DeliveryFailure) =>
  failure.detail ? `${failure.code}:${failure.detail}` : failure.code

export function parseFailure(text: string | null): DeliveryFailure | null {
  if (!text) return null
  const [code, ...rest] = text.split(':')
  const detail = rest.join(':')
  if (code === 'refused' || code === 'unreachable') return { code, detail }
  if (code === 'no_phone' || code === 'no_order' || code === 'not_configured') return { code }
  return { code: 'unreachable', detail: text }
}
