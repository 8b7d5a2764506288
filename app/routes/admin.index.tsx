import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { useAdminData } from '../components/admin/use-admin'
import { ORDERS_TO_SHIP, ORDERS_WAITING } from '../components/admin/order-groups'

export const Route = createFileRoute('/admin/')({ component: Dashboard })

/** Each tile opens the list it counts, filtered the same way. */
const TILES = [
  { key: 'orders_new', href: `/admin/orders?status=${encodeURIComponent(ORDERS_WAITING)}` },
  { key: 'orders_to_ship', href: `/admin/orders?status=${encodeURIComponent(ORDERS_TO_SHIP)}` },
  { key: 'wholesale_requests', href: '/admin/partners?tab=requests' },
  { key: 'partner_applications', href: '/admin/partners?tab=applications' },
  { key: 'inbox_open', href: '/admin/inbox' },
  { key: 'reviews_last_day', href: '/admin/reviews' },
] as const

/** The start page: what waits for staff, each tile leading to its table. */
function Dashboard() {
  const { t } = useTranslation()
  const { data, error } = useAdminData('summary', (api) => api.admin.summary.$get())
  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <FormError error={error} />
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
    </AdminPage>
  )
}
