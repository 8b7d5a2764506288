import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EMAIL_MAX, NAME_MAX, PHONE_INPUT_MAX } from '../../domain/account-rules'
import type { FieldBinding } from '../forms/use-form'
import { FormMessage, LoadingOverlay, PasswordField, TextField } from './form-fields'
import type { Registration } from './use-registration'

type Bind<F extends string> = { bind: (name: F) => FieldBinding<string> }

/** The first and last name pair both registrations ask for. */
export function NameFields({ form }: { form: Bind<'first_name' | 'last_name'> }) {
  const { t } = useTranslation()
  return (
    <div className="auth-form__pair">
      <TextField
        label={t('accounts.registration.first_name')}
        autoComplete="given-name"
        maxLength={NAME_MAX}
        {...form.bind('first_name')}
      />
      <TextField
        label={t('accounts.registration.last_name')}
        autoComplete="family-name"
        maxLength={NAME_MAX}
        {...form.bind('last_name')}
      />
    </div>
  )
}

/** Email and phone (the customer's wire field is `phone_number`, the partner's `phone`). */
export function ContactFields<P extends string>({ form, phone }: { form: Bind<'email' | P>; phone: P }) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        label={t('accounts.registration.email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        {...form.bind('email')}
      />
      <TextField
        label={t('accounts.registration.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('accounts.registration.phone_placeholder')}
        maxLength={PHONE_INPUT_MAX}
        {...form.bind(phone)}
      />
    </>
  )
}

/** The new password and its repeat. */
export function PasswordFields({ form }: { form: Bind<'password' | 're_password'> }) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        label={t('accounts.registration.password')}
        hint={t('accounts.registration.password_hint')}
        autoComplete="new-password"
        {...form.bind('password')}
      />
      <PasswordField
        label={t('accounts.registration.password_repeat')}
        autoComplete="new-password"
        {...form.bind('re_password')}
      />
    </>
  )
}

/** A registration's form: its fields, the general error line, the submit button and the way to sign in. */
export function RegistrationShell<F extends string>({
  registration,
  testId,
  submitLabel,
  children,
  after,
}: {
  registration: Registration<F>
  testId: string
  submitLabel: string
  children: ReactNode
  after?: ReactNode
}) {
  const { t } = useTranslation()
  const { loading, error, submit } = registration
  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={loading} data-testid={testId}>
      <LoadingOverlay shown={loading} />
      {children}
      <FormMessage kind="error" testId="registration-error">
        {error}
      </FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {submitLabel}
      </button>
      <p className="auth-form__alt">
        {t('accounts.registration.have_account')}{' '}
        <Link to="/login" className="auth-form__link">
          {t('accounts.registration.login')}
        </Link>
      </p>
      {after}
    </form>
  )
}
