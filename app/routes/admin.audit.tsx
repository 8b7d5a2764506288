import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { FormError } from '../components/admin/fields'
import { useAdminData, useFormatters } from '../components/admin/use-admin'
import { useList } from '../components/admin/use-list'
import type { Page } from '../contract/admin-common'
import type { AdminAuditRow } from '../contract/admin-orders'

export const Route = createFileRoute('/admin/audit')({ component: AuditPage })

const ENTITIES = ['order', 'product', 'variant', 'brand', 'category', 'promo_code', 'price_list', 'user', 'comment', 'reply', 'lead', 'message', 'partner_application', 'integration_key']
const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1))

/** Who changed what, with the state before and after (admins only; the server refuses others). */
function AuditPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useList('/admin/audit', { sort: 'created', filters: { entity: '', entity_id: '' }, limit: 50 })
  const { data, loading, error } = useAdminData<Page<AdminAuditRow>>(list.path)
  const columns: Column<AdminAuditRow>[] = [
    { key: 'created', label: t('admin.orders.created'), sort: 'created', className: 'nowrap', render: (a) => fmt.dateTime(a.created) },
    { key: 'who', label: t('admin.audit.who'), render: (a) => a.actor_email ?? <span className="muted">{t('admin.audit.system')}</span> },
    { key: 'what', label: t('admin.audit.what'), render: (a) => <><b>{a.action}</b><div className="muted">{a.entity} #{a.entity_id}</div></> },
    { key: 'before', label: t('admin.audit.before'), render: (a) => <pre className="adm-json">{json(a.before)}</pre> },
    { key: 'after', label: t('admin.audit.after'), render: (a) => <pre className="adm-json">{json(a.after)}</pre> },
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
                {e}
              </option>
            ))}
          </select>
        </label>
        <label className="adm-field">
          <span className="adm-field__label">ID</span>
          <input value={list.filters.entity_id} onChange={(e) => list.setFilter('entity_id', e.target.value)} />
        </label>
      </div>
      <FormError error={error} />
      <DataTable testId="audit-table" columns={columns} rows={data?.results ?? []} loading={loading} sort={list.sort} onSort={list.setSort} />
      {data && <Pager page={data.page} pages={data.pages} count={data.count} onPage={list.setPage} />}
    </AdminPage>
  )
}
