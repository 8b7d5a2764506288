import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FREE_TEXT_MAX } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { TextField } from './form-fields'
import { ContactFields, NameFields, PasswordFields, RegistrationShell } from './registration-fields'
import { useRegistration } from './use-registration'

/** The request's wire fields (spec §7 POST /auth/register_partner/), empty; father_name and city are optional. */
const EMPTY = {
  email: '',
  phone: '',
  password: '',
  re_password: '',
  first_name: '',
  last_name: '',
  father_name: '',
  city: '',
  company_name: '',
  position: '',
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="auth-form__group" role="group" aria-labelledby={id}>
      <h2 className="auth-form__group-title" id={id}>
        {title}
      </h2>
      {children}
    </div>
  )
}

/** Spec §2 Partner registration: the account plus a wholesale request; success goes to RegistrationConfirmation. */
export function PartnerRegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const registration = useRegistration({
    locale,
    initial: EMPTY,
    schema: () => import('../../contract/account').then((m) => m.registerPartnerSchema),
    fallbackKey: 'accounts.partner.error',
    post: (json) => apiFetch((api) => api.auth.register_partner.$post({ json }), { locale }),
  })
  const { form } = registration
  const text = (name: 'father_name' | 'city' | 'company_name' | 'position', label: string, autoComplete: string) => (
    <TextField
      label={t(label)}
      autoComplete={autoComplete}
      optional={name === 'father_name' || name === 'city'}
      maxLength={FREE_TEXT_MAX}
      {...form.bind(name)}
    />
  )
  return (
    <RegistrationShell
      registration={registration}
      testId="partner-registration-form"
      submitLabel={t('accounts.partner.submit')}
    >
      <Group id="partner-personal" title={t('accounts.partner.personal')}>
        <NameFields form={form} />
        <div className="auth-form__pair">
          {text('father_name', 'accounts.partner.father_name', 'additional-name')}
          {text('city', 'accounts.partner.city', 'address-level2')}
        </div>
      </Group>
      <Group id="partner-business" title={t('accounts.partner.business')}>
        <div className="auth-form__pair">
          {text('company_name', 'accounts.partner.company_name', 'organization')}
          {text('position', 'accounts.partner.position', 'organization-title')}
        </div>
      </Group>
      <Group id="partner-account" title={t('accounts.partner.account')}>
        <div className="auth-form__pair">
          <ContactFields form={form} phone="phone" />
        </div>
        <div className="auth-form__pair">
          <PasswordFields form={form} />
        </div>
      </Group>
    </RegistrationShell>
  )
}
