import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrorCode } from '../../domain/form-rules'
import { ApiError } from '../../lib/api-client'

export type FieldCheck<F extends string> = (field: F, values: Record<F, string>) => FormErrorCode | undefined

/**
 * A form's values and its §5 checks, run on blur and on submit (spec §5): a field shows its error
 * once it was left or the form was sent, and clears it as soon as it is fixed. Errors are the §8
 * texts, from the rules' codes or, after a refused submit, from the server's field messages.
 */
export function useForm<F extends string>(fields: readonly F[], initial: Record<F, string>, check: FieldCheck<F>) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const message = useCallback((code: FormErrorCode | undefined) => (code ? t(`content.errors.${code}`) : undefined), [t])

  const setError = (field: F, text: string | undefined) => setErrors((prev) => ({ ...prev, [field]: text }))

  return {
    values,
    errors,
    /** Every field valid by the browser's checks (no message needed): for submit buttons that wait for it. */
    isValid: fields.every((f) => !check(f, values)),
    set(field: F, value: string) {
      const next = { ...values, [field]: value }
      setValues(next)
      if (errors[field]) setError(field, message(check(field, next)))
    },
    /** A choice (a select) is complete when made: checked at once, so un-choosing a required one says so. */
    choose(field: F, value: string) {
      const next = { ...values, [field]: value }
      setValues(next)
      setError(field, message(check(field, next)))
    },
    blur(field: F, normalise?: (value: string) => string) {
      const next = normalise ? { ...values, [field]: normalise(values[field]) } : values
      if (normalise) setValues(next)
      setError(field, message(check(field, next)))
    },
    /** Checks every field; true when the form may be sent. */
    validateAll(): boolean {
      const found = Object.fromEntries(fields.map((f) => [f, message(check(f, values))])) as Partial<Record<F, string>>
      setErrors(found)
      return Object.values(found).every((e) => !e)
    },
    /** Shows the server's field messages (already in the visitor's language). */
    showServerErrors(fieldMessages: Record<string, string[]> | undefined) {
      const known = Object.entries(fieldMessages ?? {}).filter(([f]) => (fields as readonly string[]).includes(f))
      setErrors((prev) => ({ ...prev, ...Object.fromEntries(known.map(([f, m]) => [f, m[0]])) }))
    },
    reset(next: Record<F, string> = initial) {
      setValues(next)
      setErrors({})
    },
    setValues,
  }
}

/** The form-level text of a failed submit (spec §8): the bot check, the rate limit, invalid fields, or a send failure. */
export function submitErrorKey(error: unknown, invalidKey = 'content.errors.form_invalid', failedKey = 'content.errors.send_failed'): string {
  if (error instanceof ApiError) {
    if (error.fields?.recaptchaToken) return 'content.errors.recaptcha'
    if (error.status === 429) return 'content.errors.rate_limited'
    if (error.status === 400 && error.fields) return invalidKey
  }
  return failedKey
}
