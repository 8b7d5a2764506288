import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api-client'
import { login } from '../../lib/auth/session'
import { BotCheck } from '../ui/bot-check'
import { useLocale } from '../../i18n/use-locale'

/** Staff sign in with the store's own login (app/lib/auth: email or phone, password, bot check). */
export function AdminLogin({ onSignedIn, forbidden }: { onSignedIn: () => void; forbidden?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [identifier, setIdentifier] = useState('')
  const [password, setPassword] = useState('')
  const [token, setToken] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!token) return setError(t('admin.login.bot_check'))
    setBusy(true)
    try {
      await login({ identifier, password, recaptchaToken: token }, locale)
      onSignedIn()
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 401
          ? t('admin.login.failed')
          : e instanceof Error
            ? e.message
            : String(e),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="adm-login">
      <form className="adm-login__card" onSubmit={submit} data-testid="adm-login">
        <p className="adm-side__logo adm-side__logo--dark">
          Beauty<b>Pro</b> <small>{t('admin.title')}</small>
        </p>
        <h1>{t('admin.login.title')}</h1>
        {forbidden && <p className="adm-alert adm-alert--error">{t('admin.login.forbidden')}</p>}
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.login.identifier')}</span>
          <input
            name="identifier"
            autoComplete="username"
            required
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <BotCheck action="login_action" onToken={setToken} />
        {error && (
          <p className="adm-alert adm-alert--error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('admin.common.loading') : t('admin.login.submit')}
        </button>
      </form>
    </div>
  )
}
