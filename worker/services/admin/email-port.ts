import type { Locale } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { emailOutbox } from '../../../db/schema'

/** What the back office needs of the email adapter (services.email): one message in the recipient's language. */
export interface OutgoingEmail {
  to: string
  locale: Locale
  kind: string
  subject: string
  text: string
  html: string
}
export interface EmailSender {
  send(message: OutgoingEmail): Promise<unknown>
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Plain text plus the same paragraphs as HTML. */
export function emailBodies(paragraphs: readonly string[]): { text: string; html: string } {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
  }
}

/** TEMPORARY until services.email (the shared adapter) lands in main: writes to the outbox table. */
export function outboxEmailSender(db: Db): EmailSender {
  return { send: (m) => db.insert(emailOutbox).values(m) }
}
