import { collectErrors, type FormErrorCode, type FormErrors, isBlank, TEXT_MAX } from './form-rules'
import { ACCOUNT_PHONE, matchesPhoneRule } from './phone-rules'
import { CONTACT_NAME, EMAIL_PATTERN } from './text-rules'

/**
 * Spec §5 Contact form, and the recall modal, whose rules the spec does not show: it takes a name
 * and a phone by the contact form's rules. Every field is at most 255 characters. The contact form's
 * phone is optional (spec §5 checks only its shape; the email is the way back), so an empty one
 * passes; the recall modal exists to be phoned, so its phone is required.
 */
export const CONTACT_FIELDS = ['subject', 'first_name', 'email', 'phone', 'text'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>

export const RECALL_FIELDS = ['first_name', 'phone'] as const
export type RecallField = (typeof RECALL_FIELDS)[number]
export type RecallValues = Record<RecallField, string>

export function contactFieldError(field: ContactField, raw: string): FormErrorCode | undefined {
  const value = raw.trim()
  if (value.length > TEXT_MAX) return 'too_long'
  switch (field) {
    case 'subject':
      return isBlank(value) ? 'subject_required' : undefined
    case 'text':
      return isBlank(value) ? 'text_required' : undefined
    case 'first_name':
      // An empty name is missing, not wrong: the form asks for it.
      if (value === '') return 'name_required'
      return CONTACT_NAME.test(value) ? undefined : 'name_invalid'
    case 'email':
      return EMAIL_PATTERN.test(value) ? undefined : 'contact_email_invalid'
    case 'phone':
      return phoneError(value, false)
  }
}

function phoneError(value: string, required: boolean): FormErrorCode | undefined {
  if (value === '') return required ? 'phone_required' : undefined
  return matchesPhoneRule(ACCOUNT_PHONE, value) ? undefined : 'contact_phone_invalid'
}

export function validateContact(values: ContactValues): FormErrors<ContactField> {
  return collectErrors(CONTACT_FIELDS, (field) => contactFieldError(field, values[field]))
}

export function validateRecall(values: RecallValues): FormErrors<RecallField> {
  return collectErrors(RECALL_FIELDS, (field) =>
    field === 'phone' && values.phone.trim() === '' ? phoneError('', true) : contactFieldError(field, values[field]),
  )
}
