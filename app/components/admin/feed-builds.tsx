import { useMutation } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { AdminFeed, AdminFeeds } from '../../contract/admin-feeds'
import type { FeedKey } from '../../domain/feeds/types'
import { useLocale } from '../../i18n/use-locale'
import { rebuildFeeds } from '../../lib/admin-queries/feeds'
import { type Column, DataTable } from './data-table'
import { FormError } from './fields'
import { useFormatters } from './formatters'

type Row = AdminFeed & { id: string }

function stateOf(feed: AdminFeed): string {
  if (feed.building) return 'building'
  if (feed.failed) return 'failed'
  if (feed.requested) return 'requested'
  if (feed.built_at === null) return 'never'
  if (feed.feed === 'google-ratings' && feed.items === 0) return 'none'
  return feed.stale ? 'stale' : 'fresh'
}

const size = (t: TFunction, bytes: number) =>
  bytes >= 1_000_000
    ? t('admin.feeds.megabytes', { value: (bytes / 1_000_000).toFixed(1) })
    : t('admin.feeds.kilobytes', { value: Math.max(1, Math.round(bytes / 1000)) })

/** The feeds table's columns, the last one "update now" for that feed. */
function feedColumns(
  t: TFunction,
  fmt: ReturnType<typeof useFormatters>,
  rebuild: { busy: boolean; run: (feed: FeedKey) => void },
): Column<Row>[] {
  return [
    { key: 'feed', label: t('admin.feeds.feed'), render: (f) => <b>{t(`admin.feeds.names.${f.feed}`)}</b> },
    {
      key: 'url',
      label: t('admin.feeds.address'),
      render: (f) => (
        <a href={f.url} target="_blank" rel="noreferrer" className="adm-feed-url">
          {f.url}
        </a>
      ),
    },
    {
      key: 'built',
      label: t('admin.feeds.built'),
      className: 'nowrap',
      render: (f) => (f.built_at ? fmt.dateTime(f.built_at) : '—'),
    },
    { key: 'products', label: t('admin.feeds.products'), className: 'num', render: (f) => f.products },
    { key: 'items', label: t('admin.feeds.items'), className: 'num', render: (f) => f.items },
    {
      key: 'size',
      label: t('admin.feeds.size'),
      className: 'nowrap',
      render: (f) => (f.bytes ? size(t, f.bytes) : '—'),
    },
    {
      key: 'state',
      label: t('admin.feeds.state'),
      render: (f) => (
        <span data-testid={`feed-state-${f.feed}`}>
          {f.building && f.progress_items !== null
            ? t('admin.feeds.building_progress', { count: f.progress_items })
            : t(`admin.feeds.states.${stateOf(f)}`)}
        </span>
      ),
    },
    {
      key: 'rebuild',
      label: '',
      render: (f) => (
        <button
          type="button"
          className="btn btn--outline btn--small"
          disabled={rebuild.busy}
          onClick={() => rebuild.run(f.feed)}
        >
          {t('admin.feeds.rebuild')}
        </button>
      ),
    },
  ]
}

/** Each feed: its address for the channel, its last build and what it holds, and "update now". */
export function FeedBuilds({ data }: { data: AdminFeeds }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const rebuild = useMutation(rebuildFeeds(useLocale()))
  const columns = feedColumns(t, fmt, { busy: rebuild.isPending, run: (feed) => rebuild.mutate(feed) })
  return (
    <>
      <div className="adm-card">
        <p className="muted" style={{ marginTop: 0 }}>
          {t('admin.feeds.help')}
        </p>
        <p style={{ marginBottom: 0 }}>
          {t(
            data.ratings.published >= data.ratings.minimum
              ? 'admin.feeds.ratings_ready'
              : 'admin.feeds.ratings_waiting',
            data.ratings,
          )}
        </p>
      </div>
      {rebuild.isSuccess && <p className="adm-alert adm-alert--ok">{t('admin.feeds.rebuild_asked')}</p>}
      <FormError error={rebuild.error} />
      <DataTable columns={columns} rows={data.feeds.map((f) => ({ ...f, id: f.feed }))} testId="feeds-table" />
      <p>
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={rebuild.isPending}
          onClick={() => rebuild.mutate(undefined)}
        >
          {t('admin.feeds.rebuild_all')}
        </button>
      </p>
    </>
  )
}
