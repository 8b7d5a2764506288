import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { ContactFields, NameFields, PasswordFields, RegistrationShell } from './registration-fields'
import { useRegistration } from './use-registration'

/** The request's wire fields (spec §7 POST /auth/users/), empty. */
const EMPTY = { first_name: '', last_name: '', email: '', phone_number: '', password: '', re_password: '' }

/** Spec §2 Customer registration: posts only when every field passes, then goes to RegistrationConfirmation. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const registration = useRegistration({
    locale,
    initial: EMPTY,
    schema: () => import('../../contract/account').then((m) => m.registerCustomerSchema),
    fallbackKey: 'accounts.registration.error',
    post: (json) => apiFetch((api) => api.auth.users.$post({ json }), { locale }),
  })
  const { form } = registration
  return (
    <RegistrationShell
      registration={registration}
      testId="registration-form"
      submitLabel={t('accounts.registration.submit')}
      after={
        <p className="auth-form__alt">
          <Link to="/registration/business" className="auth-form__link">
            {t('accounts.registration.partner')}
          </Link>
        </p>
      }
    >
      <NameFields form={form} />
      <ContactFields form={form} phone="phone_number" />
      <PasswordFields form={form} />
    </RegistrationShell>
  )
}
