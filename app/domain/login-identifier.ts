import { compactPhone } from './phone-rules'
import { phoneDigits } from './text-rules'

/**
 * Spec §5 Login: the identifier is a phone when it is an optional plus followed by 10 to 15 digits
 * (spaces, hyphens and brackets between them are layout),
 * otherwise it is an email. Emails are trimmed and lower-cased; phones are kept as `+digits`.
 */
export type LoginIdentifier = { kind: 'phone'; phone: string } | { kind: 'email'; email: string }

const PHONE = /^\+?(\d{10,15})$/

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * A phone as stored, wherever one is written (accounts, orders, leads, contact and recall messages,
 * partner applications): a plus and its digits, so one number typed differently is one phone for
 * every lookup. A Ukrainian number gets its country code: the local form with the trunk 0
 * ("050 111 22 33") and the nine national digits alone ("50 111 22 33", which the checkout accepts)
 * both become "+380501112233". Anything else is taken as international: "+48 601 234 567" → "+48601234567".
 * Migration 0011 rewrote the older rows that were unambiguously Ukrainian (the local and 380 forms).
 */
export function storedPhone(input: string): string {
  const digits = phoneDigits(input)
  if (/^0\d{9}$/.test(digits)) return `+38${digits}`
  if (/^[1-9]\d{8}$/.test(digits) && !input.trim().startsWith('+')) return `+380${digits}`
  return `+${digits}`
}

/** Spaces, hyphens and brackets are layout, as registration reads them: "+38 063 206 31 40" is a phone. */
export function classifyIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim()
  const compact = compactPhone(value)
  if (compact !== null && PHONE.test(compact)) return { kind: 'phone', phone: storedPhone(compact) }
  return { kind: 'email', email: normaliseEmail(value) }
}
