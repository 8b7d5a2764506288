/**
 * The phone patterns of spec §9, read the way people type numbers: spaces, hyphens and brackets
 * are layout, never part of a length. Each form keeps its own digit range; only the separators
 * are shared, so registration, contact, recall, partner application and checkout agree on what
 * "050 111 22 33" or "+380 (50) 123-45-67" means.
 */
export type PhoneRule = { plus: 'optional' | 'required'; minDigits: number; maxDigits: number }

/** Registration, profile and contact/recall: an optional plus and 10 to 15 digits. */
export const ACCOUNT_PHONE: PhoneRule = { plus: 'optional', minDigits: 10, maxDigits: 15 }
/** Checkout: an optional plus and at least 9 digits (capped only by the field's 40 characters). */
export const ORDER_PHONE: PhoneRule = { plus: 'optional', minDigits: 9, maxDigits: 40 }
/** Partner application: a plus and exactly 12 digits. */
export const PARTNER_PHONE: PhoneRule = { plus: 'required', minDigits: 12, maxDigits: 12 }

const SEPARATORS = /[\s()-]/g

/** The typed phone without separators (`+digits` or `digits`), or null when anything else is in it. */
export function compactPhone(raw: string): string | null {
  const compact = raw.trim().replace(SEPARATORS, '')
  return /^\+?\d+$/.test(compact) ? compact : null
}

export function matchesPhoneRule(rule: PhoneRule, raw: string): boolean {
  const compact = compactPhone(raw)
  if (compact === null) return false
  const hasPlus = compact.startsWith('+')
  if (rule.plus === 'required' && !hasPlus) return false
  const digits = hasPlus ? compact.length - 1 : compact.length
  return digits >= rule.minDigits && digits <= rule.maxDigits
}
