import { useTranslation } from 'react-i18next'
import { RECALL_FIELDS } from '../../domain/contact-form'
import type { Locale } from '../../domain/locale'
import { FormNotice } from '../forms/fields'
import { useRecallRequest } from '../forms/use-recall-request'
import { BotCheck } from '../ui/bot-check'

/**
 * The recall modal's form: a name and a phone (the contact form's rules, the server's schema) and a
 * bot check. A chunk of its own, fetched when the modal opens: its form layer and schemas stay out
 * of the pages that only show the header.
 */
export function RecallForm({ locale, onSent }: { locale: Locale; onSent: () => void }) {
  const { t } = useTranslation()
  const { submit, field, sending, failure, botCheck } = useRecallRequest({
    kind: 'recall',
    fields: RECALL_FIELDS,
    empty: { first_name: '', phone: '' },
    locale,
    onSent,
  })
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="recall-form">
      <p className="muted">{t('content.recall.text')}</p>
      {field('first_name', t('content.recall.first_name'), { autoComplete: 'given-name' })}
      {field('phone', t('content.recall.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        placeholder: '+380 67 123 45 67',
      })}
      <BotCheck key={botCheck.key} action={botCheck.action} onToken={botCheck.onToken} />
      {failure && <FormNotice kind="error">{failure}</FormNotice>}
      <button type="submit" className="btn btn--primary form__submit" disabled={sending}>
        {t('content.recall.submit')}
      </button>
    </form>
  )
}
