import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { CloseIcon } from '../ui/icons'
import { allPhones, telHref } from '../../lib/phone'

/** Until the recall form lands (content and forms issue), the modal offers the phone lines directly. */
export function RecallModal({ settings, onClose }: { settings: SiteSettings; onClose: () => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="recall-title">
      <button type="button" className="modal__backdrop" aria-label={t('header.close')} onClick={onClose} />
      <div className="modal__panel">
        <button type="button" className="icon-btn modal__close" aria-label={t('header.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id="recall-title">{t('recall.title')}</h2>
        <p>{t('recall.text')}</p>
        <ul className="modal__phones">
          {allPhones(settings).map((p) => (
            <li key={p.phone}>
              <span>{p.name}</span>
              <a href={telHref(p.phone)}>{p.phone}</a>
            </li>
          ))}
        </ul>
        <p className="muted">{settings.workingHours}</p>
      </div>
    </div>
  )
}
