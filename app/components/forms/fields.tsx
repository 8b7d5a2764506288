import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'

interface FieldShell {
  name: string
  label: string
  error?: string
  hint?: string
  optionalLabel?: string
  /** An id prefix, so two forms on one page (the contact form and the recall modal) never share ids. */
  form: string
}

function Shell({
  name,
  label,
  error,
  hint,
  optionalLabel,
  form,
  children,
}: FieldShell & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = `${form}-${name}`
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel && <span className="field__optional"> ({optionalLabel})</span>}
      </label>
      {children({ id, describedBy })}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        // The input's description, not an alert: a failed send focuses the first wrong field, which reads
        // it, and the form's one summary is the alert (several at once would talk over each other).
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

type InputProps = FieldShell & {
  value: string
  onValue: (value: string) => void
  onBlur: () => void
  /** A form that fetches its checks when first used (the form layer). */
  onFocus?: () => void
  multiline?: boolean
} & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'max' | 'placeholder' | 'required'
  >

export function TextField({
  value,
  onValue,
  onBlur,
  onFocus,
  multiline,
  type,
  autoComplete,
  inputMode,
  maxLength,
  max,
  placeholder,
  required,
  ...shell
}: InputProps) {
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value)
  return (
    <Shell {...shell}>
      {({ id, describedBy }) => {
        const common = {
          id,
          name: shell.name,
          value,
          onChange: change,
          onBlur,
          onFocus,
          'aria-invalid': !!shell.error,
          'aria-describedby': describedBy,
          maxLength,
          placeholder,
          required,
          className: 'field__input',
        }
        return multiline ? (
          <>
            <textarea {...common} rows={5} />
            {/* A message stops at its limit: the writer sees how much room is left rather than losing the end of a paste unseen. */}
            {maxLength !== undefined && (
              <small className="field__count" data-testid={`${shell.name}-count`}>
                {value.length} / {maxLength}
              </small>
            )}
          </>
        ) : (
          <input {...common} type={type ?? 'text'} autoComplete={autoComplete} inputMode={inputMode} max={max} />
        )
      }}
    </Shell>
  )
}

export function SelectField({
  value,
  onValue,
  onBlur,
  options,
  placeholder,
  required,
  ...shell
}: FieldShell & {
  value: string
  onValue: (value: string) => void
  onBlur: () => void
  options: Array<{ value: string; label: string }>
  placeholder: string
  required?: boolean
}) {
  return (
    <Shell {...shell}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={shell.name}
          className="field__input field__select"
          value={value}
          required={required}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          aria-invalid={!!shell.error}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Shell>
  )
}

/** A form's own message after submit: a success or an error, announced to screen readers. */
export function FormNotice({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      className={`form-notice form-notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`form-${kind}`}
    >
      {children}
    </p>
  )
}
