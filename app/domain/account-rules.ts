/**
 * The account field rules of spec §5, shared by the browser's form checks and the server's zod
 * schemas (app/contract/auth.ts, app/contract/account.ts), so the two can never disagree.
 * Each check answers null when valid, else the key of its message (i18n `accounts.errors.*`).
 */
import { isAddressText } from './address'
import { type NpPickRefs, npTextError } from './nova-poshta'
import { ACCOUNT_PHONE, matchesPhoneRule } from './phone-rules'
import { EMAIL_PATTERN, REGISTRATION_NAME } from './text-rules'

export type FieldCheck = (value: string) => AccountErrorKey | null
export type AccountErrorKey =
  | 'required'
  | 'name'
  | 'email'
  | 'phone'
  | 'password_short'
  | 'password_common'
  | 'password_repeated'
  | 'password_like_email'
  | 'password_mismatch'
  | 'address_chars'
  | 'too_long'
  | 'email_taken'
  | 'phone_taken'
  | 'current_password_wrong'
  | 'company_code'
  | 'iban'

export const NAME_MAX = 30
export const EMAIL_MAX = 254
export const PHONE_INPUT_MAX = 40
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const ADDRESS_MAX = 100
/** Partner fields have no maximum in the spec; the store keeps them to a sane size. */
export const FREE_TEXT_MAX = 150

export const checkName: FieldCheck = (v) => {
  const value = v.trim()
  if (value === '') return 'required'
  if (value.length > NAME_MAX) return 'too_long'
  return REGISTRATION_NAME.test(value) ? null : 'name'
}

/** Partner company name and position: the name rule without the 30-character limit. */
export const checkLettersText: FieldCheck = (v) => {
  const value = v.trim()
  if (value === '') return 'required'
  if (value.length > FREE_TEXT_MAX) return 'too_long'
  return REGISTRATION_NAME.test(value) ? null : 'name'
}

export const checkEmail: FieldCheck = (v) => {
  if (v.trim() === '') return 'required'
  if (v.length > EMAIL_MAX) return 'too_long'
  return EMAIL_PATTERN.test(v.trim()) ? null : 'email'
}

export const checkPhone: FieldCheck = (v) => {
  const value = v.trim()
  if (value === '') return 'required'
  if (value.length > PHONE_INPUT_MAX) return 'too_long'
  return matchesPhoneRule(ACCOUNT_PHONE, value) ? null : 'phone'
}

/** "aaaaaaaa", "11111111": one character however long, the first thing a script tries after the lists. */
const ONE_REPEATED_CHARACTER = /^(.)\1*$/su

/** What the browser can check of a new password by itself: its length and its characters. */
export const checkNewPassword: FieldCheck = (v) => {
  if (v === '') return 'required'
  if (v.length > PASSWORD_MAX) return 'too_long'
  if (v.length < PASSWORD_MIN) return 'password_short'
  return ONE_REPEATED_CHARACTER.test(v) ? 'password_repeated' : null
}

/**
 * The one password rule the server applies to every new password (registration, reset, change):
 * the field rule above, then the account's own email or its part before the @ (any case), then a
 * list of the most leaked passwords (compared lower-cased; the list lives on the server,
 * worker/services/auth). Each is refused whatever the length: they are what a script tries first.
 */
export function checkPasswordStrength(
  password: string,
  account: { email: string | null },
  common: ReadonlySet<string>,
): AccountErrorKey | null {
  const field = checkNewPassword(password)
  if (field) return field
  const lower = password.toLowerCase()
  const email = account.email?.trim().toLowerCase()
  if (email && (lower === email || lower === email.split('@')[0])) return 'password_like_email'
  return common.has(lower) ? 'password_common' : null
}

export const checkRepeat = (password: string, repeat: string): AccountErrorKey | null =>
  repeat === '' ? 'required' : repeat === password ? null : 'password_mismatch'

export const checkAddressField =
  (required: boolean): FieldCheck =>
  (v) => {
    const value = v.trim()
    if (value === '') return required ? 'required' : null
    if (value.length > ADDRESS_MAX) return 'too_long'
    return isAddressText(value) ? null : 'address_chars'
  }

/**
 * A saved new-post city or branch, picked or typed, by the one Nova Poshta rule (npTextError); the
 * carrier-text rule's `invalid_chars` reads here as the account's `address_chars`.
 */
export function checkNewPostText(value: string, refs: NpPickRefs): AccountErrorKey | null {
  const code = npTextError(value, refs, checkAddressField(true))
  return code === 'invalid_chars' ? 'address_chars' : code
}
