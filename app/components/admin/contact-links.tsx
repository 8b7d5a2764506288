import { telHref } from '../../lib/phone'

/** A customer's email and phone as links staff can tap to write or call. */
export function ContactLinks({ email, phone }: { email?: string | null; phone?: string | null }) {
  return (
    <div className="muted adm-contacts">
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {email && phone && ' · '}
      {phone && <a href={telHref(phone)}>{phone}</a>}
    </div>
  )
}
