import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Column } from '../components/admin/data-table'
import { useFormatters } from '../components/admin/formatters'
import { useListSearch } from '../components/admin/list-search'
import { ResourcePage } from '../components/admin/resource-page'
import { ReviewSettings } from '../components/admin/review-settings'
import { ReviewProduct, ReviewStatus, ReviewText } from '../components/admin/review-cells'
import { COMMENT_FILTER_STATUSES, COMMENT_TYPES, LISTS, readListSearch } from '../contract/admin-lists'
import type { AdminComment } from '../contract/admin-people'
import { useLocale } from '../i18n/use-locale'
import { commentsQuery, moderate, moderateMany } from '../lib/admin-queries/comments'

export const Route = createFileRoute('/admin/reviews')({
  validateSearch: (raw) => readListSearch(LISTS.comments, raw),
  component: ReviewsPage,
})

function ReviewsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created' })
  const toggle = useMutation(moderate(locale))
  const many = useMutation(moderateMany(locale))
  const columns: Column<AdminComment>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (c) => fmt.dateTime(c.created),
    },
    { key: 'product', label: t('admin.order.product'), render: (c) => <ReviewProduct comment={c} /> },
    { key: 'text', label: t('admin.reviews.text'), render: (c) => <ReviewText comment={c} moderate={toggle} /> },
    { key: 'rate', label: t('admin.reviews.rate'), sort: 'rate', className: 'num', render: (c) => c.rate ?? '—' },
    { key: 'status', label: t('admin.orders.status'), render: (c) => <ReviewStatus comment={c} moderate={toggle} /> },
  ]
  return (
    <ResourcePage
      title={t('admin.nav.reviews')}
      actions={<ReviewSettings />}
      rows={useQuery(commentsQuery(locale, list.search))}
      columns={columns}
      list={list}
      filters={[
        { name: 'q', label: t('admin.common.search') },
        {
          name: 'type',
          label: t('admin.reviews.type'),
          options: COMMENT_TYPES.map((v) => ({ value: v, label: t(`admin.reviews.type_${v}`) })),
        },
        {
          name: 'status',
          label: t('admin.orders.status'),
          options: COMMENT_FILTER_STATUSES.map((v) => ({ value: v, label: t(`admin.reviews.status_${v}`) })),
        },
      ]}
      bulk={{
        testId: 'reviews-bulk',
        chooseLabel: t('admin.reviews.choose'),
        chooseTestId: (id) => `choose-comment-${id}`,
        chosenText: (count) => t('admin.reviews.chosen', { count }),
        actions: [
          { value: 'hidden', label: t('admin.reviews.hide') },
          { value: 'published', label: t('admin.reviews.show') },
        ] as const,
        run: (ids, value) => many.mutateAsync({ ids, value }),
        busy: many.isPending || toggle.isPending,
      }}
      errors={[many.error, toggle.error]}
    />
  )
}
