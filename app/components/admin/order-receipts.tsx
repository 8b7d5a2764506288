import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { orderReceiptsQuery } from '../../lib/admin-queries/receipts'
import { FormError } from './fields'
import { FiscalReceiptLine } from './fiscal-receipt-row'

/** The order's fiscal receipts (sale, cash on delivery, returns) with their state, for the order page. */
export function OrderReceipts({ id }: { id: string }) {
  const { t } = useTranslation()
  const { data, error } = useQuery(orderReceiptsQuery(id, useLocale()))
  return (
    <div className="adm-card" data-testid="order-receipts">
      <h2>{t('admin.fiscal.order_title')}</h2>
      <FormError error={error} />
      {data && data.length === 0 && <p className="muted">{t('admin.fiscal.none')}</p>}
      {data && data.length > 0 && (
        <ul className="adm-receipts">
          {data.map((r) => (
            <FiscalReceiptLine key={r.id} receipt={r} />
          ))}
        </ul>
      )}
      {data?.some((r) => r.state === 'rejected') && (
        <Link to="/admin/receipts" className="btn btn--outline btn--small">
          {t('admin.fiscal.to_list')}
        </Link>
      )}
    </div>
  )
}
