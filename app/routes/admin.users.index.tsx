import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AdminPage, useAdminViewer } from '../components/admin/admin-shell'
import { type Column, DataTable, Pager } from '../components/admin/data-table'
import { FormError, StatusBadge } from '../components/admin/fields'
import { useAdminAction, useAdminData, useFormatters } from '../components/admin/use-admin'
import { useList } from '../components/admin/use-list'
import type { AdminUserRow } from '../contract/admin-staff'
import { USER_ROLES, type UserRole } from '../domain/staff-role'
import { ContactLinks } from '../components/admin/contact-links'

export const Route = createFileRoute('/admin/users/')({ component: UsersPage })

/** Accounts and roles; only an admin changes a role, never their own (the server refuses it too). */
function UsersPage() {
  const { t } = useTranslation()
  const fmt = useFormatters()
  const viewer = useAdminViewer()
  const list = useList({ sort: 'created', filters: { role: '', q: '' }, inUrl: true })
  const { data, loading, reload } = useAdminData(list.asks, (api) => api.admin.users.$get({ query: list.query }))
  const action = useAdminAction()

  const columns: Column<AdminUserRow>[] = [
    {
      key: 'email',
      label: t('admin.users.who'),
      sort: 'email',
      render: (u) => (
        <>
          <Link to="/admin/users/$id" params={{ id: String(u.id) }} data-testid="user-link">
            <b>{u.name || u.email}</b>
          </Link>
          <ContactLinks email={u.email} phone={u.phone} />
        </>
      ),
    },
    {
      key: 'created',
      label: t('admin.users.registered'),
      sort: 'created',
      className: 'nowrap',
      render: (u) => fmt.dateTime(u.created),
    },
    {
      key: 'wholesale',
      label: t('admin.users.wholesale'),
      render: (u) =>
        u.wholesale_status === 'none' ? (
          '—'
        ) : (
          <StatusBadge status={u.wholesale_status} label={t(`admin.partners.status_${u.wholesale_status}`)} />
        ),
    },
    {
      key: 'active',
      label: t('admin.users.active'),
      render: (u) => (u.is_active ? t('admin.common.yes') : t('admin.common.no')),
    },
    {
      key: 'role',
      label: t('admin.users.role'),
      sort: 'role',
      render: (u) =>
        viewer.role === 'admin' && u.id !== viewer.id ? (
          <select
            className="adm-input"
            style={{ width: 'auto' }}
            value={u.role}
            disabled={action.busy}
            onChange={async (e) =>
              (await action.run((api) =>
                api.admin.users[':id'].role.$patch({
                  param: { id: String(u.id) },
                  json: { role: e.target.value as UserRole },
                }),
              )) !== null && reload()
            }
          >
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </select>
        ) : (
          <span className="adm-role">{t(`admin.roles.${u.role}`)}</span>
        ),
    },
  ]
  return (
    <AdminPage title={t('admin.nav.users')}>
      <div className="adm-filters">
        <label className="adm-field adm-field--grow">
          <span className="adm-field__label">{t('admin.common.search')}</span>
          <input type="search" value={list.filters.q} onChange={(e) => list.setFilter('q', e.target.value)} />
        </label>
        <label className="adm-field">
          <span className="adm-field__label">{t('admin.users.role')}</span>
          <select value={list.filters.role} onChange={(e) => list.setFilter('role', e.target.value)}>
            <option value="">{t('admin.common.all')}</option>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={action.error} />
      <DataTable
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
