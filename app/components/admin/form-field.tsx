import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { decode, readableParams } from '../../domain/admin-message'
import type { ApiError } from '../../lib/api-client'

/** A rule's message code ("too_long?max=200") in the staff member's language; an uncoded text as it is. */
export function useCodeText() {
  const { t, i18n } = useTranslation()
  return (message: string) => {
    const { code, params } = decode(message)
    const key = `admin.errors.${code}`
    return i18n.exists(key) ? t(key, readableParams(i18n.language, params)) : t('admin.errors.invalid')
  }
}

/** A form layer's errors (zod issues or codes) as texts, each once. */
export function errorTexts(errors: readonly unknown[], text: (code: string) => string): string[] {
  const codes = errors.map((e) =>
    typeof e === 'string' ? e : ((e as { message?: string } | undefined)?.message ?? ''),
  )
  return [...new Set(codes.filter(Boolean).map(text))]
}

/**
 * A labelled control of a TanStack Form field: the browser's own check of the contract's schema
 * first, then what the server answered for the same name (already in the staff member's language).
 */
export function FormField({
  label,
  name,
  errors,
  server,
  children,
  wide,
  hint,
}: {
  label: string
  name: string
  errors: readonly unknown[]
  server?: ApiError | null
  children: ReactNode
  wide?: boolean
  hint?: string
}) {
  const text = useCodeText()
  const messages = [...errorTexts(errors, text), ...(server?.fields?.[name] ?? [])]
  return (
    <label className={`adm-field${wide ? ' adm-field--wide' : ''}${messages.length ? ' adm-field--error' : ''}`}>
      <span className="adm-field__label">{label}</span>
      {children}
      {hint && <span className="muted">{hint}</span>}
      {messages.length > 0 && (
        <span className="adm-field__error" role="alert">
          {messages.join(' ')}
        </span>
      )}
    </label>
  )
}

type NumberProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: number | undefined
  onNumber: (value: number) => void
}

/**
 * A number field of a form whose schema answers an empty field: emptied, it holds NaN (shown as an
 * empty box) rather than 0, so the schema's "required" is what the staff member reads.
 */
export function NumberInput({ value, onNumber, ...input }: NumberProps) {
  return (
    <input
      type="number"
      {...input}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => onNumber(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
    />
  )
}

/**
 * A choice of one of a list's ids (a brand, a category). With `choose`, an empty first choice that
 * holds NaN until one is picked, so the schema's "choose one" shows.
 */
export function ChoiceSelect({
  name,
  value,
  onChoose,
  options,
  choose,
}: {
  name: string
  value: number | undefined
  onChoose: (id: number) => void
  options: readonly { id: number; label: string }[]
  choose?: string
}) {
  return (
    <select
      name={name}
      value={value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(e) => onChoose(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    >
      {choose !== undefined && <option value="">{choose}</option>}
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
