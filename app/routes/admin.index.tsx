import { useQuery } from '@tanstack/react-query'
import { InvoiceSettingsCard } from '../components/admin/invoice-settings-card'
import { WholesaleSettingsCard } from '../components/admin/wholesale-settings-card'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { ORDERS_TO_SHIP, ORDERS_WAITING } from '../contract/admin-lists'

const toShip = `/admin/orders?status=${encodeURIComponent(ORDERS_TO_SHIP)}`
import { FailedEmailsPanel, LowStockPanel, SalesPanel } from '../components/admin/dashboard-panels'
import { FiscalTodayCard } from '../components/admin/fiscal-today-card'
import { useLocale } from '../i18n/use-locale'
import { summaryQuery } from '../lib/admin-queries/dashboard'

export const Route = createFileRoute('/admin/')({ component: Dashboard })

/** Each tile opens the list it counts, filtered the same way. */
const TILES = [
  { key: 'orders_new', href: `/admin/orders?status=${encodeURIComponent(ORDERS_WAITING)}` },
  { key: 'orders_to_ship', href: `${toShip}&refunded=not_all` },
  { key: 'orders_refunded_open', href: `${toShip}&refunded=all` },
  { key: 'wholesale_requests', href: '/admin/partners?tab=requests' },
  { key: 'partner_applications', href: '/admin/partners?tab=applications' },
  { key: 'inbox_open', href: '/admin/inbox' },
  { key: 'reviews_last_day', href: '/admin/reviews' },
] as const

/** The start page: the day's and the week's sales, what waits for staff (each tile leading to its table), low stock, failed emails. */
function Dashboard() {
  const { t } = useTranslation()
  const { data = null, error } = useQuery(summaryQuery(useLocale()))
  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <FormError error={error} />
      <SalesPanel summary={data} />
      <h2 className="adm-section-title">{t('admin.dashboard.waiting')}</h2>
      <div className="adm-tiles">
        {TILES.map((tile) => (
          <a
            key={tile.key}
            href={
              tile.key === 'inbox_open' && data
                ? `/admin/inbox?tab=${data.inbox_leads > 0 ? 'leads' : data.inbox_contact > 0 ? 'contact' : 'recall'}`
                : tile.href
            }
            className="adm-tile"
            data-testid={`tile-${tile.key}`}
          >
            <span className="adm-tile__value">{data ? data[tile.key] : '…'}</span>
            <span className="adm-tile__label">{t(`admin.dashboard.${tile.key}`)}</span>
          </a>
        ))}
      </div>
      <FiscalTodayCard />
      <div className="adm-dash-columns">
        <LowStockPanel summary={data} />
        <FailedEmailsPanel summary={data} />
      </div>
      <InvoiceSettingsCard />
      <WholesaleSettingsCard />
    </AdminPage>
  )
}
