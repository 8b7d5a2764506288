import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormSent } from '../../contract/forms'
import { CONTACT_FIELDS, type ContactField, contactFieldError } from '../../domain/contact-form'
import { TEXT_MAX } from '../../domain/form-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { BotCheck } from '../ui/bot-check'
import { FormNotice, TextField } from './fields'
import { submitErrorKey, useForm } from './use-form'

const EMPTY: Record<ContactField, string> = { subject: '', first_name: '', email: '', phone: '', text: '' }

/** Spec §2 Contact form: subject, first name, email, phone and message, checked by §5, sent with a bot check. */
export function ContactForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm(CONTACT_FIELDS, EMPTY, (field, values) => contactFieldError(field, values[field]))
  const [token, setToken] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (!form.validateAll()) return setFailure(t('content.errors.form_invalid'))
    if (!token) return setFailure(t('content.errors.recaptcha'))
    setSending(true)
    try {
      await apiFetch<FormSent>('/core/recal_me/', { locale, init: { method: 'POST', body: JSON.stringify({ kind: 'contact', ...form.values, recaptchaToken: token }) } })
      await navigate({ to: '/contacts/success' })
    } catch (error) {
      form.showServerErrors((error as { fields?: Record<string, string[]> }).fields)
      setFailure(t(submitErrorKey(error)))
      // A bot-check token is good for one try; a fresh widget gives a new one.
      setToken(null)
      setAttempt((n) => n + 1)
    } finally {
      setSending(false)
    }
  }

  const field = (name: ContactField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      form="contact"
      name={name}
      label={label}
      value={form.values[name]}
      error={form.errors[name]}
      onValue={(v) => form.set(name, v)}
      onBlur={() => form.blur(name)}
      maxLength={TEXT_MAX}
      required
      {...extra}
    />
  )

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="contact-form">
      {field('subject', t('content.contacts.subject'))}
      <div className="form__row">
        {field('first_name', t('content.contacts.first_name'), { autoComplete: 'given-name' })}
        {field('email', t('content.contacts.email'), { type: 'email', autoComplete: 'email' })}
      </div>
      {field('phone', t('content.contacts.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+380 67 123 45 67' })}
      {field('text', t('content.contacts.text'), { multiline: true })}
      <BotCheck key={attempt} action="contact" onToken={setToken} />
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <button type="submit" className="btn btn--primary form__submit" disabled={sending}>
        {sending ? t('content.contacts.sending') : t('content.contacts.submit')}
      </button>
    </form>
  )
}
