import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { AuditState } from '../components/admin/audit-state'
import { FormError } from '../components/admin/fields'
import { useAdminData, useFormatters } from '../components/admin/use-admin'
import { useList } from '../components/admin/use-list'
import type { AdminAuditRow } from '../contract/admin-orders'

export const Route = createFileRoute('/admin/audit')({ component: AuditPage })

const ENTITIES = [
  'order',
  'product',
  'variant',
  'brand',
  'category',
  'promo_code',
  'price_list',
  'user',
  'comment',
  'reply',
  'lead',
  'message',
  'partner_application',
  'integration_key',
  'settings',
  'feed',
]
const ENTITY_LINKS: Record<string, (id: string) => string> = {
  order: (id) => `/admin/orders/${id}`,
  product: (id) => `/admin/products/${id}`,
  user: (id) => `/admin/users/${id}`,
}

/** Who changed what, with the state before and after (admins only; the server refuses others). */
function AuditPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList({ sort: 'created', filters: { entity: '', entity_id: '' }, limit: 50, inUrl: true })
  const { data, loading, error } = useAdminData(list.asks, (api) => api.admin.audit.$get({ query: list.query }))
  const columns: Column<AdminAuditRow>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (a) => fmt.dateTime(a.created),
    },
    {
      key: 'who',
      label: t('admin.audit.who'),
      render: (a) =>
        a.actor_email && a.actor_id !== null ? (
          <a href={`/admin/users/${a.actor_id}`}>{a.actor_email}</a>
        ) : a.actor_label ? (
          t('admin.audit.integration', { name: a.actor_label })
        ) : (
          <span className="muted">{t('admin.audit.system')}</span>
        ),
    },
    { key: 'what', label: t('admin.audit.what'), render: (a) => <What row={a} /> },
    { key: 'before', label: t('admin.audit.before'), render: (a) => <AuditState value={a.before} /> },
    { key: 'after', label: t('admin.audit.after'), render: (a) => <AuditState value={a.after} /> },
  ]
  return (
    <AdminPage title={t('admin.nav.audit')}>
      <div className="adm-filters">
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.audit.entity')}</span>
          <select value={list.filters.entity} onChange={(e) => list.setFilter('entity', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`admin.audit.entities.${e}`, { defaultValue: e })}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.audit.entity_id')}</span>
          <input value={list.filters.entity_id} onChange={(e) => list.setFilter('entity_id', e.target.value)} />
        </label>
      </div>
      <FormError error={error} />
      <DataTable
        testId="audit-table"
        columns={columns}
        rows={data?.results ?? []}
        loading={loading}
        sort={list.sort}
        onSort={list.setSort}
      />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}

/** "Order · new status", then the object, linked where the back office has a page for it. */
function What({ row }: { row: AdminAuditRow }) {
  const { t } = useTranslation()
  const [subject = row.entity, verb = ''] = row.action.split('.')
  const entity = t(`admin.audit.entities.${row.entity}`, { defaultValue: row.entity })
  const link = ENTITY_LINKS[row.entity]
  const name =
    row.entity === 'feed'
      ? row.entity_id === 'all'
        ? t('admin.audit.all_feeds')
        : t(`admin.feeds.names.${row.entity_id}`, { defaultValue: row.entity_id })
      : row.entity === 'settings'
        ? t(`admin.audit.fields.${row.entity_id}`, { defaultValue: entity })
        : row.entity === 'order' && row.entity_label
          ? `${entity} № ${row.entity_label}`
          : row.entity_label
            ? `${entity} «${row.entity_label}»`
            : `${entity} #${row.entity_id}`
  return (
    <>
      <b>
        {t(`admin.audit.entities.${subject}`, { defaultValue: subject })} ·{' '}
        {t(`admin.audit.verbs.${verb}`, { defaultValue: verb })}
      </b>
      <div className="muted">
        {link && /^\d+$/.test(row.entity_id) ? <a href={link(row.entity_id)}>{name}</a> : name}
      </div>
    </>
  )
}
