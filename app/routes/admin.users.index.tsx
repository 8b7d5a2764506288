import { useMutation, useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { ContactLinks } from '../components/admin/contact-links'
import { type Column, rowLinkProps } from '../components/admin/data-table'
import { StatusBadge } from '../components/admin/fields'
import { useFormatters } from '../components/admin/formatters'
import { useListSearch } from '../components/admin/list-search'
import { ResourcePage } from '../components/admin/resource-page'
import { RoleCell } from '../components/admin/user-role-cell'
import { LISTS, readListSearch } from '../contract/admin-lists'
import type { AdminUserRow } from '../contract/admin-staff'
import { USER_ROLES } from '../domain/staff-role'
import { useLocale } from '../i18n/use-locale'
import { changeRole, usersQuery } from '../lib/admin-queries/customers'

export const Route = createFileRoute('/admin/users/')({
  validateSearch: (raw) => readListSearch(LISTS.users, raw),
  component: UsersPage,
})

/** Accounts and roles; only an admin changes a role, never their own (the server refuses it too). */
function UsersPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = useFormatters()
  const list = useListSearch({ sort: 'created' })
  const role = useMutation(changeRole(locale))
  // What the last role change did, kept above the table: the select alone gives no sign it saved.
  const [done, setDone] = useState('')
  const columns: Column<AdminUserRow>[] = [
    {
      key: 'email',
      label: t('admin.users.who'),
      sort: 'email',
      render: (u) => (
        <>
          <Link to="/admin/users/$id" params={{ id: String(u.id) }} data-testid="user-link" {...rowLinkProps}>
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
      render: (u) => (
        <RoleCell
          user={u}
          change={role}
          onChanged={(who, to) =>
            setDone(t('admin.users.role_done', { name: who.name || who.email, role: t(`admin.roles.${to}`) }))
          }
        />
      ),
    },
  ]
  return (
    <ResourcePage
      title={t('admin.nav.users')}
      rows={useQuery(usersQuery(locale, list.search))}
      columns={columns}
      linkedRows
      list={list}
      filters={[
        { name: 'q', label: t('admin.common.search') },
        {
          name: 'role',
          label: t('admin.users.role'),
          options: USER_ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) })),
        },
      ]}
      errors={[role.error]}
      notice={
        done &&
        !role.error && (
          <p className="adm-alert adm-alert--ok" role="status" data-testid="user-role-done">
            {done}
          </p>
        )
      }
    />
  )
}
