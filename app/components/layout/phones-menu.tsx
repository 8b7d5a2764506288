import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../../contract/content'
import { telHref } from '../../lib/phone'
import { PhoneIcon } from '../ui/icons'

/**
 * Where the header's phone lines do not fit (spec §2: retail and wholesale lines in the header): a
 * native `<details>`, so it opens before any script runs. Once hydrated it closes as a disclosure
 * does: Escape (the focus back on its button), a click outside it, the focus leaving it, a choice taken.
 * In a box of its own: Chromium's reading flow on a phone (base.css) passes over a `<details>` that
 * is itself a flex item.
 */
export function PhonesMenu({ settings, onRecall }: { settings: SiteSettings; onRecall: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDetailsElement>(null)
  const retail = settings.phones.retail[0]
  const wholesale = settings.phones.wholesale[0]

  // Read from the element, not kept in state: it may have been opened before the script ran.
  const close = (refocus = false) => {
    const details = ref.current
    if (!details?.open) return
    details.open = false
    if (refocus) details.querySelector('summary')?.focus()
  }
  useEffect(() => {
    const outside = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) close()
    }
    document.addEventListener('click', outside)
    return () => document.removeEventListener('click', outside)
  }, [])

  const line = (label: string, phone: string) => (
    <a className="phones__line" href={telHref(phone)} onClick={() => close()}>
      <small>{label}</small>
      {phone}
    </a>
  )
  return (
    <div className="phones-menu">
      <details
        ref={ref}
        data-testid="header-phones"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && ref.current?.open) close(true)
        }}
        // The focus moving to another control (Tab); a click elsewhere is the listener's above, and a
        // click on the button itself (which Safari does not focus) must not close it just to reopen it.
        onBlur={(e) => {
          const to = e.relatedTarget as Node | null
          if (to && !e.currentTarget.contains(to)) close()
        }}
      >
        <summary className="icon-btn phones-menu__toggle">
          <PhoneIcon width={20} height={20} aria-hidden="true" />
          <span className="visually-hidden">{t('header.phones')}</span>
        </summary>
        <div className="phones-menu__panel">
          {retail && line(t('header.retail'), retail.phone)}
          {wholesale && line(t('header.wholesale'), wholesale.phone)}
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              // On the menu's button: the recall dialog hands the focus back to where it was.
              close(true)
              onRecall()
            }}
          >
            {t('header.recall')}
          </button>
        </div>
      </details>
    </div>
  )
}
