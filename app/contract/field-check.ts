import { z } from 'zod'
import { ACCOUNT_ERROR_MESSAGES, type FieldCheck } from '../domain/account-rules'

export { ACCOUNT_ERROR_MESSAGES }

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
