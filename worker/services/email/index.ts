import type { Locale } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { insertOutboxEmail } from '../../../db/queries/outbox'
import type { AppConfig } from '../../env'
import { composeEmail, type EmailMessage, type StoreContacts } from './compose'
import { createEmailDelivery, type EmailDelivery } from './delivery'

export type { EmailContent, EmailMessage, StoreContacts } from './compose'

/** An email as written to the outbox and sent: both parts rendered. */
export interface OutgoingEmail {
  to: string
  locale: Locale
  kind: string
  subject: string
  text: string
  html: string
}

/** An email as `send` wrote it; `written` is false when one with its `onceKey` was already in the outbox. */
export type SentEmail = OutgoingEmail & { written: boolean }

export interface EmailService {
  /** Renders the message with the store's contacts and records it in the outbox; production also delivers it through the HTTP email API. */
  send(message: EmailMessage): Promise<SentEmail>
  /** A message to the store's staff address, in Ukrainian (the staff's language). */
  notifyStaff(message: Omit<EmailMessage, 'to' | 'locale'>): Promise<SentEmail>
  /** Delivery of what was written (retries by the Cron Trigger, staff's resend). */
  delivery: EmailDelivery
}

/** The store's contacts in a language; null when they cannot be read. */
export type ContactsSource = (locale: Locale) => Promise<StoreContacts | null>

/**
 * Every email goes through the outbox table, so staff and developers can see what was sent
 * (/dev/outbox outside production). With an email API key (always in production) each email also
 * gets a delivery job in the same write, tried at once and retried by the Cron Trigger (./delivery.ts).
 * Delivery failures are recorded, never thrown at the shopper:
 * the action that sent the email (a registration, an order) has already happened. For the same
 * reason an unreadable site settings document leaves the contacts out rather than the email.
 */
export function createEmailService(
  db: Db,
  config: AppConfig,
  contacts: ContactsSource = async () => null,
): EmailService {
  const api = config.EMAIL_API_KEY
    ? { url: config.EMAIL_API_URL, apiKey: config.EMAIL_API_KEY, from: config.EMAIL_FROM }
    : null
  const delivery = createEmailDelivery(db, api)
  const service: EmailService = {
    async send({ content, onceKey, ...address }) {
      const storeContacts = await contacts(address.locale).catch((error: unknown) => {
        console.error('email sent without the store contacts', error)
        return null
      })
      const message: OutgoingEmail = {
        ...address,
        ...composeEmail(content, { locale: address.locale, siteUrl: config.SITE_URL, contacts: storeContacts }),
      }
      const id = await insertOutboxEmail(db, { ...message, onceKey }, api !== null)
      if (api && id !== null)
        await delivery.sendNow(id).catch((error: unknown) => console.error('email left for the next sweep', error))
      return { ...message, written: id !== null }
    },
    notifyStaff(message) {
      return service.send({ ...message, to: config.STAFF_EMAIL, locale: 'ua' })
    },
    delivery,
  }
  return service
}
