import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FEED_CHANNELS, type FeedChannel } from '../../domain/feeds/types'
import { useLocale } from '../../i18n/use-locale'
import { feedProductSearchQuery, feedSwitchesQuery, saveFeedSwitch } from '../../lib/admin-queries/feeds'
import { FormError } from './fields'

type Subject = { id: number; name: string; off: FeedChannel[] }

/** One row: a brand or product and a box per channel, ticked while it goes to that channel. */
function SwitchRow({ subject, save }: { subject: Subject; save: (off: FeedChannel[]) => void }) {
  const { t } = useTranslation()
  return (
    <tr>
      <td>{subject.name}</td>
      {FEED_CHANNELS.map((channel) => (
        <td key={channel} className="adm-feed-switch">
          <input
            type="checkbox"
            aria-label={`${subject.name}: ${t(`admin.feeds.channels.${channel}`)}`}
            checked={!subject.off.includes(channel)}
            onChange={(e) =>
              save(e.target.checked ? subject.off.filter((c) => c !== channel) : [...subject.off, channel])
            }
          />
        </td>
      ))}
    </tr>
  )
}

function SwitchTable({
  head,
  rows,
  save,
}: {
  head: string
  rows: Subject[]
  save: (s: Subject, off: FeedChannel[]) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <thead>
          <tr>
            <th>{head}</th>
            {FEED_CHANNELS.map((c) => (
              <th key={c}>{t(`admin.feeds.channels.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <SwitchRow key={s.id} subject={s} save={(off) => save(s, off)} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Which brands and single products go to which channel. */
export function FeedSwitches() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data } = useQuery(feedSwitchesQuery(locale))
  const save = useMutation(saveFeedSwitch(locale))
  const [q, setQ] = useState('')
  const [asked, setAsked] = useState('')
  const found = useQuery(feedProductSearchQuery(locale, asked))
  const saveAs = (of: 'brands' | 'products') => (s: Subject, off: FeedChannel[]) => save.mutate({ of, id: s.id, off })

  function search(e: FormEvent) {
    e.preventDefault()
    setAsked(q.trim())
  }
  const switchedOff = data?.products ?? []
  const results: Subject[] = asked
    ? (found.data?.results ?? [])
        .filter((p) => !switchedOff.some((s) => s.id === p.id))
        .map((p) => ({ id: p.id, name: p.name, off: [] }))
    : []
  return (
    <>
      <div className="adm-card">
        <h2>{t('admin.feeds.brands_title')}</h2>
        <p className="muted">{t('admin.feeds.brands_help')}</p>
        <FormError error={save.error} />
        <SwitchTable head={t('admin.feeds.brand')} rows={data?.brands ?? []} save={saveAs('brands')} />
      </div>
      <div className="adm-card">
        <h2>{t('admin.feeds.products_title')}</h2>
        <p className="muted">{t('admin.feeds.products_help')}</p>
        <form className="adm-inline" onSubmit={search}>
          <input
            className="adm-input"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-label={t('admin.feeds.search')}
            placeholder={t('admin.feeds.search')}
          />
          <button type="submit" className="btn btn--outline btn--small">
            {t('admin.feeds.find')}
          </button>
        </form>
        {switchedOff.length === 0 && results.length === 0 ? (
          <p className="muted">{t('admin.feeds.products_none')}</p>
        ) : (
          <SwitchTable head={t('admin.feeds.product')} rows={[...switchedOff, ...results]} save={saveAs('products')} />
        )}
      </div>
    </>
  )
}
