import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserRow } from '../../contract/admin-staff'
import { USER_ROLES, type UserRole } from '../../domain/staff-role'
import type { ApiError } from '../../lib/api-client'
import { useAdminViewer } from './admin-shell'

export type RoleChange = UseMutationResult<unknown, ApiError, { id: number; role: UserRole }>

/**
 * The role: a choice for an admin looking at someone else, a label otherwise. A pick asks first,
 * naming the person and what the new role gives or takes away: one stray change on a phone's
 * select would otherwise hand a buyer every customer's data. `onChanged` reports a saved change.
 */
export function RoleCell({
  user: u,
  change,
  onChanged,
}: {
  user: AdminUserRow
  change: RoleChange
  onChanged: (user: AdminUserRow, role: UserRole) => void
}) {
  const { t } = useTranslation()
  const viewer = useAdminViewer()
  // A declined pick puts the select back by drawing it afresh: the browser has already shown the pick.
  const [drawn, redraw] = useState(0)
  if (viewer.role !== 'admin' || u.id === viewer.id)
    return <span className="adm-role">{t(`admin.roles.${u.role}`)}</span>
  const pick = (role: UserRole) => {
    if (role === u.role) return
    if (!window.confirm(t(`admin.users.confirm_${role}`, { name: u.name || u.email }))) {
      redraw((n) => n + 1)
      return
    }
    change.mutate({ id: u.id, role }, { onSuccess: () => onChanged(u, role), onError: () => redraw((n) => n + 1) })
  }
  return (
    <select
      key={drawn}
      className="adm-input"
      style={{ width: 'auto' }}
      value={u.role}
      disabled={change.isPending}
      aria-label={t('admin.users.role_of', { name: u.name || u.email })}
      onChange={(e) => pick(e.target.value as UserRole)}
      data-testid="user-role"
    >
      {USER_ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`admin.roles.${r}`)}
        </option>
      ))}
    </select>
  )
}
