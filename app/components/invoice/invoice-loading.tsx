import { useTranslation } from 'react-i18next'

/** While the invoice (and the query layer's chunk) loads. */
export function InvoiceLoading() {
  const { t } = useTranslation()
  return (
    <p className="container muted" role="status">
      {t('order.invoice.loading')}
    </p>
  )
}
