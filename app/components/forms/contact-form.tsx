import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CONTACT_FIELDS, type ContactField } from '../../domain/contact-form'
import type { Locale } from '../../domain/locale'
import { BotCheck } from '../ui/bot-check'
import { FormNotice } from './fields'
import { useRecallRequest } from './use-recall-request'

const EMPTY: Record<ContactField, string> = { subject: '', first_name: '', email: '', phone: '', text: '' }

/** Spec §2 Contact form: subject, first name, email, phone and message, checked by §5, sent with a bot check. */
export function ContactForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { submit, field, sending, failure, botCheck } = useRecallRequest({
    kind: 'contact',
    fields: CONTACT_FIELDS,
    empty: EMPTY,
    locale,
    onSent: () => navigate({ to: '/contacts/success' }),
  })

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="contact-form">
      {field('subject', t('content.contacts.subject'))}
      <div className="form__row">
        {field('first_name', t('content.contacts.first_name'), { autoComplete: 'given-name' })}
        {field('email', t('content.contacts.email'), { type: 'email', autoComplete: 'email' })}
      </div>
      {field('phone', t('content.contacts.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        placeholder: '+380 67 123 45 67',
      })}
      {field('text', t('content.contacts.text'), { multiline: true })}
      <BotCheck key={botCheck.key} action={botCheck.action} onToken={botCheck.onToken} />
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <button type="submit" className="btn btn--primary form__submit" disabled={sending}>
        {sending ? t('content.contacts.sending') : t('content.contacts.submit')}
      </button>
    </form>
  )
}
