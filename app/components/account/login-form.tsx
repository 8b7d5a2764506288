import { Link, useNavigate } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { ApiError } from '../../lib/api-client'
import { isLoggedIn, useAuth } from '../../lib/auth/auth-store'
import { login, NoTokensError, takeSessionNotice } from '../../lib/auth/session'
import type { SessionNotice } from '../../lib/auth/session-end'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { BotCheck } from '../ui/bot-check'
import { FormMessage, LoadingOverlay, PasswordField, TextField } from './form-fields'
import type { ProfileSection } from '../profile/sections'

type Field = 'identifier' | 'password'
/** §5 Login: both fields are required; whether they match an account is the server's. */
const RULES: Record<Field, FieldRule<Field>> = {
  identifier: (v) => (v.trim() === '' ? 'required' : null),
  password: (v) => (v === '' ? 'required' : null),
}
const EMPTY: Record<Field, string> = { identifier: '', password: '' }

/** §8 Login failure, in the page's language. */
function loginErrorText(t: TFunction, error: unknown): string {
  if (error instanceof NoTokensError) return t('accounts.login.no_tokens')
  if (!(error instanceof ApiError)) return t('accounts.login.failed')
  if (error.status === 401) return t('accounts.login.failed')
  if (error.status === 403) return t(error.fields?.account ? 'accounts.login.blocked' : 'accounts.login.inactive')
  if (error.status === 429) return t('accounts.login.rate_limited')
  if (error.fields?.recaptchaToken) return t('accounts.login.recaptcha')
  // The first refused field's code as the page's text, else the server's own words.
  const [field, messages] = Object.entries(error.fields ?? {})[0] ?? []
  const code = field ? error.codes?.[field] : undefined
  return (code && t(`accounts.errors.${code}`, { defaultValue: '' })) || messages?.[0] || t('accounts.login.failed')
}

const NOTICE_KEYS = {
  token_invalid: 'accounts.login.notice_token_invalid',
  session_expired: 'accounts.login.notice_session_expired',
  refresh_failed: 'accounts.login.notice_refresh_failed',
} as const satisfies Record<SessionNotice, string>

/** Spec §2 Login: identifier (email or phone), password with show/hide, bot check, loading overlay and an error line. */
export function LoginForm({ locale, section }: { locale: Locale; section?: ProfileSection }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const auth = useAuth()
  const form = useForm(accountForm(EMPTY, RULES))
  const [captcha, setCaptcha] = useState<string | null>(null)
  /** A Turnstile token is spent by one attempt: a failed login renders a fresh widget. */
  const [captchaRound, setCaptchaRound] = useState(0)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState<SessionNotice | null>(null)
  const [loading, setLoading] = useState(false)

  // The notice lives in sessionStorage, which the server render cannot read: taken after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setNotice(takeSessionNotice()), [])
  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (auth.known && isLoggedIn(auth) && !loading)
      void navigate({ to: '/profile', search: section ? { section } : {}, replace: true })
  }, [auth, loading, navigate, section])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setNotice(null)
    if (!form.validate()) return
    if (!captcha) return setError(t('accounts.login.recaptcha'))
    setLoading(true)
    try {
      await login({ ...form.values, recaptchaToken: captcha }, locale)
      await navigate({ to: '/profile', search: section ? { section } : {} })
    } catch (caught) {
      setError(loginErrorText(t, caught))
      setCaptcha(null)
      setCaptchaRound((n) => n + 1)
    } finally {
      setLoading(false)
    }
  }

  return (
    <form
      className="auth-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={loading}
      data-testid="login-form"
    >
      <LoadingOverlay shown={loading} />
      {notice && <FormMessage kind="info">{t(NOTICE_KEYS[notice])}</FormMessage>}
      <TextField
        label={t('accounts.login.identifier')}
        placeholder={t('accounts.login.identifier_placeholder')}
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        {...form.bind('identifier')}
      />
      <PasswordField
        label={t('accounts.login.password')}
        autoComplete="current-password"
        maxLength={128}
        {...form.bind('password')}
      />
      <div className="auth-form__row">
        <Link to="/restore_password" className="auth-form__link">
          {t('accounts.login.forgot')}
        </Link>
      </div>
      <BotCheck key={captchaRound} action="login" onToken={setCaptcha} />
      <FormMessage kind="error" testId="login-error">
        {error}
      </FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={loading}>
        {t('accounts.login.submit')}
      </button>
      <p className="auth-form__alt">
        {t('accounts.login.no_account')}{' '}
        <Link to="/registration" className="auth-form__link">
          {t('accounts.login.register')}
        </Link>
      </p>
      <p className="auth-form__alt">
        {t('accounts.login.partner')}{' '}
        <Link to="/registration/business" className="auth-form__link">
          {t('accounts.login.partner_link')}
        </Link>
      </p>
    </form>
  )
}
