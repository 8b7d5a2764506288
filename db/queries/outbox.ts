import { desc } from 'drizzle-orm'
import type { Db } from '../client'
import { emailOutbox } from '../schema'

/** The newest emails the store wrote, newest first. */
export function latestOutboxEmails(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit)
}
