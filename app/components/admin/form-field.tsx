import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { decode } from '../../domain/admin-message'
import type { ApiError } from '../../lib/api-client'

/** A rule's message code ("too_long?max=200") in the staff member's language; an uncoded text as it is. */
export function useCodeText() {
  const { t, i18n } = useTranslation()
  return (message: string) => {
    const { code, params } = decode(message)
    const key = `admin.errors.${code}`
    return i18n.exists(key) ? t(key, params) : t('admin.errors.invalid')
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
