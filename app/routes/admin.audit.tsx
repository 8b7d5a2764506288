import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { AdminPage } from '../components/admin/admin-shell'
import { AuditState } from '../components/admin/audit-state'
import { useCatalogueNames } from '../components/admin/catalogue-options'
import type { Column } from '../components/admin/data-table'
import { useFormatters } from '../components/admin/formatters'
import type { FilterField } from '../components/admin/list-filters'
import { useListSearch } from '../components/admin/list-search'
import { ResourceTable } from '../components/admin/resource-table'
import { LISTS, readListSearch } from '../contract/admin-lists'
import type { AdminAuditRow } from '../contract/admin-orders'
import { useLocale } from '../i18n/use-locale'
import { auditQuery } from '../lib/admin-queries/audit'
import { tiersQuery } from '../lib/admin-queries/partner-tiers'

export const Route = createFileRoute('/admin/audit')({
  validateSearch: (raw) => readListSearch(LISTS.audit, raw),
  component: AuditPage,
})

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

const filters = (t: TFunction): FilterField[] => [
  {
    name: 'entity',
    label: t('admin.audit.entity'),
    options: ENTITIES.map((e) => ({ value: e, label: t(`admin.audit.entities.${e}`, { defaultValue: e }) })),
  },
  { name: 'entity_id', label: t('admin.audit.entity_id'), input: 'text' },
]

/** Who changed what, with the state before and after (admins only; the server refuses others). */
function AuditPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created' })
  const locale = useLocale()
  const tiers = useQuery(tiersQuery(locale)).data
  const names = {
    ...useCatalogueNames(),
    partner_tier_id: new Map(tiers?.map((tier) => [tier.id, locale === 'en' ? tier.name_en : tier.name_ua])),
  }
  const columns: Column<AdminAuditRow>[] = [
    {
      key: 'created',
      label: t('admin.orders.created'),
      sort: 'created',
      className: 'nowrap',
      render: (a) => fmt.dateTime(a.created),
    },
    { key: 'who', label: t('admin.audit.who'), render: (a) => <Who row={a} /> },
    { key: 'what', label: t('admin.audit.what'), render: (a) => <What row={a} /> },
    {
      key: 'before',
      label: t('admin.audit.before'),
      render: (a) => <AuditState value={a.before} names={names} entity={a.entity} />,
    },
    {
      key: 'after',
      label: t('admin.audit.after'),
      render: (a) => <AuditState value={a.after} names={names} entity={a.entity} />,
    },
  ]
  return (
    <AdminPage title={t('admin.nav.audit')}>
      <ResourceTable
        testId="audit-table"
        rows={useQuery(auditQuery(locale, list.search))}
        columns={columns}
        list={list}
        filters={filters(t)}
      />
    </AdminPage>
  )
}

/** The staff member (linked), the integration key's name, or the store itself. */
function Who({ row }: { row: AdminAuditRow }) {
  const { t } = useTranslation()
  if (row.actor_email && row.actor_id !== null) return <a href={`/admin/users/${row.actor_id}`}>{row.actor_email}</a>
  if (row.actor_label) return <>{t('admin.audit.integration', { name: row.actor_label })}</>
  return <span className="muted">{t('admin.audit.system')}</span>
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
