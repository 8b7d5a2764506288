import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminFeedCategories } from '../../contract/admin-feeds'
import { FEED_CHANNELS, type FeedChannel } from '../../domain/feeds/types'
import { useLocale } from '../../i18n/use-locale'
import { feedCategoriesQuery, saveFeedCategory, savePromWholesale } from '../../lib/admin-queries/feeds'
import { FormError } from './fields'

type CategoryRow = AdminFeedCategories[number]

function CategoryForm({ row }: { row: CategoryRow }) {
  const { t } = useTranslation()
  const action = useMutation(saveFeedCategory(useLocale()))
  const [values, setValues] = useState<Record<FeedChannel, string>>({
    google: row.google,
    rozetka: row.rozetka,
    prom: row.prom,
    hotline: row.hotline,
  })
  const [saved, setSaved] = useState(false)
  function save(e: FormEvent) {
    e.preventDefault()
    action.mutate({ id: row.id, values }, { onSuccess: () => setSaved(true), onError: () => setSaved(false) })
  }
  return (
    <tr>
      <td className={row.parent_id === null ? 'adm-feed-parent' : 'adm-feed-child'}>{row.name}</td>
      {FEED_CHANNELS.map((channel) => (
        <td key={channel}>
          <input
            className="adm-input"
            form={`feed-category-${row.id}`}
            aria-label={`${row.name}: ${t(`admin.feeds.channels.${channel}`)}`}
            inputMode={channel === 'hotline' ? undefined : 'numeric'}
            value={values[channel]}
            onChange={(e) => {
              setSaved(false)
              setValues({ ...values, [channel]: e.target.value })
            }}
          />
        </td>
      ))}
      <td className="nowrap">
        <form id={`feed-category-${row.id}`} onSubmit={save}>
          <button type="submit" className="btn btn--outline btn--small" disabled={action.isPending}>
            {saved ? t('admin.feeds.saved') : t('admin.feeds.save')}
          </button>
        </form>
        <FormError error={action.error} shown={[...FEED_CHANNELS]} />
      </td>
    </tr>
  )
}

/** A channel category for each store category, set once. */
export function FeedCategories() {
  const { t } = useTranslation()
  const { data } = useQuery(feedCategoriesQuery(useLocale()))
  return (
    <div className="adm-card">
      <h2>{t('admin.feeds.categories_title')}</h2>
      <p className="muted">{t('admin.feeds.categories_help')}</p>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th>{t('admin.feeds.category')}</th>
              {FEED_CHANNELS.map((c) => (
                <th key={c}>{t(`admin.feeds.channels.${c}`)}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((row) => (
              <CategoryForm key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** From how many units Prom shows the wholesale price (empty: none is sent). */
export function PromWholesale({ quantity }: { quantity: number | null }) {
  const { t } = useTranslation()
  const action = useMutation(savePromWholesale(useLocale()))
  const [value, setValue] = useState(quantity === null ? '' : String(quantity))
  function save(e: FormEvent) {
    e.preventDefault()
    const parsed = value.trim() === '' ? null : Number(value)
    action.mutate(parsed)
  }
  return (
    <div className="adm-card">
      <h2>{t('admin.feeds.prom_title')}</h2>
      <p className="muted">{t('admin.feeds.prom_help')}</p>
      <form className="adm-inline" onSubmit={save}>
        <label className="adm-inline">
          <span>{t('admin.feeds.prom_quantity')}</span>
          <input
            className="adm-input"
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            style={{ width: 100 }}
          />
        </label>
        <button type="submit" className="btn btn--outline btn--small" disabled={action.isPending}>
          {t('admin.feeds.save')}
        </button>
      </form>
      <FormError error={action.error} shown={['wholesale_min_quantity']} />
    </div>
  )
}
