import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { ContactLinks } from '../components/admin/contact-links'
import type { Column } from '../components/admin/data-table'
import { useFormatters } from '../components/admin/formatters'
import { ExportCsv, Handled } from '../components/admin/inbox-cells'
import type { FilterField } from '../components/admin/list-filters'
import { useListSearch } from '../components/admin/list-search'
import { ListTabs, useTab } from '../components/admin/list-tabs'
import { ResourceTable } from '../components/admin/resource-table'
import { LISTS, readListSearch } from '../contract/admin-lists'
import type { AdminLead, AdminMessage } from '../contract/admin-people'
import { useLocale } from '../i18n/use-locale'
import { leadsQuery, messagesQuery } from '../lib/admin-queries/inbox'

export const Route = createFileRoute('/admin/inbox')({
  validateSearch: (raw) => readListSearch(LISTS.inbox, raw),
  component: InboxPage,
})

/** Each tab opens on what is still open. */
const DEFAULTS = { sort: 'created', filters: { handled: 'false' } }

function InboxPage() {
  const { t } = useTranslation()
  const tab = useTab(LISTS.inbox.tabs)
  return (
    <AdminPage title={t('admin.nav.inbox')}>
      <ListTabs tabs={LISTS.inbox.tabs} current={tab} label={(k) => t(`admin.inbox.${k}`)} />
      {tab === 'leads' ? <Leads /> : <Messages key={tab} kind={tab} />}
    </AdminPage>
  )
}

const filters = (t: TFunction): FilterField[] => [
  { name: 'q', label: t('admin.common.search') },
  {
    name: 'handled',
    label: t('admin.inbox.handled'),
    options: [
      { value: 'false', label: t('admin.inbox.open') },
      { value: 'true', label: t('admin.inbox.done') },
    ],
  },
]

function Leads() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch(DEFAULTS)
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
    { key: 'handled', label: '', render: (l) => <Handled of="leads" id={l.id} handled={l.handled} /> },
  ]
  return (
    <ResourceTable
      rows={useQuery(leadsQuery(useLocale(), list.search))}
      columns={columns}
      list={list}
      filters={filters(t)}
      filterExtra={<ExportCsv of="leads" name="leads" search={list.search} />}
    />
  )
}

function Messages({ kind }: { kind: 'contact' | 'recall' }) {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch(DEFAULTS)
  const search = { ...list.search, kind }
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
    { key: 'handled', label: '', render: (m) => <Handled of="messages" id={m.id} handled={m.handled} /> },
  ]
  return (
    <ResourceTable
      rows={useQuery(messagesQuery(useLocale(), search))}
      columns={columns}
      list={list}
      filters={filters(t)}
      filterExtra={<ExportCsv of="messages" name={kind} search={search} />}
    />
  )
}
