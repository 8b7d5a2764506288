import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { FiscalReceiptLine } from '../components/admin/fiscal-receipt-row'
import { useLocale } from '../i18n/use-locale'
import { retryReceipt, unfinishedReceiptsQuery } from '../lib/admin-queries/receipts'

export const Route = createFileRoute('/admin/receipts')({ component: ReceiptsPage })

/** Fiscal receipts not issued yet: those being retried, and those Checkbox rejected, each with its reason and a retry. */
function ReceiptsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: list, error } = useQuery(unfinishedReceiptsQuery(locale))
  const retry = useMutation(retryReceipt(locale))
  return (
    <AdminPage title={t('admin.fiscal.list_title')}>
      <p className="muted">{t('admin.fiscal.list_note')}</p>
      <FormError error={error ?? retry.error} />
      {list && list.length === 0 && <p data-testid="fiscal-all-issued">{t('admin.fiscal.all_issued')}</p>}
      {list && list.length > 0 && (
        <ul className="adm-receipts adm-card">
          {list.map((r) => (
            <FiscalReceiptLine key={r.id} receipt={r}>
              <div className="adm-inline">
                <Link to="/admin/orders/$id" params={{ id: String(r.order_id) }}>
                  {t('admin.fiscal.order', { number: r.order_number })}
                </Link>
                {r.state === 'rejected' && (
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(r.id)}
                    data-testid="fiscal-retry"
                  >
                    {t('admin.fiscal.retry')}
                  </button>
                )}
              </div>
            </FiscalReceiptLine>
          ))}
        </ul>
      )}
    </AdminPage>
  )
}
