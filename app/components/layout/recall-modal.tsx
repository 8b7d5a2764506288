import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import type { Locale } from '../../domain/locale'
import { useDialogFocus } from '../../lib/dialog-focus'
import { allPhones, telHref } from '../../lib/phone'
import { FormNotice } from '../forms/fields'
import { CloseIcon } from '../ui/icons'

/** The form itself, with its form layer and schemas, fetched when the modal opens (the modal is prefetched on idle). */
const RecallForm = lazy(() => import('./recall-form').then((m) => ({ default: m.RecallForm })))

/** Spec §2 Recall modal: the recall form (a name and a phone, and a bot check); the phone lines below. */
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

  const panel = useRef<HTMLDivElement>(null)
  useDialogFocus(panel, true, onClose)

  return (
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="recall-title">
      {/* A click outside closes; for the keyboard and screen readers the ✕ and Escape do, so the dialog names one «Закрити». */}
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="modal__panel" data-testid="recall-modal">
        <button type="button" className="icon-btn modal__close" aria-label={t('header.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id="recall-title">{t('content.recall.title')}</h2>
        {sent ? (
          <FormNotice kind="success">{t('content.recall.success')}</FormNotice>
        ) : (
          <Suspense fallback={<p className="muted">{t('content.recall.text')}</p>}>
            <RecallForm locale={locale} onSent={() => setSent(true)} />
          </Suspense>
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
