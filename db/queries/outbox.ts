import { desc, eq } from 'drizzle-orm'
import { EMAIL_JOB } from '../../app/domain/messages'
import type { Db } from '../client'
import { emailOutbox } from '../schema'

/** The newest emails the store wrote, newest first. */
export function latestOutboxEmails(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit)
}

export interface OutboxEmailInput {
  to: string
  locale: (typeof emailOutbox.$inferInsert)['locale']
  kind: string
  subject: string
  text: string
  html: string
  /** Unique among emails (a partial unique index); a second email with the same key is not written. */
  onceKey?: string
}

/**
 * Records an email in the outbox; answers its row id. With `deliver`, its delivery job (outbox_jobs,
 * kind `email`, key `email:{id}`) is written in the same batch, so no email is kept without the
 * work of sending it, nor the work without the email. An email whose `onceKey` is already in the
 * outbox is not written again: null, and no job.
 */
export async function insertOutboxEmail(db: Db, email: OutboxEmailInput, deliver: boolean): Promise<number | null> {
  const [inserted] = await db.$client.batch(
    [
      {
        sql: `INSERT INTO email_outbox ("to", subject, text, html, locale, kind, once_key) VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT DO NOTHING RETURNING id`,
        args: [email.to, email.subject, email.text, email.html, email.locale, email.kind, email.onceKey ?? null],
      },
      ...(deliver
        ? [
            {
              sql: `INSERT INTO outbox_jobs (kind, key, payload) SELECT ?, 'email:' || id, json_object('emailId', id)
                FROM email_outbox WHERE changes() = 1 AND id = last_insert_rowid() ON CONFLICT (key) DO NOTHING`,
              args: [EMAIL_JOB],
            },
          ]
        : []),
    ],
    'write',
  )
  const id = inserted?.rows[0]?.id
  return id === undefined ? null : Number(id)
}

export async function outboxEmail(db: Db, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1)
  return row ?? null
}

/** Where an email's delivery stands: `queued` while it is being sent or retried. */
export async function markOutboxEmail(
  db: Db,
  id: number,
  status: 'queued' | 'sent' | 'failed',
  now = Date.now(),
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(status === 'sent' ? { status, sentAt: now } : { status })
    .where(eq(emailOutbox.id, id))
}
