import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkEmail, checkNewPassword, checkRepeat, EMAIL_MAX } from '../../domain/account-rules'
import type { Locale } from '../../domain/locale'
import { ApiError, apiFetch } from '../../lib/api-client'
import { generalErrorText, mappedFieldErrors, serverFieldErrors } from '../../lib/auth/error-text'
import { BotCheck } from '../ui/bot-check'
import { FormMessage, LoadingOverlay, PasswordField, TextField } from './form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'

const EMAIL_RULES = { email: checkEmail }

/**
 * Spec §2 Password restore: an email, a success or error line, a send button with a loader.
 * §4: both lines are cleared at each attempt; the server answers the same for unknown emails.
 */
export function RestorePasswordForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm(accountForm({ email: '' }, EMAIL_RULES))
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [loading, setLoading] = useState(false)
  const [captcha, setCaptcha] = useState<string | null>(null)
  /** A bot-check token is spent by one request: each attempt renders a fresh widget. */
  const [captchaRound, setCaptchaRound] = useState(0)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setResult(null)
    if (!form.validate()) return
    if (!captcha) return setResult({ kind: 'error', text: t('accounts.login.recaptcha') })
    setLoading(true)
    try {
      const json = { email: form.values.email.trim(), recaptchaToken: captcha }
      await apiFetch((api) => api.auth.users.reset_password.$post({ json }), { locale })
      setResult({ kind: 'success', text: t('accounts.restore.success') })
    } catch (caught) {
      // §8: the first email error from the server, else the generic text.
      const fields = serverFieldErrors(t, caught)
      const text =
        fields.email ??
        (fields.recaptchaToken ? t('accounts.login.recaptcha') : generalErrorText(t, caught, 'accounts.restore.error'))
      setResult({ kind: 'error', text })
    } finally {
      setLoading(false)
      setCaptcha(null)
      setCaptchaRound((n) => n + 1)
    }
  }

  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={loading}
      data-testid="restore-form"
    >
      <LoadingOverlay shown={loading} />
      <TextField
        label={t('accounts.restore.email')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        {...form.bind('email')}
      />
      <BotCheck key={captchaRound} action="reset" onToken={setCaptcha} />
      {result && (
        <FormMessage kind={result.kind} testId="restore-result">
          {result.text}
        </FormMessage>
      )}
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {loading && <span className="spinner spinner--small" aria-hidden="true" />}
        {t('accounts.restore.submit')}
      </button>
      <p className="auth-form__alt">
        <Link to="/login" className="auth-form__link">
          {t('accounts.restore.back')}
        </Link>
      </p>
    </form>
  )
}

type ResetField = 'new_password' | 're_new_password'
const RESET_RULES: Record<ResetField, FieldRule<ResetField>> = {
  new_password: checkNewPassword,
  re_new_password: (value, all) => checkRepeat(all.new_password, value),
}
const RESET_WIRE: Record<string, ResetField> = { new_password: 'new_password', re_new_password: 're_new_password' }

/** The page of the emailed /password/reset/confirm/{uid}/{token} link: the new password twice. */
export function ResetPasswordForm({
  uid,
  token,
  locale,
  usable = true,
}: {
  uid: string
  token: string
  locale: Locale
  /** What the server said of the link before the page was shown: a used or expired one offers no form. */
  usable?: boolean
}) {
  const { t } = useTranslation()
  const form = useForm(accountForm({ new_password: '', re_new_password: '' }, RESET_RULES))
  const [state, setState] = useState<'idle' | 'done' | 'invalid' | 'used'>(usable ? 'idle' : 'used')
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    if (!form.validate()) return
    setLoading(true)
    try {
      await apiFetch((api) => api.auth.users.reset_password_confirm.$post({ json: { uid, token, ...form.values } }), {
        locale,
      })
      setState('done')
    } catch (caught) {
      const fields = mappedFieldErrors(t, caught, RESET_WIRE)
      if (caught instanceof ApiError && (caught.status === 401 || caught.fields?.token || caught.fields?.uid))
        setState('invalid')
      else if (Object.keys(fields).length > 0) form.setErrors(fields)
      else setError(generalErrorText(t, caught, 'accounts.reset.error'))
    } finally {
      setLoading(false)
    }
  }

  if (state === 'done') {
    return (
      <div className="auth-result" data-testid="reset-result">
        <FormMessage kind="success">{t('accounts.reset.success')}</FormMessage>
        <Link to="/login" className="btn btn--primary">
          {t('accounts.reset.login')}
        </Link>
      </div>
    )
  }
  if (state === 'invalid' || state === 'used') {
    return (
      <div className="auth-result" data-testid="reset-result">
        <FormMessage kind="error">
          {t(state === 'used' ? 'accounts.reset.used_link' : 'accounts.reset.invalid_link')}
        </FormMessage>
        <Link to="/restore_password" className="btn btn--primary">
          {t('accounts.reset.request_new')}
        </Link>
        {state === 'used' && (
          <Link to="/login" className="btn btn--outline">
            {t('accounts.reset.login')}
          </Link>
        )}
      </div>
    )
  }
  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={loading}
      data-testid="reset-form"
    >
      <LoadingOverlay shown={loading} />
      <PasswordField
        label={t('accounts.reset.new_password')}
        hint={t('accounts.registration.password_hint')}
        autoComplete="new-password"
        {...form.bind('new_password')}
      />
      <PasswordField label={t('accounts.reset.repeat')} autoComplete="new-password" {...form.bind('re_new_password')} />
      <FormMessage kind="error">{error}</FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {t('accounts.reset.submit')}
      </button>
    </form>
  )
}
