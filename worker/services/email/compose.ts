import type { Locale } from '../../../app/domain/locale'
import { escapeMarkup } from '../../../app/domain/text'
import { emailTexts, fill } from '../../../app/i18n/email'
import { DEFAULT_LOCALE } from '../../../app/domain/locale'
import { LANG_PARAM } from '../../../app/domain/site-url'

/** How a customer reaches the store, from the site settings (Sanity), under every customer email. */
export interface StoreContacts {
  phones: string[]
  email: string
  hours: string
  address: string
}

export interface EmailContent {
  subject: string
  /** Plain paragraphs; they are escaped in the HTML part. */
  paragraphs: string[]
  /** A button (HTML) and link line (text). A path is made absolute on the store's address (SITE_URL). */
  action?: { label: string; url: string }
  /**
   * A QR code under the button (HTML part only): an image the store serves (a path, made absolute on
   * SITE_URL), shown `size` CSS pixels square, with its alt text and caption. An image, not inline SVG
   * or a data: URI, which Gmail and Outlook do not show.
   */
  qr?: { src: string; size: number; alt: string; caption: string }
  /** Staff notices carry the staff signature and no store contacts. */
  audience?: 'customer' | 'staff'
  /** A quiet link under the signature that stops messages of this kind (alerts the buyer asked for). */
  unsubscribe?: { label: string; url: string }
}

/** An email as the services write it; the email service renders it with the store's contacts. */
export interface EmailMessage {
  to: string
  locale: Locale
  /** What the message is about (activation, password_reset, order_status, …): for staff and tests. */
  kind: string
  content: EmailContent
  /**
   * For an email that must leave once, sent by an outbox job: the job's key. A job run again after
   * its email was written (its Worker died before marking it done) writes no second copy.
   */
  onceKey?: string
}

export interface RenderOptions {
  locale: Locale
  siteUrl: string
  /** Null when the site settings could not be read: the email still goes, without them. */
  contacts: StoreContacts | null
}

const HTML_LANG: Record<Locale, string> = { ua: 'uk', en: 'en' }

function contactLines(locale: Locale, contacts: StoreContacts): string[] {
  const t = emailTexts(locale).common
  return [
    contacts.phones.length > 0 ? fill(t.phones, { phones: contacts.phones.join(', ') }) : '',
    contacts.email ? fill(t.email, { email: contacts.email }) : '',
    contacts.hours ? fill(t.hours, { hours: contacts.hours }) : '',
    contacts.address ? fill(t.address, { address: contacts.address }) : '',
  ].filter(Boolean)
}

const paragraphHtml = (p: string) =>
  `<p style="line-height:1.5;margin:0 0 12px">${escapeMarkup(p).replaceAll('\n', '<br>')}</p>`

/**
 * One message as a well-formed HTML document (doctype, charset, language) plus a plain-text part with
 * the same words; every piece of text is escaped, and every link is absolute on the store's address.
 */
export function composeEmail(
  content: EmailContent,
  { locale, siteUrl, contacts }: RenderOptions,
): { subject: string; text: string; html: string } {
  const t = emailTexts(locale).common
  const staff = content.audience === 'staff'
  const signature = staff ? t.staff_signature : t.signature
  // A buyer's links open the page in the email's language, also on a device that never chose one
  // (the store's pages only: another site's link, such as a receipt's page, is left as it is).
  const link = (path: string) => {
    const url = new URL(path, siteUrl)
    const ours = url.origin === new URL(siteUrl).origin
    if (!staff && ours && locale !== DEFAULT_LOCALE) url.searchParams.set(LANG_PARAM, locale)
    return url.href
  }
  const action = content.action && { label: content.action.label, url: link(content.action.url) }
  const footer = !staff && contacts ? contactLines(locale, contacts) : []

  const textParts = [...content.paragraphs]
  if (action) textParts.push(`${action.label}: ${action.url}`)
  textParts.push(signature)
  if (footer.length > 0) textParts.push(`${t.contacts}\n${footer.join('\n')}`)
  const unsubscribe = content.unsubscribe && {
    label: content.unsubscribe.label,
    url: link(content.unsubscribe.url),
  }
  if (unsubscribe) textParts.push(`${unsubscribe.label}: ${unsubscribe.url}`)
  textParts.push(link('/'))

  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#8a3f5e;color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;display:inline-block">${escapeMarkup(action.label)}</a></p>` +
      `<p style="font-size:13px;color:#6b6b6b;word-break:break-all">${escapeMarkup(t.link_hint)}<br>${escapeMarkup(action.url)}</p>`
    : ''
  const contactsHtml =
    footer.length > 0
      ? `<div style="margin-top:24px;padding-top:16px;border-top:1px solid #eee1da;font-size:13px;color:#6b6b6b;line-height:1.6">` +
        `<b>${escapeMarkup(t.contacts)}</b><br>${footer.map((line) => escapeMarkup(line).replaceAll('\n', '<br>')).join('<br>')}</div>`
      : ''
  const home = escapeMarkup(link('/'))
  const html =
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">` +
    `<title>${escapeMarkup(content.subject)}</title></head>` +
    `<body style="margin:0;background:#f6f2ef;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">` +
    `<div style="font-size:20px;font-weight:bold;margin-bottom:24px"><a href="${home}" style="color:#8a3f5e;text-decoration:none">Beauty Pro</a></div>` +
    content.paragraphs.map(paragraphHtml).join('') +
    button +
    (content.qr
      ? `<div style="margin:0 0 16px"><img src="${escapeMarkup(new URL(content.qr.src, siteUrl).href)}" width="${content.qr.size}" height="${content.qr.size}" alt="${escapeMarkup(content.qr.alt)}" style="display:block;border:0">` +
        `<p style="font-size:13px;color:#6b6b6b;margin:4px 0 0">${escapeMarkup(content.qr.caption)}</p></div>`
      : '') +
    `<p style="margin-top:32px;color:#6b6b6b">${escapeMarkup(signature)}</p>` +
    contactsHtml +
    (unsubscribe
      ? `<p style="margin-top:16px;font-size:12px"><a href="${escapeMarkup(unsubscribe.url)}" style="color:#6b6b6b">${escapeMarkup(unsubscribe.label)}</a></p>`
      : '') +
    `</div></body></html>`
  return { subject: content.subject, text: textParts.join('\n\n'), html }
}
