import { eq } from 'drizzle-orm'
import type { Locale } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { emailOutbox } from '../../../db/schema'
import type { AppConfig } from '../../env'
import { sendThroughHttpApi } from '../../adapters/email-api'

export interface OutgoingEmail {
  to: string
  locale: Locale
  /** What the message is about (activation, password_reset, order_status, …): for staff and tests. */
  kind: string
  subject: string
  text: string
  html: string
}

export interface EmailService {
  /** Records the message in the outbox; production also delivers it through the HTTP email API. */
  send(message: OutgoingEmail): Promise<void>
  /** A message to the store's staff address, in Ukrainian (the staff's language). */
  notifyStaff(message: Omit<OutgoingEmail, 'to' | 'locale'>): Promise<void>
}

/**
 * Every email goes through the outbox table, so staff and developers can see what was sent
 * (/dev/outbox outside production). Delivery failures are recorded, never thrown at the shopper:
 * the action that sent the email (a registration, an order) has already happened.
 */
export function createEmailService(db: Db, config: AppConfig): EmailService {
  const deliver = !config.local && config.EMAIL_API_KEY
  const service: EmailService = {
    async send(message) {
      const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id })
      if (!deliver || !row) return
      const sent = await sendThroughHttpApi(
        { url: config.EMAIL_API_URL, apiKey: config.EMAIL_API_KEY!, from: config.EMAIL_FROM },
        message,
      )
      await db
        .update(emailOutbox)
        .set(sent ? { status: 'sent', sentAt: Date.now() } : { status: 'failed' })
        .where(eq(emailOutbox.id, row.id))
    },
    notifyStaff(message) {
      return service.send({ ...message, to: config.STAFF_EMAIL, locale: 'ua' })
    },
  }
  return service
}
