import { escapeMarkup } from '../../../app/domain/text'

export interface EmailContent {
  subject: string
  /** Plain paragraphs; they are escaped in the HTML part. */
  paragraphs: string[]
  /** An optional button (HTML) and link line (text). */
  action?: { label: string; url: string }
  /** The closing line under the message. */
  signature: string
}

/** One message as plain text plus HTML with the same words; every piece of text is escaped. */
export function composeEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const textParts = [...content.paragraphs]
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`)
  textParts.push(content.signature)
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(content.action.url)}" style="background:#8a3f5e;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;display:inline-block">${escapeMarkup(content.action.label)}</a></p>` +
      `<p style="font-size:13px;color:#6b6b6b;word-break:break-all">${escapeMarkup(content.action.url)}</p>`
    : ''
  const html =
    `<!doctype html><html><body style="margin:0;background:#f6f2ef;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">` +
    `<div style="font-size:20px;font-weight:bold;color:#8a3f5e;margin-bottom:24px">Beauty Pro</div>` +
    content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeMarkup(p)}</p>`).join('') +
    button +
    `<p style="margin-top:32px;color:#6b6b6b">${escapeMarkup(content.signature)}</p>` +
    `</div></body></html>`
  return { subject: content.subject, text: textParts.join('\n\n'), html }
}
