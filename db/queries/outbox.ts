import { desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { emailOutbox } from '../schema'

/** The newest emails the store wrote, newest first. */
export function latestOutboxEmails(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit)
}

/** Records an email in the outbox (waiting to be sent); answers its row id. */
export async function insertOutboxEmail(
  db: Db,
  email: {
    to: string
    locale: (typeof emailOutbox.$inferInsert)['locale']
    kind: string
    subject: string
    text: string
    html: string
  },
): Promise<number | null> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id })
  return row?.id ?? null
}

/** What the email API answered for an outbox row. */
export async function markOutboxEmail(db: Db, id: number, sent: boolean, now = Date.now()): Promise<void> {
  await db
    .update(emailOutbox)
    .set(sent ? { status: 'sent', sentAt: now } : { status: 'failed' })
    .where(eq(emailOutbox.id, id))
}
