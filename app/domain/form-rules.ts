/**
 * Field rules of spec §5 shared by every form, browser and server alike. Each check answers an error
 * code (`FormErrorCode`); the storefront and the API turn codes into the §8 texts of the visitor's
 * language (i18n `content.errors.*`). No schema library here: the browser runs these directly, the
 * server wraps them in zod (app/contract/forms.ts).
 */
import { kyivDate } from './kyiv-time'

export type FormErrorCode =
  | 'invalid'
  | 'control_characters'
  | 'required'
  | 'too_long'
  | 'subject_required'
  | 'text_required'
  | 'name_invalid'
  | 'name_required'
  | 'contact_email_invalid'
  | 'contact_phone_invalid'
  | 'phone_required'
  | 'email_invalid'
  | 'partner_phone_invalid'
  | 'url_invalid'
  | 'birth_date_invalid'
  | 'birth_date_future'
  | 'min_2'
  | 'min_5'
  | 'special_only'
  | 'option_required'
  | 'file_required'
  | 'image_only'
  | 'file_too_large'
  | 'lead_name_short'
  | 'lead_phone_invalid'
  | 'business_type_required'
  | 'brand_required'

export type FormErrors<F extends string> = Partial<Record<F, FormErrorCode>>

export { TEXT_MAX } from './text-limit'
/** §5: the contact form's email is the registration rule. */
export { EMAIL_MAX } from './account-rules'

export function isBlank(value: string): boolean {
  return value.trim() === ''
}

/** §5 partner application: text made only of special characters (no letter, no digit) is rejected. */
export function isSpecialCharsOnly(value: string): boolean {
  const v = value.trim()
  return v !== '' && !/[\p{L}\p{N}]/u.test(v)
}

/** §5: a URL begins with http:// or https:// and names a host. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i.test(value.trim())
}

/**
 * §5 partner application: a URL typed without a scheme gets https:// when the field is left. Text
 * that already names a scheme (ftp://, mailto:, javascript:) is left as typed, so the URL rule
 * refuses it instead of hiding it behind "https://".
 */
export function withHttps(value: string): string {
  const v = value.trim()
  if (v === '' || /^[a-z][a-z\d+.-]*:(\/\/|[^\d/])/i.test(v)) return v
  return `https://${v.replace(/^\/+/, '')}`
}

/**
 * A typed date as `YYYY-MM-DD`: either that form or the day first as people write it in Ukraine
 * (24.11.1990, 24/11/1990, 24-11-1990); null when it is neither or no real calendar day.
 */
export function isoDate(value: string): string | null {
  const v = value.trim()
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(v)
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : v
  return isCalendarDate(iso) ? iso : null
}

/** `YYYY-MM-DD` of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** Today as `YYYY-MM-DD` in Kyiv, where the store and its partners are (kyiv-time.ts: no Intl in the browser). */
export function kyivToday(now: Date = new Date()): string {
  return kyivDate(now.getTime())
}

/** Runs each field's check and keeps the failures. */
export function collectErrors<F extends string>(
  fields: readonly F[],
  check: (field: F) => FormErrorCode | undefined,
): FormErrors<F> {
  const errors: FormErrors<F> = {}
  for (const field of fields) {
    const code = check(field)
    if (code) errors[field] = code
  }
  return errors
}

export function hasErrors(errors: Partial<Record<string, FormErrorCode>>): boolean {
  return Object.values(errors).some(Boolean)
}
