import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegisterCustomerRequest } from '../../contract/account'
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  checkRepeat,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_INPUT_MAX,
} from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { FormMessage, LoadingOverlay, PasswordField, TextField } from './form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { useRegistration } from './use-registration'

type Field = 'first_name' | 'last_name' | 'email' | 'phone' | 'password1' | 'password2'
const EMPTY: Record<Field, string> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password1: '',
  password2: '',
}
/** Spec §5 Customer registration, checked on blur and on submit. */
const RULES: Record<Field, FieldRule<Field>> = {
  first_name: checkName,
  last_name: checkName,
  email: checkEmail,
  phone: checkPhone,
  password1: checkNewPassword,
  password2: (value, all) => checkRepeat(all.password1, value),
}
/** Wire field → form field, for the server's field errors. */
const WIRE_FIELDS: Record<string, Field> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone_number: 'phone',
  password: 'password1',
  re_password: 'password2',
}

/** Spec §2 Customer registration: posts only when every field passes, then goes to RegistrationConfirmation. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm(accountForm(EMPTY, RULES))
  const { error, loading, register, clearError } = useRegistration({
    locale,
    wireFields: WIRE_FIELDS,
    fallbackKey: 'accounts.registration.error',
    setFieldErrors: form.setErrors,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    clearError()
    if (!form.validate()) return
    const { values } = form
    const body: RegisterCustomerRequest = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone_number: values.phone.trim(),
      password: values.password1,
      re_password: values.password2,
    }
    await register(() => apiFetch((api) => api.auth.users.$post({ json: body }), { locale }))
  }

  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={loading}
      data-testid="registration-form"
    >
      <LoadingOverlay shown={loading} />
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
        {...form.bind('phone')}
      />
      <PasswordField
        label={t('accounts.registration.password')}
        hint={t('accounts.registration.password_hint')}
        autoComplete="new-password"
        {...form.bind('password1')}
      />
      <PasswordField
        label={t('accounts.registration.password_repeat')}
        autoComplete="new-password"
        {...form.bind('password2')}
      />
      <FormMessage kind="error" testId="registration-error">
        {error}
      </FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {t('accounts.registration.submit')}
      </button>
      <p className="auth-form__alt">
        {t('accounts.registration.have_account')}{' '}
        <Link to="/login" className="auth-form__link">
          {t('accounts.registration.login')}
        </Link>
      </p>
      <p className="auth-form__alt">
        <Link to="/registration/business" className="auth-form__link">
          {t('accounts.registration.partner')}
        </Link>
      </p>
    </form>
  )
}
