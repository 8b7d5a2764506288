import { EMAIL_JOB, MESSAGE_JOB } from '../../app/domain/messages'
import type { Db } from '../client'

/** How long a receipt may stay unissued before staff should look at it, though not yet rejected. */
export const RECEIPT_LATE_MS = 30 * 60_000
/** How long a due card refund may wait for its retries (another refund in flight, an error) before staff see it as owed. */
export const REFUND_LATE_MS = 5 * 60_000

export interface HealthEmail {
  id: number
  to: string
  subject: string
  kind: string
  createdAt: number
}
export interface HealthOrder {
  id: number
  number: string
  amountUah: number
  /** The provider's words or ours, for staff only (a refused refund). */
  reason: string | null
  at: number
}
export interface StoreHealthRows {
  failedEmails: { total: number; rows: HealthEmail[] }
  /** Viber/SMS messages that did not go out after their attempts (listed with a resend on /admin/deliveries). */
  failedMessages: number
  paymentChecks: { total: number; rows: HealthOrder[] }
  refundsOwed: { total: number; rows: HealthOrder[] }
  /** Receipts not issued: rejected by Checkbox, or still unsent after half an hour. */
  receipts: { total: number; rejected: number }
  /** Other work of the outbox that ran out of attempts, by kind (alert emails); emails and messages are above. */
  failedJobs: { kind: string; count: number }[]
}

const num = (v: unknown) => Number(v ?? 0)
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v))

/**
 * The orders owed a refund at `now`: refused or unanswered (refund_failed_uah), or due through the outbox
 * and still not sent after a while. Each arm reads its own index (orders_refund_failed_idx, the outbox's
 * refund jobs), never every order.
 */
export const owedRefundsWhere = (now: number) =>
  `refund_failed_uah > 0 OR id IN (SELECT order_id FROM outbox_jobs WHERE kind = 'refund'
    AND status NOT IN ('done', 'skipped') AND created_at < ${now - REFUND_LATE_MS})`

/** Everything that waits for a person, newest first, `listed` of each list (the totals count all). One read batch. */
export async function storeHealthRows(db: Db, now: number, listed: number): Promise<StoreHealthRows> {
  const late = now - RECEIPT_LATE_MS
  const owedWhere = owedRefundsWhere(now)
  const receiptWhere = `kind = 'fiscal_receipt' AND (status = 'failed' OR (status IN ('pending', 'running', 'waiting') AND created_at < ${late}))`
  const [emailCount, emails, checkCount, checks, owedCount, owed, receiptCount, jobs, messages] =
    await db.$client.batch(
      [
        "SELECT count(*) AS n FROM email_outbox WHERE status = 'failed'",
        {
          sql: `SELECT id, "to", subject, kind, created_at FROM email_outbox WHERE status = 'failed' ORDER BY created_at DESC LIMIT ?`,
          args: [listed],
        },
        "SELECT count(*) AS n FROM orders WHERE status = 'payed_check'",
        {
          sql: `SELECT id, number, total_uah AS amount, NULL AS reason, updated_at AS at FROM orders WHERE status = 'payed_check' ORDER BY updated_at DESC LIMIT ?`,
          args: [listed],
        },
        `SELECT count(*) AS n FROM orders WHERE ${owedWhere}`,
        {
          sql: `SELECT id, number, CASE WHEN refund_failed_uah > 0 THEN refund_failed_uah ELSE paid_uah - refunded_uah END AS amount,
            refund_error AS reason, updated_at AS at FROM orders WHERE ${owedWhere} ORDER BY updated_at DESC LIMIT ?`,
          args: [listed],
        },
        `SELECT count(*) AS n, coalesce(sum(status = 'failed'), 0) AS failed FROM outbox_jobs WHERE ${receiptWhere}`,
        // Receipts, emails and messages have their own lines above; a waybill's claim is the order page's.
        `SELECT kind, count(*) AS n FROM outbox_jobs WHERE status = 'failed' AND kind NOT IN ('fiscal_receipt', '${EMAIL_JOB}', '${MESSAGE_JOB}') GROUP BY kind ORDER BY kind`,
        `SELECT count(*) AS n FROM outbox_jobs WHERE status = 'failed' AND kind = '${MESSAGE_JOB}'`,
      ],
      'read',
    )
  const order = (r: Record<string, unknown>): HealthOrder => ({
    id: num(r.id),
    number: String(r.number),
    amountUah: num(r.amount),
    reason: textOrNull(r.reason),
    at: num(r.at),
  })
  return {
    failedEmails: {
      total: num(emailCount!.rows[0]!.n),
      rows: emails!.rows.map((r) => ({
        id: num(r.id),
        to: String(r.to),
        subject: String(r.subject),
        kind: String(r.kind),
        createdAt: num(r.created_at),
      })),
    },
    failedMessages: num(messages!.rows[0]!.n),
    paymentChecks: { total: num(checkCount!.rows[0]!.n), rows: checks!.rows.map(order) },
    refundsOwed: { total: num(owedCount!.rows[0]!.n), rows: owed!.rows.map(order) },
    receipts: { total: num(receiptCount!.rows[0]!.n), rejected: num(receiptCount!.rows[0]!.failed) },
    failedJobs: jobs!.rows.map((r) => ({ kind: String(r.kind), count: num(r.n) })),
  }
}

/** What went wrong since `since`: the operator's alerts (worker/services/ops/watch.ts). One read batch. */
export async function troubleSince(db: Db, since: number, now: number) {
  const [jobs, checks, receipts, emails] = await db.$client.batch(
    [
      {
        sql: "SELECT kind, count(*) AS n FROM outbox_jobs WHERE status = 'failed' AND updated_at > ? GROUP BY kind",
        args: [since],
      },
      { sql: "SELECT count(*) AS n FROM orders WHERE status = 'payed_check' AND updated_at > ?", args: [since] },
      // Receipts Checkbox kept failing for over ten minutes: the cash register service is down.
      {
        sql: `SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'fiscal_receipt' AND status IN ('pending', 'running')
          AND last_error IS NOT NULL AND created_at < ?`,
        args: [now - 10 * 60_000],
      },
      // The email provider refused every email of the last quarter of an hour (three at least).
      {
        sql: `SELECT sum(status = 'failed') AS failed, sum(status = 'sent') AS sent FROM email_outbox WHERE created_at > ?`,
        args: [now - 15 * 60_000],
      },
    ],
    'read',
  )
  return {
    failedJobs: jobs!.rows.map((r) => ({ kind: String(r.kind), count: num(r.n) })),
    paymentChecks: num(checks!.rows[0]!.n),
    checkboxFailing: num(receipts!.rows[0]!.n) > 0,
    emailFailing: num(emails!.rows[0]!.failed) >= 3 && num(emails!.rows[0]!.sent) === 0,
  }
}
