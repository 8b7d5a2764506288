import type { Locale } from '../../../app/domain/locale'
import { emailTexts, fill } from '../../../app/i18n/email'
import type { EmailMessage } from './compose'

type StaffNotice = Omit<EmailMessage, 'to' | 'locale'>
type Field = keyof ReturnType<typeof emailTexts>['staff']['fields']

/** "Label: value" lines of a notice, empty values left out. */
function lines(locale: Locale, pairs: Array<[Field | string, string]>): string[] {
  const fields = emailTexts(locale).staff.fields as Record<string, string>
  return pairs.filter(([, v]) => v !== '').map(([k, v]) => `${fields[k] ?? k}: ${v}`)
}

const notice = (
  kind: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): StaffNotice => ({
  kind,
  content: { subject, paragraphs, action, audience: 'staff' },
})

/** A partner registered: the request waits on the partners page. */
export function partnerRequestNotice(
  request: { company: string; position: string; name: string; email: string; phone: string; city: string },
  locale: Locale = 'ua',
): StaffNotice {
  const t = emailTexts(locale).staff
  const summary = `${request.company} (${request.position}), ${request.name}, ${request.email}, ${request.phone}${request.city ? `, ${request.city}` : ''}`
  return notice(
    'partner_request',
    fill(t.partner_request_subject, { company: request.company }),
    [t.partner_request_body, summary],
    {
      label: t.open_requests,
      url: '/admin/partners?tab=requests',
    },
  )
}

export function contactNotice(
  message: { name: string; email: string; phone: string; subject: string; text: string },
  locale: Locale = 'ua',
): StaffNotice {
  const t = emailTexts(locale).staff
  return notice(
    'contact_message',
    fill(t.contact_subject, { subject: message.subject }),
    [
      ...lines(locale, [
        ['name', message.name],
        ['email', message.email],
        ['phone', message.phone],
        ['subject', message.subject],
      ]),
      message.text,
    ],
    { label: t.open_inbox, url: '/admin/inbox?tab=contact' },
  )
}

export function recallNotice(request: { name: string; phone: string }, locale: Locale = 'ua'): StaffNotice {
  const t = emailTexts(locale).staff
  return notice(
    'recall_request',
    fill(t.recall_subject, request),
    lines(locale, [
      ['name', request.name],
      ['phone', request.phone],
    ]),
    {
      label: t.open_inbox,
      url: '/admin/inbox?tab=recall',
    },
  )
}

export function leadNotice(
  lead: { name: string; phone: string; businessType: string; brand: string; link: string; utm: Record<string, string> },
  locale: Locale = 'ua',
): StaffNotice {
  const t = emailTexts(locale).staff
  return notice(
    'lead',
    fill(t.lead_subject, { brand: lead.brand, name: lead.name }),
    lines(locale, [
      ['name', lead.name],
      ['phone', lead.phone],
      ['business_type', lead.businessType],
      ['brand', lead.brand],
      ['link', lead.link],
      ...Object.entries(lead.utm),
    ]),
    { label: t.open_inbox, url: '/admin/inbox?tab=leads' },
  )
}

export function partnerApplicationNotice(
  application: {
    fullName: string
    email: string
    phone: string
    dateOfBirth: string
    clinic: string
    address: string
    social: string
    website: string
    brands: string
    certificate: string
    /** The answers chosen from the form's lists, by their names. */
    answers: { position: string; education: string; specialization: string; workplace: string; how_they: string }
  },
  locale: Locale = 'ua',
): StaffNotice {
  const t = emailTexts(locale).staff
  const a = application
  return notice(
    'partner_application',
    fill(t.application_subject, { name: a.fullName }),
    lines(locale, [
      ['full_name', a.fullName],
      ['email', a.email],
      ['phone', a.phone],
      ['date_of_birth', a.dateOfBirth],
      ['position', a.answers.position],
      ['education', a.answers.education],
      ['specialization', a.answers.specialization],
      ['workplace', a.answers.workplace],
      ['how_they', a.answers.how_they],
      ['clinic', a.clinic],
      ['address', a.address],
      ['social', a.social],
      ['website', a.website],
      ['brands', a.brands],
      ['certificate', a.certificate],
    ]),
    { label: t.open_applications, url: '/admin/partners?tab=applications' },
  )
}

/** Lines of the ERP's feed wait for confirmation: a price moved threefold or more. */
export function heldPricesNotice(count: number, locale: Locale = 'ua'): StaffNotice {
  const t = emailTexts(locale).staff
  return notice('held_prices', fill(t.held_prices_subject, { count: String(count) }), [t.held_prices_body], {
    label: t.open_held_prices,
    url: '/admin/price-list#held',
  })
}

/** A review or question is held for approval; sent for the first in an empty queue only (reviews/index.ts). */
export function reviewHeldNotice(review: { product: string; text: string }, locale: Locale = 'ua'): StaffNotice {
  const t = emailTexts(locale).staff
  return notice(
    'review_held',
    fill(t.review_held_subject, { product: review.product }),
    [t.review_held_body, review.text],
    {
      label: t.open_reviews,
      url: '/admin/reviews?status=pending',
    },
  )
}
