import { useTranslation } from 'react-i18next'

/** The partner's way into the quick order (the profile's head). */
export function QuickOrderLink() {
  const { t } = useTranslation()
  return (
    <a href="/quick-order" className="btn btn--outline btn--small" data-testid="quick-order-link">
      {t('order.quick.link')}
    </a>
  )
}
