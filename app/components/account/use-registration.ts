import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { generalErrorText, mappedFieldErrors } from '../../lib/auth/error-text'

/**
 * The submit flow both registrations share (spec §4 Registration, §8): post, then go to
 * RegistrationConfirmation; the answer's field messages land under their fields, and with no
 * answer the form's general error line shows.
 */
export function useRegistration<F extends string>(options: {
  locale: Locale
  wireFields: Record<string, F>
  fallbackKey: string
  setFieldErrors: (errors: Partial<Record<F, string>>) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)

  /** `send` posts the registration through the typed client (its route and body are the form's own). */
  async function register(send: () => Promise<unknown>) {
    setLoading(true)
    try {
      await send()
      await navigate({ to: '/registration-confirmation' })
    } catch (caught) {
      const fields = mappedFieldErrors(t, caught, options.wireFields)
      if (Object.keys(fields).length > 0) options.setFieldErrors(fields)
      else setError(generalErrorText(t, caught, options.fallbackKey))
    } finally {
      setLoading(false)
    }
  }

  return { error, loading, register, clearError: () => setError('') }
}
