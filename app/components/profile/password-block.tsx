import type { TFunction } from 'i18next'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SetPasswordRequest } from '../../contract/auth'
import type { Locale } from '../../domain/locale'
import { ApiError } from '../../lib/api-client'
import { authFetch } from '../../lib/auth/auth-fetch'
import { isNoAnswer, serverFieldErrors } from '../../lib/auth/error-text'
import { adoptTokens } from '../../lib/auth/session'
import { PasswordField } from '../account/form-fields'
import { accountForm, type FieldRule, useForm } from '../forms/use-form'
import { ProfileBlock } from './profile-block'

type Field = keyof SetPasswordRequest
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', re_new_password: '' }
/** §5 Password change: the three fields are required; matching and strength are the server's. */
const required: FieldRule<Field> = (v) => (v === '' ? 'required' : null)
const RULES: Record<Field, FieldRule<Field>> = {
  current_password: required,
  new_password: required,
  re_new_password: required,
}
const LABELS: Record<Field, string> = {
  current_password: 'accounts.password.current',
  new_password: 'accounts.password.new',
  re_new_password: 'accounts.password.repeat',
}

/** §8 Password change failure: 'Помилка:' and a line per field, or the no-body / no-answer texts. */
function failureText(t: TFunction, error: unknown): ReactNode {
  if (isNoAnswer(error)) return t('accounts.password.no_answer')
  if (!(error instanceof ApiError)) return `${t('accounts.password.failure')} ${String(error)}`
  if (error.code === 'unknown') return t('accounts.password.unknown')
  const fields = Object.entries(serverFieldErrors(t, error))
  if (fields.length === 0) return `${t('accounts.password.failure')} ${error.message}`
  return (
    <>
      {t('accounts.password.failure')}
      {fields.map(([field, text]) => (
        <span key={field} className="form-message__line">
          {field in LABELS ? t(LABELS[field as Field]) : field}: {text}
        </span>
      ))}
    </>
  )
}

/** Spec §2 change password; §4: success resets the fields, leaves edit mode and says so. */
export function PasswordBlock({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const form = useForm(accountForm(EMPTY, RULES))
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: ReactNode } | null>(null)

  const toggle = () => {
    form.reset(EMPTY)
    setMessage(null)
    setEditing((on) => !on)
  }

  async function save() {
    setMessage(null)
    if (!form.validate()) return
    setSaving(true)
    try {
      // The server ends every session on a password change; should it answer a fresh pair, this one goes on.
      adoptTokens(await authFetch((api) => api.auth.users.set_password.$post({ json: form.values }), { locale }))
      form.reset(EMPTY)
      setEditing(false)
      setMessage({ kind: 'success', text: t('accounts.password.success') })
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(t, error) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <ProfileBlock
      title={t('accounts.password.title')}
      testId="password-change"
      editing={editing}
      onToggle={toggle}
      onSubmit={() => void save()}
      saving={saving}
      message={message}
    >
      <div className="pblock__grid">
        <PasswordField
          label={t(LABELS.current_password)}
          autoComplete="current-password"
          {...form.bind('current_password')}
        />
        <PasswordField
          label={t(LABELS.new_password)}
          hint={t('accounts.registration.password_hint')}
          autoComplete="new-password"
          {...form.bind('new_password')}
        />
        <PasswordField
          label={t(LABELS.re_new_password)}
          autoComplete="new-password"
          {...form.bind('re_new_password')}
        />
      </div>
    </ProfileBlock>
  )
}
