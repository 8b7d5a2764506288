import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContactField } from '../../domain/contact-form'
import { type FormErrorCode, TEXT_MAX } from '../../domain/form-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { TextField } from './fields'
import { submitErrorKey, contentText, useForm } from './use-form'

type FieldExtra = Partial<Parameters<typeof TextField>[0]>

/**
 * The contact form and the recall modal both post to POST /core/recal_me/ (spec §7) with the
 * contact form's rules and a bot check: one submit flow for both. A refused or failed send asks
 * for a fresh bot-check token (a Turnstile token works once); field errors from the server land
 * under their fields.
 */
export function useRecallRequest<F extends ContactField>(options: {
  kind: 'contact' | 'recall'
  fields: readonly F[]
  empty: Record<F, string>
  locale: Locale
  onSent: () => void | Promise<void>
}) {
  const { t } = useTranslation()
  const form = useForm({
    fields: options.fields,
    initial: options.empty,
    // The server's schema of this kind of request, so the browser says what the server would.
    schema: {
      load: () =>
        import('../../contract/forms').then((m) =>
          options.kind === 'recall' ? m.recallRequestSchema : m.contactMessageSchema,
        ),
      body: (values) => ({ kind: options.kind, ...values }),
    },
    text: (t, code: FormErrorCode) => contentText(t, code),
  })
  const [token, setToken] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    await form.ready()
    if (!form.validate()) return setFailure(t('content.errors.form_invalid'))
    if (!token) return setFailure(t('content.errors.recaptcha'))
    setSending(true)
    try {
      const json = { kind: options.kind, ...form.values, recaptchaToken: token }
      await apiFetch((api) => api.core.recal_me.$post({ json }), { locale: options.locale })
      await options.onSent()
    } catch (error) {
      form.showServerErrors(error)
      setFailure(t(submitErrorKey(error)))
      setToken(null)
      setAttempt((n) => n + 1)
    } finally {
      setSending(false)
    }
  }

  const field = (name: F, label: string, extra: FieldExtra = {}) => (
    <TextField
      form={options.kind}
      name={name}
      label={label}
      value={form.values[name]}
      error={form.errors[name]}
      onValue={(v) => form.set(name, v)}
      onFocus={form.warm}
      onBlur={() => form.blur(name)}
      maxLength={TEXT_MAX}
      required
      {...extra}
    />
  )

  /** Props of the form's <BotCheck>: a new widget (and token) after every failed try. */
  const botCheck = { key: attempt, action: options.kind, onToken: setToken }
  return { submit, field, sending, failure, botCheck }
}
