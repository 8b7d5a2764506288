import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { FormError, StatusBadge } from '../components/admin/fields'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import { useLocale } from '../i18n/use-locale'
import { tabFromUrl, useList } from '../components/admin/use-list'
import type { AdminPartnerApplication, AdminWholesaleRequest } from '../contract/admin-people'
import { adminBlob } from '../lib/admin-session'
import { ContactLinks } from '../components/admin/contact-links'

export const Route = createFileRoute('/admin/partners')({ component: PartnersPage })

function PartnersPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'requests' | 'applications'>(() =>
    tabFromUrl(['requests', 'applications'], 'requests'),
  )
  return (
    <AdminPage title={t('admin.nav.partners')}>
      <div className="adm-tabs" role="tablist">
        {(['requests', 'applications'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`adm-tab${tab === k ? ' adm-tab--on' : ''}`}
            onClick={() => setTab(k)}
          >
            {t(`admin.partners.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'requests' ? <Requests /> : <Applications />}
    </AdminPage>
  )
}

/** Approve or decline; a decline asks for the reason the partner will read. */
function Decision({
  of,
  id,
  name,
  onDone,
}: {
  of: 'wholesale-requests' | 'partner-applications'
  id: number
  name: string
  onDone: (notice: string) => void
}) {
  const { t } = useTranslation()
  const action = useAdminAction()
  async function decide(approve: boolean) {
    const reason = approve ? undefined : window.prompt(t('admin.partners.reason'))
    if (!approve && !reason) return
    const param = { id: String(id) }
    const done = approve
      ? await action.run((api) => api.admin[of][':id'].approve.$post({ param }))
      : await action.run((api) => api.admin[of][':id'].decline.$post({ param, json: { reason: reason! } }))
    if (done !== null)
      onDone(t(approve ? 'admin.partners.approved_notice' : 'admin.partners.declined_notice', { name }))
  }
  return (
    <div className="adm-inline" onClick={(e) => e.stopPropagation()}>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={action.busy}
        onClick={() => decide(true)}
        data-testid="approve"
      >
        {t('admin.partners.approve')}
      </button>
      <button type="button" className="btn btn--danger btn--small" disabled={action.busy} onClick={() => decide(false)}>
        {t('admin.partners.decline')}
      </button>
      <FormError error={action.error} />
    </div>
  )
}

function Requests() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { status: 'pending', q: '' } })
  const { data, loading, reload } = useAdminData(`requests${list.asks}`, (api) =>
    api.admin['wholesale-requests'].$get({ query: list.query }),
  )
  const [notice, setNotice] = useState<string | null>(null)
  const done = (text: string) => {
    setNotice(text)
    reload()
  }
  const columns: Column<AdminWholesaleRequest>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (r) => fmt.dateTime(r.created),
    },
    {
      key: 'name',
      label: t('admin.order.name'),
      render: (r) => (
        <>
          <b>{r.name}</b>
          <ContactLinks email={r.email} phone={r.phone} />
        </>
      ),
    },
    {
      key: 'company',
      label: t('admin.partners.company'),
      render: (r) => (
        <>
          {r.company_name}
          <div className="muted">
            {r.position}
            {r.city ? `, ${r.city}` : ''}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      render: (r) => (
        <>
          <StatusBadge status={r.status} label={t(`admin.partners.status_${r.status}`)} />
          {r.reason && <div className="muted">{r.reason}</div>}
          {r.decided_by && <div className="muted">{r.decided_by}</div>}
        </>
      ),
    },
    {
      key: 'actions',
      label: '',
      render: (r) =>
        r.status === 'pending' ? <Decision of="wholesale-requests" id={r.id} name={r.name} onDone={done} /> : null,
    },
  ]
  return (
    <>
      <Notice text={notice} />
      <StatusFilter
        value={list.filters.status}
        onChange={(v) => list.setFilter('status', v)}
        options={['pending', 'approved', 'declined']}
        search={list.filters.q}
        onSearch={(v) => list.setFilter('q', v)}
      />
      <DataTable
        testId="wholesale-table"
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

function StatusFilter(props: {
  value: string
  onChange: (v: string) => void
  options: string[]
  search: string
  onSearch: (v: string) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="adm-filters">
      <label className="adm-field adm-field--grow">
        <span className="adm-field__label">{t('admin.common.search')}</span>
        <input type="search" value={props.search} onChange={(e) => props.onSearch(e.target.value)} />
      </label>
      <label className="adm-field">
        <span className="adm-field__label">{t('admin.orders.status')}</span>
        <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{t('admin.common.all')}</option>
          {props.options.map((o) => (
            <option key={o} value={o}>
              {t(`admin.partners.status_${o}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

function Certificate({ id }: { id: number }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  if (url) return <img className="adm-cert" src={url} alt={t('admin.partners.certificate')} />
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      onClick={() =>
        adminBlob(
          (api) => api.admin['partner-applications'][':id'].certificate.$get({ param: { id: String(id) } }),
          locale,
        )
          .then((blob) => setUrl(URL.createObjectURL(blob)))
          .catch(() => setFailed(true))
      }
    >
      {failed ? t('admin.partners.no_certificate') : t('admin.partners.show_certificate')}
    </button>
  )
}

function Applications() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { status: 'new', q: '' } })
  const { data, loading, reload } = useAdminData(`applications${list.asks}`, (api) =>
    api.admin['partner-applications'].$get({ query: list.query }),
  )
  const [notice, setNotice] = useState<string | null>(null)
  const done = (text: string) => {
    setNotice(text)
    reload()
  }
  const columns: Column<AdminPartnerApplication>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (a) => fmt.dateTime(a.created),
    },
    {
      key: 'person',
      label: t('admin.order.name'),
      render: (a) => (
        <>
          <b>{[a.last_name, a.first_name, a.patronymic].join(' ')}</b>
          <ContactLinks email={a.email} phone={a.phone} />
          <div className="muted">{t('admin.partners.born', { date: a.date_of_birth })}</div>
        </>
      ),
    },
    {
      key: 'work',
      label: t('admin.partners.work'),
      render: (a) => (
        <>
          {a.clinic_name}, {a.address}
          <div className="muted">
            {[a.position, a.specialization, a.education, a.workplace].filter(Boolean).join(' · ')}
          </div>
          {a.how_they_heard && <div className="muted">{t('admin.partners.how_they', { how: a.how_they_heard })}</div>}
          {[a.clinic_website, a.professional_social_media].filter(Boolean).map((u) => (
            <div key={u}>
              <a href={u} target="_blank" rel="noreferrer noopener">
                {u}
              </a>
            </div>
          ))}
        </>
      ),
    },
    { key: 'cert', label: t('admin.partners.certificate'), render: (a) => <Certificate id={a.id} /> },
    {
      key: 'status',
      label: t('admin.orders.status'),
      render: (a) =>
        a.status === 'new' ? (
          <Decision of="partner-applications" id={a.id} name={`${a.first_name} ${a.last_name}`} onDone={done} />
        ) : (
          <StatusBadge status={a.status} label={t(`admin.partners.status_${a.status}`)} />
        ),
    },
  ]
  return (
    <>
      <Notice text={notice} />
      <StatusFilter
        value={list.filters.status}
        onChange={(v) => list.setFilter('status', v)}
        options={['new', 'approved', 'declined']}
        search={list.filters.q}
        onSearch={(v) => list.setFilter('q', v)}
      />
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

/** What the last decision did, kept above the list after its row leaves the filtered table. */
function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className="adm-alert adm-alert--ok" role="status" data-testid="partner-notice">
      {text}
    </p>
  ) : null
}
