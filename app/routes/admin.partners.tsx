import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { ContactLinks } from '../components/admin/contact-links'
import type { Column } from '../components/admin/data-table'
import { StatusBadge } from '../components/admin/fields'
import { useFormatters } from '../components/admin/formatters'
import type { FilterField } from '../components/admin/list-filters'
import { useListSearch } from '../components/admin/list-search'
import { ListTabs, useTab } from '../components/admin/list-tabs'
import { Certificate, Decision, Notice } from '../components/admin/partner-cells'
import { PendingRequisitesNotice, RequisiteChanges } from '../components/admin/requisite-changes'
import { ResourceTable } from '../components/admin/resource-table'
import { APPLICATION_STATUSES, LISTS, readListSearch, WHOLESALE_STATUSES } from '../contract/admin-lists'
import type { AdminPartnerApplication, AdminWholesaleRequest } from '../contract/admin-people'
import { useLocale } from '../i18n/use-locale'
import { applicationsQuery, wholesaleRequestsQuery } from '../lib/admin-queries/partners'

export const Route = createFileRoute('/admin/partners')({
  validateSearch: (raw) => readListSearch(LISTS.partners, raw),
  component: PartnersPage,
})

function PartnersPage() {
  const { t } = useTranslation()
  const tab = useTab(LISTS.partners.tabs)
  return (
    <AdminPage
      title={t('admin.nav.partners')}
      actions={
        <Link to="/admin/partners/tiers" className="btn btn--ghost">
          {t('admin.tiers.to_tiers')}
        </Link>
      }
    >
      <PendingRequisitesNotice shown={tab !== 'requisites'} />
      <ListTabs tabs={LISTS.partners.tabs} current={tab} label={(k) => t(`admin.partners.${k}`)} />
      {tab === 'requests' ? <Requests /> : tab === 'applications' ? <Applications /> : <RequisiteChanges />}
    </AdminPage>
  )
}

const filters = (t: TFunction, statuses: readonly string[]): FilterField[] => [
  { name: 'q', label: t('admin.common.search') },
  {
    name: 'status',
    label: t('admin.orders.status'),
    options: statuses.map((s) => ({ value: s, label: t(`admin.partners.status_${s}`) })),
  },
]

function Requests() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created', filters: { status: 'pending' } })
  const [notice, setNotice] = useState<string | null>(null)
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
        r.status === 'pending' ? <Decision of="wholesale-requests" id={r.id} name={r.name} onDone={setNotice} /> : null,
    },
  ]
  return (
    <ResourceTable
      testId="wholesale-table"
      rows={useQuery(wholesaleRequestsQuery(useLocale(), list.search))}
      columns={columns}
      list={list}
      filters={filters(t, WHOLESALE_STATUSES)}
      notice={<Notice text={notice} />}
    />
  )
}

function Applications() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created', filters: { status: 'new' } })
  const [notice, setNotice] = useState<string | null>(null)
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
          <Decision of="partner-applications" id={a.id} name={`${a.first_name} ${a.last_name}`} onDone={setNotice} />
        ) : (
          <StatusBadge status={a.status} label={t(`admin.partners.status_${a.status}`)} />
        ),
    },
  ]
  return (
    <ResourceTable
      rows={useQuery(applicationsQuery(useLocale(), list.search))}
      columns={columns}
      list={list}
      filters={filters(t, APPLICATION_STATUSES)}
      notice={<Notice text={notice} />}
    />
  )
}
