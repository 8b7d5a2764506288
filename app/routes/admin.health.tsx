import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { HealthPanels } from '../components/admin/health-panels'
import { useFormatters } from '../components/admin/formatters'
import { useLocale } from '../i18n/use-locale'
import { healthQuery } from '../lib/admin-queries/health'

export const Route = createFileRoute('/admin/health')({ component: HealthPage })

/** What needs a person: failed emails, payments that did not match, refunds owed, receipts, failing work and carriers. */
function HealthPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const { data, error, refetch, isFetching } = useQuery(healthQuery(useLocale()))
  return (
    <AdminPage
      title={t('admin.health.title')}
      actions={
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {t('admin.health.refresh')}
        </button>
      }
    >
      <p className="muted">
        {t('admin.health.intro')}
        {data && <> {t('admin.health.checked', { at: fmt.dateTime(data.checked) })}</>}
      </p>
      <FormError error={error} />
      {data && <HealthPanels health={data} />}
    </AdminPage>
  )
}
