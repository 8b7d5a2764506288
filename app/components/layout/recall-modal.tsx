import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import type { FormSent } from '../../contract/forms'
import { contactFieldError, RECALL_FIELDS, type RecallField } from '../../domain/contact-form'
import { TEXT_MAX } from '../../domain/form-rules'
import type { Locale } from '../../domain/locale'
import { apiFetch } from '../../lib/api-client'
import { allPhones, telHref } from '../../lib/phone'
import { FormNotice, TextField } from '../forms/fields'
import { submitErrorKey, useForm } from '../forms/use-form'
import { BotCheck } from '../ui/bot-check'
import { CloseIcon } from '../ui/icons'

/** Spec §2 Recall modal: a name and a phone (the contact form's rules) and a bot check; the phone lines below. */
export function RecallModal({ settings, locale, onClose }: { settings: SiteSettings; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm(RECALL_FIELDS, { first_name: '', phone: '' }, (field, values) => contactFieldError(field, values[field]))
  const [token, setToken] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (!form.validateAll()) return setFailure(t('content.errors.form_invalid'))
    if (!token) return setFailure(t('content.errors.recaptcha'))
    setSending(true)
    try {
      await apiFetch<FormSent>('/core/recal_me/', { locale, init: { method: 'POST', body: JSON.stringify({ kind: 'recall', ...form.values, recaptchaToken: token }) } })
      setSent(true)
    } catch (error) {
      form.showServerErrors((error as { fields?: Record<string, string[]> }).fields)
      setFailure(t(submitErrorKey(error)))
      setToken(null)
      setAttempt((n) => n + 1)
    } finally {
      setSending(false)
    }
  }

  const field = (name: RecallField, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      form="recall"
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
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="recall-title">
      <button type="button" className="modal__backdrop" aria-label={t('header.close')} onClick={onClose} />
      <div className="modal__panel" data-testid="recall-modal">
        <button type="button" className="icon-btn modal__close" aria-label={t('header.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id="recall-title">{t('content.recall.title')}</h2>
        {sent ? (
          <FormNotice kind="success">{t('content.recall.success')}</FormNotice>
        ) : (
          <form className="form" onSubmit={submit} noValidate data-testid="recall-form">
            <p className="muted">{t('content.recall.text')}</p>
            {field('first_name', t('content.recall.first_name'), { autoComplete: 'given-name' })}
            {field('phone', t('content.recall.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+380 67 123 45 67' })}
            <BotCheck key={attempt} action="recall" onToken={setToken} />
            {failure && <FormNotice kind="error">{failure}</FormNotice>}
            <button type="submit" className="btn btn--primary form__submit" disabled={sending}>
              {t('content.recall.submit')}
            </button>
          </form>
        )}
        <p className="modal__or">{t('content.recall.or_call')}</p>
        <ul className="modal__phones">
          {allPhones(settings).map((p) => (
            <li key={p.phone}>
              <span>{p.name}</span>
              <a href={telHref(p.phone)}>{p.phone}</a>
            </li>
          ))}
        </ul>
        <p className="muted modal__hours">{settings.workingHours}</p>
      </div>
    </div>
  )
}
