import type { InStatement } from '@libsql/client'
import type { Locale } from '../../app/domain/locale'
import type { PaymentType } from '../../app/domain/order-status'
import type { Db } from '../client'
import { REFUND_JOB, returnRefundJobKey } from './refund-jobs'

/**
 * The outbox job of a return's email to the buyer about the money staff paid back themselves (cash
 * handed over, or a bank transfer they sent): worker/services/orders/return-mails.ts sends it.
 */
export const RETURN_MAIL_JOB = 'return_mail'
export const returnMailJobKey = (returnId: number) => `${RETURN_MAIL_JOB}:${returnId}`

/** Written in the transaction that records the return; one per return, so a replay makes no second email. */
export function returnMailJobStatement(orderId: number, returnId: number): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`,
    args: [RETURN_MAIL_JOB, returnMailJobKey(returnId), orderId, JSON.stringify({ orderId, returnId })],
  }
}

/**
 * The card refund went through before the return's email left: the refund's email names the rest
 * instead, and the return's job is done with. True when this caller is the one to tell the rest: it
 * took the job while nobody was sending it, or the return has no such job (written before there was one).
 */
export async function takeReturnMail(db: Db, returnId: number, now: number): Promise<boolean> {
  const key = returnMailJobKey(returnId)
  const [taken, exists] = await db.$client.batch(
    [
      {
        sql: `UPDATE outbox_jobs SET status = 'skipped', result = json_object('toldBy', 'refund'), done_at = ?, updated_at = ?
          WHERE key = ? AND (status IN ('pending', 'waiting') OR (status = 'running' AND locked_until < ?))`,
        args: [now, now, key, now],
      },
      { sql: 'SELECT count(*) AS n FROM outbox_jobs WHERE key = ?', args: [key] },
    ],
    'write',
  )
  return taken!.rowsAffected === 1 || Number(exists!.rows[0]!.n) === 0
}

/** What a return's email says: the order's addressee, the goods, and each part of the money. */
export interface ReturnMail {
  order: {
    id: number
    number: string
    reference: string
    userId: number | null
    payType: PaymentType
    firstName: string
    email: string
    locale: Locale
  }
  providerRefundUah: number
  cashRefundUah: number
  transferRefundUah: number
  refundOutcome: 'none' | 'pending' | 'refunded' | 'failed' | 'cash'
  /** The card refund's job is being asked of the provider right now (its lease has not lapsed). */
  refundAsked: boolean
  lines: { productName: string; variantName: string; quantity: number; valueUah: number }[]
}

export async function returnMailOf(db: Db, returnId: number, now: number): Promise<ReturnMail | null> {
  const [head, lines] = await db.$client.batch(
    [
      {
        sql: `SELECT o.id, o.number, o.reference, o.user_id, o.pay_type, o.first_name, coalesce(nullif(o.email, ''), u.email, '') AS email, o.locale,
            r.provider_refund_uah, r.cash_refund_uah, r.transfer_refund_uah, r.refund_outcome,
            EXISTS (SELECT 1 FROM outbox_jobs j WHERE j.key = ? AND j.kind = ? AND j.status = 'running' AND j.locked_until >= ?) AS refund_asked
          FROM order_returns r JOIN orders o ON o.id = r.order_id LEFT JOIN users u ON u.id = o.user_id WHERE r.id = ?`,
        args: [returnRefundJobKey(returnId), REFUND_JOB, now, returnId],
      },
      {
        sql: `SELECT l.product_name, l.variant_name, r.quantity, r.value_uah FROM order_return_lines r JOIN order_lines l ON l.id = r.order_line_id
          WHERE r.return_id = ? ORDER BY r.id`,
        args: [returnId],
      },
    ],
    'read',
  )
  const r = head!.rows[0]
  if (!r) return null
  return {
    order: {
      id: Number(r.id),
      number: String(r.number),
      reference: String(r.reference),
      userId: r.user_id === null ? null : Number(r.user_id),
      payType: String(r.pay_type) as PaymentType,
      firstName: String(r.first_name),
      email: String(r.email),
      locale: r.locale === 'en' ? 'en' : 'ua',
    },
    providerRefundUah: Number(r.provider_refund_uah),
    cashRefundUah: Number(r.cash_refund_uah),
    transferRefundUah: Number(r.transfer_refund_uah),
    refundOutcome: String(r.refund_outcome) as ReturnMail['refundOutcome'],
    refundAsked: Number(r.refund_asked) === 1,
    lines: lines!.rows.map((l) => ({
      productName: String(l.product_name),
      variantName: String(l.variant_name),
      quantity: Number(l.quantity),
      valueUah: Number(l.value_uah),
    })),
  }
}
