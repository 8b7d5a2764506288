import { Link } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { RegisterPartnerRequest } from '../../contract/account'
import {
  checkEmail,
  checkLettersText,
  checkName,
  checkNewPassword,
  checkPhone,
  checkRepeat,
  EMAIL_MAX,
  FREE_TEXT_MAX,
  NAME_MAX,
  PHONE_INPUT_MAX,
} from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { FormMessage, LoadingOverlay, PasswordField, TextField } from './form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { useRegistration } from './use-registration'

type Field =
  | 'email'
  | 'phone'
  | 'password1'
  | 'password2'
  | 'firstName'
  | 'lastName'
  | 'fatherName'
  | 'city'
  | 'companyName'
  | 'position'
const EMPTY: Record<Field, string> = {
  email: '',
  phone: '',
  password1: '',
  password2: '',
  firstName: '',
  lastName: '',
  fatherName: '',
  city: '',
  companyName: '',
  position: '',
}
/** Spec §5 Partner registration: fatherName and city are not checked. */
const RULES: Partial<Record<Field, FieldRule<Field>>> = {
  email: checkEmail,
  phone: checkPhone,
  password1: checkNewPassword,
  password2: (value, all) => checkRepeat(all.password1, value),
  firstName: checkName,
  lastName: checkName,
  companyName: checkLettersText,
  position: checkLettersText,
}
const WIRE_FIELDS: Record<string, Field> = {
  email: 'email',
  phone: 'phone',
  password: 'password1',
  re_password: 'password2',
  first_name: 'firstName',
  last_name: 'lastName',
  father_name: 'fatherName',
  city: 'city',
  company_name: 'companyName',
  position: 'position',
}

/** Spec §2 Partner registration: the account plus a wholesale request; success goes to RegistrationConfirmation. */
export function PartnerRegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm(accountForm(EMPTY, RULES))
  const { error, loading, register, clearError } = useRegistration({
    locale,
    wireFields: WIRE_FIELDS,
    fallbackKey: 'accounts.partner.error',
    setFieldErrors: form.setErrors,
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    clearError()
    if (!form.validate()) return
    const v = form.values
    const body: RegisterPartnerRequest = {
      email: v.email.trim(),
      phone: v.phone.trim(),
      password: v.password1,
      re_password: v.password2,
      first_name: v.firstName.trim(),
      last_name: v.lastName.trim(),
      father_name: v.fatherName.trim(),
      city: v.city.trim(),
      company_name: v.companyName.trim(),
      position: v.position.trim(),
    }
    await register(() => apiFetch((api) => api.auth.register_partner.$post({ json: body }), { locale }))
  }

  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={loading}
      data-testid="partner-registration-form"
    >
      <LoadingOverlay shown={loading} />
      <div className="auth-form__group" role="group" aria-labelledby="partner-personal">
        <h2 className="auth-form__group-title" id="partner-personal">
          {t('accounts.partner.personal')}
        </h2>
        <div className="auth-form__pair">
          <TextField
            label={t('accounts.registration.first_name')}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            {...form.bind('firstName')}
          />
          <TextField
            label={t('accounts.registration.last_name')}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            {...form.bind('lastName')}
          />
        </div>
        <div className="auth-form__pair">
          <TextField
            label={t('accounts.partner.father_name')}
            autoComplete="additional-name"
            optional
            maxLength={FREE_TEXT_MAX}
            {...form.bind('fatherName')}
          />
          <TextField
            label={t('accounts.partner.city')}
            autoComplete="address-level2"
            optional
            maxLength={FREE_TEXT_MAX}
            {...form.bind('city')}
          />
        </div>
      </div>
      <div className="auth-form__group" role="group" aria-labelledby="partner-business">
        <h2 className="auth-form__group-title" id="partner-business">
          {t('accounts.partner.business')}
        </h2>
        <div className="auth-form__pair">
          <TextField
            label={t('accounts.partner.company_name')}
            autoComplete="organization"
            maxLength={FREE_TEXT_MAX}
            {...form.bind('companyName')}
          />
          <TextField
            label={t('accounts.partner.position')}
            autoComplete="organization-title"
            maxLength={FREE_TEXT_MAX}
            {...form.bind('position')}
          />
        </div>
      </div>
      <div className="auth-form__group" role="group" aria-labelledby="partner-account">
        <h2 className="auth-form__group-title" id="partner-account">
          {t('accounts.partner.account')}
        </h2>
        <div className="auth-form__pair">
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
        </div>
        <div className="auth-form__pair">
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
        </div>
      </div>
      <FormMessage kind="error" testId="registration-error">
        {error}
      </FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {t('accounts.partner.submit')}
      </button>
      <p className="auth-form__alt">
        {t('accounts.registration.have_account')}{' '}
        <Link to="/login" className="auth-form__link">
          {t('accounts.registration.login')}
        </Link>
      </p>
    </form>
  )
}
