import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { checkRepeat } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { generalErrorText, serverFieldErrors } from '../../lib/auth/error-text'
import { ruleText, useForm } from '../forms/use-form'

/** Both registrations' password pair: the repeat is compared in the browser before the schema's own check. */
type Passwords = 'password' | 're_password'

/**
 * The form and submit flow both registrations share (spec §4 Registration, §5, §8): the fields are the
 * request's wire fields, checked by the contract's schema (the server's) on blur and on submit; a valid
 * form posts, then goes to RegistrationConfirmation. The answer's field codes land under their fields
 * in the page's language, and with none the form's general error line shows.
 */
export function useRegistration<F extends string>(options: {
  locale: Locale
  initial: Record<F | Passwords, string>
  /** Imports the contract's schema of the request (it loads with the form layer, not with the page). */
  schema: () => Promise<z.ZodType>
  fallbackKey: string
  /** Posts the trimmed values through the typed client (the route is the form's own). */
  post: (body: Record<F | Passwords, string>) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm<F | Passwords, string>({
    fields: Object.keys(options.initial) as (F | Passwords)[],
    initial: options.initial,
    schema: { load: options.schema },
    check: (field, values) => (field === 're_password' ? checkRepeat(values.password, values.re_password) : null),
    text: ruleText,
  })
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    await form.ready()
    if (!form.validate()) return
    const trimmed = Object.fromEntries(
      Object.entries<string>(form.values).map(([k, v]) => [k, k === 'password' || k === 're_password' ? v : v.trim()]),
    ) as Record<F | Passwords, string>
    setLoading(true)
    try {
      await options.post(trimmed)
      await navigate({ to: '/registration-confirmation' })
    } catch (caught) {
      const fields = serverFieldErrors(t, caught)
      if (Object.keys(fields).length > 0) form.setErrors(fields as Partial<Record<F | Passwords, string>>)
      else setError(generalErrorText(t, caught, options.fallbackKey))
    } finally {
      setLoading(false)
    }
  }

  return { form, error, loading, submit }
}
export type Registration<F extends string> = ReturnType<typeof useRegistration<F>>
