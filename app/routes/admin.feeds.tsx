import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { FeedBuilds } from '../components/admin/feed-builds'
import { FeedCategories, PromWholesale } from '../components/admin/feed-categories'
import { FeedSwitches } from '../components/admin/feed-switches'
import { FeedWarnings } from '../components/admin/feed-warnings'
import { useLocale } from '../i18n/use-locale'
import { feedsQuery } from '../lib/admin-queries/feeds'

export const Route = createFileRoute('/admin/feeds')({ component: FeedsPage })

/**
 * /admin/feeds: the marketplace feeds — each one's address, last build and remarks per product,
 * "update now", and what staff decide: brands and products per channel, channel categories, Prom's
 * wholesale quantity.
 */
function FeedsPage() {
  const { t } = useTranslation()
  const { data } = useQuery(feedsQuery(useLocale()))
  return (
    <AdminPage title={t('admin.nav.feeds')}>
      {data && (
        <>
          <FeedBuilds data={data} />
          <FeedWarnings data={data} />
          <PromWholesale key={String(data.prom_wholesale_min_quantity)} quantity={data.prom_wholesale_min_quantity} />
        </>
      )}
      <FeedSwitches />
      <FeedCategories />
    </AdminPage>
  )
}
