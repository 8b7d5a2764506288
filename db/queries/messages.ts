import type { InStatement } from '@libsql/client'
import { MESSAGE_JOB, type MessageEvent } from '../../app/domain/messages'
import type { Db } from '../client'

/**
 * A Viber/SMS message's job, to run in the batch of the change it tells about: written only for an
 * order matching `where` (on `o`) whose buyer opted in; one per order and event (the key), so the
 * same cause committed twice, or a replayed run, makes one message.
 */
function messageJobStatement(event: MessageEvent, where: string, args: (string | number)[]): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload)
      SELECT ?, 'message:' || ? || ':' || o.id, o.id, json_object('event', ?, 'orderId', o.id)
      FROM orders o WHERE o.messages_opt_in = 1 AND ${where} ON CONFLICT (key) DO NOTHING`,
    args: [MESSAGE_JOB, event, event, ...args],
  }
}

/** Order accepted: in the order's own batch, found by its reference (its id is not known yet). */
export const acceptedMessageStatement = (reference: string) =>
  messageJobStatement('order_accepted', 'o.reference = ?', [reference])

/** Paid: after the move to `payed` (by the provider's report or staff's check). */
export const paidMessageStatement = (orderId: number) =>
  messageJobStatement('order_paid', `o.id = ? AND o.status = 'payed'`, [orderId])

/** Handed to the carrier with its waybill: after the move to `at_delivry`, or a waybill set on an order already handed over. */
export const shippedMessageStatement = (orderId: number) =>
  messageJobStatement('order_shipped', `o.id = ? AND o.status IN ('at_delivry', 'delivring') AND o.ttn <> ''`, [
    orderId,
  ])

/** The messages a status move makes due, in the move's transaction. */
export function moveMessageStatements(orderId: number, to: string): InStatement[] {
  if (to === 'payed') return [paidMessageStatement(orderId)]
  if (to === 'at_delivry' || to === 'delivring') return [shippedMessageStatement(orderId)]
  return []
}

/**
 * At the branch, or the pick-up reminder: right after the statements that wrote its parcel notice
 * (db/queries/parcel-notices.ts), only when the last of them changed a row.
 */
export const parcelMessageStatement = (event: 'parcel_arrived' | 'pickup_reminder', orderId: number) =>
  messageJobStatement(event, 'changes() = 1 AND o.id = ?', [orderId])

/** What a message says about its order: its number, waybill and where the parcel waits. */
export interface MessageOrder {
  id: number
  number: string
  phone: string
  locale: 'ua' | 'en'
  ttn: string
  branch: string
  city: string
  storageUntil: string
  payType: string
}

export async function messageOrder(db: Db, orderId: number): Promise<MessageOrder | null> {
  const { rows } = await db.$client.execute({
    sql: `SELECT o.id, o.number, o.phone, o.locale, o.ttn, o.pay_type, o.np_city AS city, coalesce(nullif(n.branch, ''), o.np_branch) AS branch,
        coalesce(n.storage_until, '') AS storage_until
      FROM orders o LEFT JOIN parcel_notices n ON n.order_id = o.id AND n.kind = 'arrived' WHERE o.id = ?`,
    args: [orderId],
  })
  const r = rows[0]
  if (!r) return null
  return {
    id: Number(r.id),
    number: String(r.number),
    phone: String(r.phone),
    locale: r.locale === 'en' ? 'en' : 'ua',
    ttn: String(r.ttn),
    branch: String(r.branch),
    city: String(r.city ?? ''),
    storageUntil: String(r.storage_until),
    payType: String(r.pay_type),
  }
}

/** Messages sent to a phone since an instant (the daily cap), as their jobs recorded the phone. */
export async function messagesSentSince(db: Db, phone: string, since: number): Promise<number> {
  const { rows } = await db.$client.execute({
    sql: `SELECT count(*) AS n FROM outbox_jobs WHERE kind = ? AND status = 'done' AND done_at >= ?
      AND json_extract(result, '$.phone') = ?`,
    args: [MESSAGE_JOB, since, phone],
  })
  return Number(rows[0]!.n)
}
