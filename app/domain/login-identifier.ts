/**
 * Spec §5 Login: the identifier is a phone when it is an optional plus followed by 10 to 15 digits,
 * otherwise it is an email. Emails are trimmed and lower-cased; phones are kept as `+digits`.
 */
export type LoginIdentifier = { kind: 'phone'; phone: string } | { kind: 'email'; email: string }

const PHONE = /^\+?(\d{10,15})$/

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * A phone as stored: a plus and its digits. A Ukrainian local number (10 digits starting with 0)
 * gets the country code, so "050 111 22 33" and "+380501112233" are one phone.
 */
export function storedPhone(input: string): string {
  const digits = input.replace(/\D/g, '')
  return /^0\d{9}$/.test(digits) ? `+38${digits}` : `+${digits}`
}

export function classifyIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim()
  const phone = PHONE.exec(value)
  if (phone) return { kind: 'phone', phone: storedPhone(phone[1]!) }
  return { kind: 'email', email: normaliseEmail(value) }
}

