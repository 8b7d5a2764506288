/**
 * Spec §5 Login: the identifier is a phone when it is an optional plus followed by 10 to 15 digits,
 * otherwise it is an email. Emails are trimmed and lower-cased; phones are kept as `+digits`.
 */
export type LoginIdentifier = { kind: 'phone'; phone: string } | { kind: 'email'; email: string }

const PHONE = /^\+?(\d{10,15})$/

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function classifyIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim()
  const phone = PHONE.exec(value)
  if (phone) return { kind: 'phone', phone: `+${phone[1]}` }
  return { kind: 'email', email: normaliseEmail(value) }
}

/** A phone as stored (`+digits`) when the text is one by the login rule; null otherwise. */
export function normalisePhone(phone: string): string | null {
  const identifier = classifyIdentifier(phone)
  return identifier.kind === 'phone' ? identifier.phone : null
}
