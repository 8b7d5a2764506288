import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { RECALL_FIELDS } from '../../domain/contact-form'
import type { Locale } from '../../domain/locale'
import { useDialogFocus } from '../../lib/dialog-focus'
import { allPhones, telHref } from '../../lib/phone'
import { FormNotice } from '../forms/fields'
import { useRecallRequest } from '../forms/use-recall-request'
import { BotCheck } from '../ui/bot-check'
import { CloseIcon } from '../ui/icons'

/** Spec §2 Recall modal: a name and a phone (the contact form's rules) and a bot check; the phone lines below. */
export function RecallModal({
  settings,
  locale,
  onClose,
}: {
  settings: SiteSettings
  locale: Locale
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const { submit, field, sending, failure, botCheck } = useRecallRequest({
    kind: 'recall',
    fields: RECALL_FIELDS,
    empty: { first_name: '', phone: '' },
    locale,
    onSent: () => setSent(true),
  })

  const panel = useRef<HTMLDivElement>(null)
  useDialogFocus(panel, true, onClose)

  return (
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="recall-title">
      <button type="button" className="modal__backdrop" aria-label={t('header.close')} onClick={onClose} />
      <div ref={panel} className="modal__panel" data-testid="recall-modal">
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
