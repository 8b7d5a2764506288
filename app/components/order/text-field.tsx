import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CheckoutFieldError } from './checkout-form'

/** A labelled input with its error under it (translated from the domain's error code). */
export function TextField({
  label,
  value,
  error,
  optional,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  disabled,
  maxLength,
  name,
  onChange,
  onBlur,
}: {
  label: string
  value: string
  error: CheckoutFieldError | null | undefined
  optional?: boolean
  hint?: string
  type?: 'text' | 'tel' | 'email'
  autoComplete?: string
  inputMode?: 'text' | 'tel' | 'email'
  disabled?: boolean
  maxLength?: number
  name: string
  onChange: (value: string) => void
  onBlur?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <small>({t('order.optional')})</small>}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        // The input's description, not an alert: a failed send focuses the first wrong field, which reads
        // its error, and several alerts at once would talk over each other.
        <span id={`${id}-error`} className="field__error">
          {t(`order.errors.${error}`)}
        </span>
      ) : hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  )
}
