import { type ChangeEvent, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountErrorKey } from '../../domain/account-rules'
import { ruleText } from '../../lib/auth/error-text'

export type FieldRule<F extends string> = (value: string, values: Record<F, string>) => AccountErrorKey | null
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * Form state with the §5 checks of app/domain/account-rules.ts: each field is checked when it
 * loses focus and all of them on submit; a field showing an error is re-checked as it is typed in,
 * so the message leaves as soon as the value is right.
 */
export function useFieldForm<F extends string>(initial: Record<F, string>, rules: Partial<Record<F, FieldRule<F>>>) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  const check = useCallback(
    (name: F, all: Record<F, string>): string | undefined => {
      const key = rules[name]?.(all[name], all)
      return key ? ruleText(t, key) : undefined
    },
    [rules, t],
  )

  const bind = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value }
      setValues(next)
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: check(name, next) }))
    },
    onBlur: () => setErrors((prev) => ({ ...prev, [name]: check(name, values) })),
  })

  /** Checks every field; true when all pass. */
  const validate = (): boolean => {
    const next: FieldErrors<F> = {}
    for (const name of Object.keys(values) as F[]) {
      const error = check(name, values)
      if (error) next[name] = error
    }
    setErrors(next)
    return Object.keys(next).length === 0
  }

  const reset = (to: Record<F, string>) => {
    setValues(to)
    setErrors({})
  }

  const hasErrors = Object.values(errors).some(Boolean)
  return { values, errors, setErrors, bind, validate, reset, hasErrors }
}
