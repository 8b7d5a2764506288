import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

interface FieldProps extends InputProps {
  label: string
  error?: string | undefined
  hint?: string
  optional?: boolean
}

/** A labelled input with its error under it (spec §8: errors show under their fields). */
export function TextField({ label, error, hint, optional, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {(ids) => <input {...ids} className="field__input" {...input} />}
    </FieldFrame>
  )
}

/** A password input with its show/hide toggle. */
export function PasswordField({ label, error, hint, className, ...input }: FieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <div className="field__password">
          <input {...ids} className="field__input" {...input} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className="field__eye"
            aria-label={visible ? t('accounts.hide_password') : t('accounts.show_password')}
            aria-pressed={visible}
            disabled={input.disabled}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FieldFrame>
  )
}

function FieldFrame({
  label,
  error,
  hint,
  optional,
  className,
  children,
}: {
  label: string
  error?: string | undefined
  hint?: string | undefined
  optional?: boolean | undefined
  className?: string | undefined
  children: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={['field', error ? 'field--error' : '', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> ({t('accounts.optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy && { 'aria-describedby': describedBy }) })}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  )
}

/** Spec §2: a loading overlay (spinner) over the form while a request runs. */
export function LoadingOverlay({ shown }: { shown: boolean }) {
  const { t } = useTranslation()
  if (!shown) return null
  return (
    <div className="form-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('accounts.loading')}</span>
    </div>
  )
}

/** A form-level message line: an error (role alert) or a success note. */
export function FormMessage({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success' | 'info'
  children: ReactNode
  testId?: string
}) {
  if (!children) return null
  return (
    <div
      className={`form-message form-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  )
}
