import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminFeeds } from '../../contract/admin-feeds'
import type { FeedKey } from '../../domain/feeds/types'

/** The products of one feed that staff should fix, with what is wrong with each. */
export function FeedWarnings({ data }: { data: AdminFeeds }) {
  const { t } = useTranslation()
  const feeds = data.feeds.filter((f) => f.feed !== 'google-ratings')
  const [chosen, setChosen] = useState<FeedKey>(feeds[0]?.feed ?? 'google-merchant-ua')
  const feed = feeds.find((f) => f.feed === chosen)
  if (!feed) return null
  const counts = Object.entries(feed.warning_counts)
  return (
    <div className="adm-card" data-testid="feed-warnings">
      <h2>{t('admin.feeds.warnings_title')}</h2>
      <label className="adm-inline">
        <span>{t('admin.feeds.feed')}</span>
        <select className="adm-input" value={chosen} onChange={(e) => setChosen(e.target.value as FeedKey)}>
          {feeds.map((f) => (
            <option key={f.feed} value={f.feed}>
              {t(`admin.feeds.names.${f.feed}`)}
            </option>
          ))}
        </select>
      </label>
      {counts.length === 0 ? (
        <p className="muted">{t('admin.feeds.warnings_none')}</p>
      ) : (
        <>
          <p>
            {t('admin.feeds.warnings_counts')}:{' '}
            {counts.map(([code, count]) => `${t(`admin.feeds.warning.${code}`)} — ${count}`).join('; ')}
          </p>
          <p className="muted">{t('admin.feeds.warnings_more', { count: feed.warning_products.length })}</p>
          <ul className="adm-feed-warnings">
            {feed.warning_products.map((p) => (
              <li key={p.id}>
                <Link to="/admin/products/$id" params={{ id: String(p.id) }}>
                  {p.name}
                </Link>
                : {p.warnings.map((w) => t(`admin.feeds.warning.${w}`)).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
