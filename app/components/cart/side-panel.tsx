import { type ReactNode, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDialogFocus } from '../../lib/dialog-focus'
import { closePanel } from '../../lib/panels'
import { CloseIcon } from '../ui/icons'

/**
 * A slide-in panel from the right (spec §2 cart and wishlist panels): Escape, the backdrop or ✕ close
 * it; the focus starts on ✕ and stays inside while it is open.
 */
export function SidePanel({
  title,
  count,
  testId,
  footer,
  children,
}: {
  title: string
  count: number
  testId: string
  footer?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  useDialogFocus(panel, true, closePanel)

  return (
    <div className="sidepanel" data-testid={testId}>
      <button
        type="button"
        className="sidepanel__backdrop"
        aria-label={t('cart.close')}
        tabIndex={-1}
        onClick={closePanel}
      />
      <section ref={panel} className="sidepanel__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="sidepanel__head">
          <h2 id={titleId} className="sidepanel__title">
            {title} <span className="sidepanel__count">{count}</span>
          </h2>
          <button type="button" className="icon-btn" aria-label={t('cart.close')} onClick={closePanel}>
            <CloseIcon />
          </button>
        </header>
        <div className="sidepanel__body">{children}</div>
        {footer && <footer className="sidepanel__foot">{footer}</footer>}
      </section>
    </div>
  )
}
