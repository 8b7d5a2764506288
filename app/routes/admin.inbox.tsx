import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import { useLocale } from '../i18n/use-locale'
import { tabFromUrl, useList } from '../components/admin/use-list'
import type { AdminLead, AdminMessage } from '../contract/admin-people'
import { downloadCsv } from '../lib/admin-session'
import { ContactLinks } from '../components/admin/contact-links'

export const Route = createFileRoute('/admin/inbox')({ component: InboxPage })

type Tab = 'leads' | 'contact' | 'recall'

function InboxPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>(() => tabFromUrl(['leads', 'contact', 'recall'], 'leads'))
  return (
    <AdminPage title={t('admin.nav.inbox')}>
      <div className="adm-tabs" role="tablist">
        {(['leads', 'contact', 'recall'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`adm-tab${tab === k ? ' adm-tab--on' : ''}`}
            onClick={() => setTab(k)}
          >
            {t(`admin.inbox.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'leads' ? <Leads /> : <Messages key={tab} kind={tab} />}
    </AdminPage>
  )
}

function Handled({
  of,
  id,
  handled,
  onDone,
}: {
  of: 'leads' | 'messages'
  id: number
  handled: boolean
  onDone: () => void
}) {
  const { t } = useTranslation()
  const action = useAdminAction()
  return (
    <label className="adm-check" onClick={(e) => e.stopPropagation()}>
      <input
        type="checkbox"
        checked={handled}
        disabled={action.busy}
        onChange={async (e) =>
          (await action.run((api) =>
            api.admin.inbox[of][':id'].$patch({ param: { id: String(id) }, json: { handled: e.target.checked } }),
          )) !== null && onDone()
        }
      />
      {t('admin.inbox.handled')}
    </label>
  )
}

function Filters({ list, name }: { list: ReturnType<typeof useList<{ handled: string; q: string }>>; name: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="adm-filters">
      <label className="adm-field adm-field--grow">
        <span className="adm-field__label">{t('admin.common.search')}</span>
        <input type="search" value={list.filters.q} onChange={(e) => list.setFilter('q', e.target.value)} />
      </label>
      <label className="adm-field">
        <span className="adm-field__label">{t('admin.inbox.handled')}</span>
        <select value={list.filters.handled} onChange={(e) => list.setFilter('handled', e.target.value)}>
          <option value="">{t('admin.common.all')}</option>
          <option value="false">{t('admin.inbox.open')}</option>
          <option value="true">{t('admin.inbox.done')}</option>
        </select>
      </label>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() =>
          downloadCsv(
            name === 'leads'
              ? (api) => api.admin.inbox.leads['export.csv'].$get({ query: list.exportQuery })
              : (api) => api.admin.inbox.messages['export.csv'].$get({ query: list.exportQuery }),
            locale,
            name,
          )
        }
      >
        {t('admin.common.export_csv')}
      </button>
    </div>
  )
}

function Leads() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { handled: 'false', q: '' } })
  const { data, loading, reload } = useAdminData(`leads${list.asks}`, (api) =>
    api.admin.inbox.leads.$get({ query: list.query }),
  )
  const columns: Column<AdminLead>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (l) => fmt.dateTime(l.created),
    },
    {
      key: 'name',
      label: t('admin.order.name'),
      render: (l) => (
        <>
          <b>{l.full_name}</b>
          <ContactLinks phone={l.phone} />
        </>
      ),
    },
    {
      key: 'business',
      label: t('admin.inbox.business'),
      render: (l) => `${t(`admin.inbox.business_${l.business_type}`)} · ${l.brand}`,
    },
    {
      key: 'link',
      label: t('admin.inbox.link'),
      render: (l) =>
        l.link ? (
          <a href={l.link} target="_blank" rel="noreferrer noopener">
            {l.link}
          </a>
        ) : (
          '—'
        ),
    },
    { key: 'utm', label: t('admin.inbox.utm'), render: (l) => <span className="muted">{l.utm || '—'}</span> },
    { key: 'handled', label: '', render: (l) => <Handled of="leads" id={l.id} handled={l.handled} onDone={reload} /> },
  ]
  return (
    <>
      <Filters list={list} name="leads" />
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </>
  )
}

function Messages({ kind }: { kind: 'contact' | 'recall' }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { handled: 'false', q: '', kind } })
  const { data, loading, reload } = useAdminData(`messages${list.asks}`, (api) =>
    api.admin.inbox.messages.$get({ query: list.query }),
  )
  const columns: Column<AdminMessage>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (m) => fmt.dateTime(m.created),
    },
    {
      key: 'name',
      label: t('admin.order.name'),
      render: (m) => (
        <>
          <b>{m.first_name}</b>
          <ContactLinks email={m.email} phone={m.phone} />
        </>
      ),
    },
    ...(kind === 'contact'
      ? [
          {
            key: 'text',
            label: t('admin.inbox.message'),
            render: (m: AdminMessage) => (
              <>
                <b>{m.subject}</b>
                <div>{m.text}</div>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'handled',
      label: '',
      render: (m) => <Handled of="messages" id={m.id} handled={m.handled} onDone={reload} />,
    },
  ]
  return (
    <>
      <Filters list={list as unknown as ReturnType<typeof useList<{ handled: string; q: string }>>} name={kind} />
      <DataTable
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </>
  )
}
