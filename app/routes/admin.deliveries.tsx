import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FailedDeliveryLine } from '../components/admin/failed-delivery-row'
import { FormError } from '../components/admin/fields'
import { useLocale } from '../i18n/use-locale'
import { failedDeliveriesQuery, resendDelivery } from '../lib/admin-queries/deliveries'

export const Route = createFileRoute('/admin/deliveries')({ component: DeliveriesPage })

/** Emails and Viber/SMS messages the store could not deliver after its retries, each with its reason and a resend. */
function DeliveriesPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data: list, error } = useQuery(failedDeliveriesQuery(locale))
  const resend = useMutation(resendDelivery(locale))
  return (
    <AdminPage title={t('admin.deliveries.list_title')}>
      <p className="muted">{t('admin.deliveries.list_note')}</p>
      <FormError error={error ?? resend.error} />
      {resend.isSuccess && (
        <p role="status" data-testid="failed-delivery-resent">
          {t('admin.deliveries.resent')}
        </p>
      )}
      {list && list.length === 0 && <p data-testid="failed-deliveries-none">{t('admin.deliveries.none')}</p>}
      {list && list.length > 0 && (
        <ul className="adm-receipts adm-card">
          {list.map((d) => (
            <FailedDeliveryLine key={d.id} delivery={d} busy={resend.isPending} onResend={() => resend.mutate(d.id)} />
          ))}
        </ul>
      )}
    </AdminPage>
  )
}
