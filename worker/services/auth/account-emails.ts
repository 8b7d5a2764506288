import type { Locale } from '../../../app/domain/locale'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { EmailMessage } from '../email'

interface Recipient {
  email: string
  firstName: string
  locale: Locale
}

export function activationEmail(user: Recipient, link: string, isPartner: boolean): EmailMessage {
  const t = emailTexts(user.locale)
  const paragraphs = [fill(t.common.greeting, { name: user.firstName }), t.activation.body]
  if (isPartner) paragraphs.push(t.activation.partner)
  return {
    to: user.email,
    locale: user.locale,
    kind: 'activation',
    content: { subject: t.activation.subject, paragraphs, action: { label: t.activation.action, url: link } },
  }
}

export function passwordResetEmail(user: Recipient, link: string): EmailMessage {
  const t = emailTexts(user.locale)
  return {
    to: user.email,
    locale: user.locale,
    kind: 'password_reset',
    content: {
      subject: t.reset.subject,
      paragraphs: [fill(t.common.greeting, { name: user.firstName }), t.reset.body, t.reset.ignore],
      action: { label: t.reset.action, url: link },
    },
  }
}

/** The answer to a wholesale request or partner application; an approval links to signing in. */
export function partnerDecisionEmail(user: Recipient, approved: boolean, reason?: string): EmailMessage {
  const t = emailTexts(user.locale)
  const greeting = fill(t.common.greeting, { name: user.firstName })
  return {
    to: user.email,
    locale: user.locale,
    kind: approved ? 'partner_approved' : 'partner_declined',
    content: approved
      ? {
          subject: t.partner.approved_subject,
          paragraphs: [greeting, t.partner.approved_body],
          action: { label: t.partner.sign_in, url: '/login' },
        }
      : {
          subject: t.partner.declined_subject,
          paragraphs: [greeting, t.partner.declined_body, ...(reason ? [fill(t.partner.reason, { reason })] : [])],
        },
  }
}
