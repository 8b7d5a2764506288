import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FeedBuilds } from '../components/admin/feed-builds'
import { FeedCategories, PromWholesale } from '../components/admin/feed-categories'
import { FeedSwitches } from '../components/admin/feed-switches'
import { FeedWarnings } from '../components/admin/feed-warnings'
import { feedReads } from '../components/admin/feeds-data'
import { useAdminData } from '../components/admin/use-admin'

export const Route = createFileRoute('/admin/feeds')({ component: FeedsPage })

/**
 * /admin/feeds: the marketplace feeds — each one's address, last build and remarks per product,
 * "update now", and what staff decide: brands and products per channel, channel categories, Prom's
 * wholesale quantity.
 */
function FeedsPage() {
  const { t } = useTranslation()
  const { data, reload } = useAdminData(feedReads.overview.key, feedReads.overview.call)
  return (
    <AdminPage title={t('admin.nav.feeds')}>
      {data && (
        <>
          <FeedBuilds data={data} onChange={reload} />
          <FeedWarnings data={data} />
          <PromWholesale
            key={String(data.prom_wholesale_min_quantity)}
            quantity={data.prom_wholesale_min_quantity}
            onSaved={reload}
          />
        </>
      )}
      <FeedSwitches />
      <FeedCategories />
    </AdminPage>
  )
}
