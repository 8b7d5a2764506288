import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FormError } from '../components/admin/fields'
import { useAdminData } from '../components/admin/use-admin'

export const Route = createFileRoute('/admin/')({ component: Dashboard })

interface Summary {
  orders_new: number
  orders_to_ship: number
  wholesale_requests: number
  partner_applications: number
  inbox_open: number
  reviews_last_day: number
}

const TILES = [
  { key: 'orders_new', to: '/admin/orders' },
  { key: 'orders_to_ship', to: '/admin/orders' },
  { key: 'wholesale_requests', to: '/admin/partners' },
  { key: 'partner_applications', to: '/admin/partners' },
  { key: 'inbox_open', to: '/admin/inbox' },
  { key: 'reviews_last_day', to: '/admin/reviews' },
] as const

/** The start page: what waits for staff, each tile leading to its table. */
function Dashboard() {
  const { t } = useTranslation()
  const { data, error } = useAdminData<Summary>('/admin/summary')
  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <FormError error={error} />
      <div className="adm-tiles">
        {TILES.map((tile) => (
          <Link key={tile.key} to={tile.to} className="adm-tile" data-testid={`tile-${tile.key}`}>
            <span className="adm-tile__value">{data ? data[tile.key] : '…'}</span>
            <span className="adm-tile__label">{t(`admin.dashboard.${tile.key}`)}</span>
          </Link>
        ))}
      </div>
    </AdminPage>
  )
}
