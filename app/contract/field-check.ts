import { z } from 'zod'
import { AppError } from '../domain/app-error'
import { ACCOUNT_ERROR_MESSAGES } from '../domain/account-error-messages'
import type { AccountErrorKey, FieldCheck } from '../domain/account-rules'
import { ORDER_FIELD_MESSAGES, type OrderFieldError } from '../domain/order-form'

export { ACCOUNT_ERROR_MESSAGES }

/** A field rule's code, as the account and order rules answer it. */
export type FieldCode = AccountErrorKey | OrderFieldError

/**
 * The wire text of each field code (spec §8 words some of them; the wire stays English whatever the
 * language). The contract's schemas report codes; the API turns them into these texts at its one
 * boundary (worker/api/validate.ts), and sends the codes beside them.
 */
export const FIELD_WIRE_TEXT: Record<FieldCode, string> = { ...ACCOUNT_ERROR_MESSAGES, ...ORDER_FIELD_MESSAGES }

export const isFieldCode = (value: string): value is FieldCode => Object.hasOwn(FIELD_WIRE_TEXT, value)

/** A zod issue's field code: the rule's own, else what zod's check says (a missing value, a length). */
export function issueCode(issue: z.core.$ZodIssue): string {
  if (isFieldCode(issue.message)) return issue.message
  if (issue.code === 'too_big') return 'too_long'
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) return 'required'
  return 'invalid'
}

/** A zod issue's wire text: a code's text, or the schema's own words. */
export const issueText = (issue: z.core.$ZodIssue): string =>
  isFieldCode(issue.message) ? FIELD_WIRE_TEXT[issue.message] : issue.message

/** A trimmed string that passes one of the domain's field checks; a failure reports the check's code. */
export function checked(check: FieldCheck) {
  return z
    .string({ error: 'required' })
    .superRefine((value, ctx) => {
      const key = check(value)
      if (key) ctx.addIssue({ code: 'custom', message: key })
    })
    .transform((value) => value.trim())
}

/** A refusal the server finds past the schema (a taken email, a wrong password): its codes, with their wire texts. */
export function fieldRefusal(codes: Record<string, FieldCode>): AppError {
  const fields = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, [FIELD_WIRE_TEXT[code]]]))
  return new AppError('invalid_data', 'Invalid request', fields, codes)
}
