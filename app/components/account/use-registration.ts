import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { generalErrorText, mappedFieldErrors } from '../../lib/auth/error-text'

/**
 * The submit flow both registrations share (spec §4 Registration, §8): post, then go to
 * RegistrationConfirmation; the answer's field messages land under their fields, and with no
 * answer the form's general error line shows.
 */
export function useRegistration<F extends string>(options: {
  path: '/auth/users/' | '/auth/register_partner/'
  locale: Locale
  wireFields: Record<string, F>
  fallbackKey: string
  setFieldErrors: (errors: Partial<Record<F, string>>) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)

  async function register(body: object) {
    setLoading(true)
    try {
      await apiFetch(options.path, { locale: options.locale, init: { method: 'POST', body: JSON.stringify(body) } })
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
