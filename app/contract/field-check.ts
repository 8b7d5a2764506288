import { z } from 'zod'
import type { AccountErrorKey, FieldCheck } from '../domain/account-rules'

/** The wire messages of the §5 account checks; the UI shows its translated texts for the same keys. */
export const ACCOUNT_ERROR_MESSAGES: Record<AccountErrorKey, string> = {
  required: 'Required',
  name: 'Letters, spaces, apostrophe and hyphen only',
  email: 'Enter a valid email address',
  phone: 'A phone is an optional plus and 10 to 15 digits',
  password_short: 'At least 8 characters',
  password_mismatch: 'The passwords do not match',
  address_chars: 'Letters, digits and spaces only',
  too_long: 'Too long',
}

/** A trimmed string that passes one of the domain's field checks, with its message on failure. */
export function checked(check: FieldCheck) {
  return z
    .string({ error: ACCOUNT_ERROR_MESSAGES.required })
    .superRefine((value, ctx) => {
      const key = check(value)
      if (key) ctx.addIssue({ code: 'custom', message: ACCOUNT_ERROR_MESSAGES[key] })
    })
    .transform((value) => value.trim())
}
