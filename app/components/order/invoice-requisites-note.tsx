import { useTranslation } from 'react-i18next'
import type { Locale } from '../../domain/locale'
import { companyQuery } from '../../lib/store-queries/account'
import { useStoreQuery } from '../../lib/store-queries/use-store-query'

/**
 * A partner choosing the invoice is told before ordering when their company's name or code is not
 * in the profile: an invoice without them is of no use to a company's accountant. Its own chunk,
 * fetched when the invoice is chosen.
 */
export function InvoiceRequisitesNote({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const company = useStoreQuery(companyQuery(locale))
  if (company.isPending || company.error) return null
  if (company.data?.name && company.data.code) return null
  return (
    <p className="summary__note" role="note" data-testid="invoice-requisites-missing">
      {t('order.invoice.requisites_missing')}{' '}
      <a href="/profile?section=companyInfo">{t('order.invoice.requisites_link')}</a>
    </p>
  )
}
