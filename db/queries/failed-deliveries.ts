import { EMAIL_JOB, MESSAGE_JOB } from '../../app/domain/messages'
import type { Db } from '../client'
import { type ActorAudit, auditStatement } from './audit-entries'

/** An email's or a message's delivery that failed for good (outbox_jobs), with what staff need to recognise it. */
export interface FailedDeliveryRow {
  id: number
  kind: typeof EMAIL_JOB | typeof MESSAGE_JOB
  lastError: string | null
  attempts: number
  updatedAt: number
  orderId: number | null
  orderNumber: string | null
  emailTo: string | null
  emailSubject: string | null
  phone: string | null
  event: string | null
}

/**
 * Emails and Viber/SMS messages that could not be delivered, newest first: the store-health page and
 * the back office's list read this (and `countFailedDeliveries`).
 */
export async function failedDeliveries(db: Db, limit: number): Promise<FailedDeliveryRow[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT j.id, j.kind, j.last_error, j.attempts, j.updated_at, j.order_id, o.number AS order_number,
        e."to" AS email_to, e.subject AS email_subject, coalesce(json_extract(j.result, '$.phone'), o.phone) AS phone,
        json_extract(j.payload, '$.event') AS event
      FROM outbox_jobs j
      LEFT JOIN email_outbox e ON j.kind = ? AND e.id = json_extract(j.payload, '$.emailId')
      LEFT JOIN orders o ON o.id = j.order_id
      WHERE j.kind IN (?, ?) AND j.status = 'failed'
      ORDER BY j.updated_at DESC, j.id DESC LIMIT ?`,
    args: [EMAIL_JOB, EMAIL_JOB, MESSAGE_JOB, limit],
  })
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind === EMAIL_JOB ? EMAIL_JOB : MESSAGE_JOB,
    lastError: text(r.last_error),
    attempts: Number(r.attempts),
    updatedAt: Number(r.updated_at),
    orderId: r.order_id === null ? null : Number(r.order_id),
    orderNumber: text(r.order_number),
    emailTo: text(r.email_to),
    emailSubject: text(r.email_subject),
    phone: text(r.phone),
    event: text(r.event),
  }))
}

export async function countFailedDeliveries(db: Db): Promise<number> {
  const { rows } = await db.$client.execute({
    sql: `SELECT count(*) AS n FROM outbox_jobs WHERE kind IN (?, ?) AND status = 'failed'`,
    args: [EMAIL_JOB, MESSAGE_JOB],
  })
  return Number(rows[0]!.n)
}

/**
 * Staff send a failed email or message again: its job is due at once with a fresh count of attempts
 * and the email shows as queued again, with the audit row, in one transaction. The answer is the
 * job's key, or null when it had not failed (already resent by someone else, or no such job).
 */
export async function resendFailedDelivery(db: Db, id: number, audit: ActorAudit, now: number): Promise<string | null> {
  const tx = await db.$client.transaction('write')
  try {
    const { rows } = await tx.execute({
      sql: `UPDATE outbox_jobs SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL, updated_at = ?
        WHERE id = ? AND kind IN (?, ?) AND status = 'failed' RETURNING key, kind, payload`,
      args: [now, now, id, EMAIL_JOB, MESSAGE_JOB],
    })
    const job = rows[0]
    if (!job) {
      await tx.rollback()
      return null
    }
    await tx.batch([
      {
        sql: `UPDATE email_outbox SET status = 'queued' WHERE ? = ? AND id = json_extract(?, '$.emailId')`,
        args: [String(job.kind), EMAIL_JOB, String(job.payload)],
      },
      auditStatement(db, audit),
    ])
    await tx.commit()
    return String(job.key)
  } finally {
    tx.close()
  }
}
