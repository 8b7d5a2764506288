import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminUserRow, AdminUsersQuery, AdminViewer } from '../../../app/contract/admin-staff'
import { AppError } from '../../../app/domain/app-error'
import { roleChangeRefusal, type UserRole } from '../../../app/domain/staff-role'
import type { Db } from '../../../db/client'
import { auditPage } from '../../../db/queries/audit-log'
import { setUserRole, userById, userPage, userRole } from '../../../db/queries/staff'

export function createStaffService(db: Db) {
  return {
    async viewer(id: number): Promise<AdminViewer> {
      const u = await userById(db, id)
      if (!u) throw new AppError('unauthorized', 'Authentication required')
      return { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim(), role: u.role }
    },

    audit: (query: Parameters<typeof auditPage>[1]) => auditPage(db, query),

    async users(query: AdminUsersQuery): Promise<Page<AdminUserRow>> {
      const { rows, total } = await userPage(db, query)
      return pageOf(
        rows.map((u) => ({
          id: u.id,
          email: u.email,
          phone: u.phone,
          name: `${u.firstName} ${u.lastName}`.trim(),
          role: u.role,
          wholesale_status: u.wholesaleStatus,
          is_active: u.isActive,
          created: new Date(u.createdAt).toISOString(),
        })),
        total,
        query,
      )
    },

    /** Admins change other users' roles; nobody changes their own (app/domain/staff-role.ts). */
    async changeRole(
      actor: { id: number; role: UserRole },
      targetId: number,
      role: UserRole,
    ): Promise<{ id: number; role: UserRole }> {
      const refusal = roleChangeRefusal(actor, targetId)
      if (refusal === 'own_role') throw new AppError('not_allowed', 'Nobody can change their own role')
      if (refusal === 'not_admin') throw new AppError('not_allowed', 'Only an admin can change roles')
      const current = await userRole(db, targetId)
      if (!current) throw new AppError('not_found', 'No such user')
      if (current !== role) {
        await setUserRole(db, targetId, role, {
          actorId: actor.id,
          action: 'user.role',
          entity: 'user',
          entityId: targetId,
          before: { role: current },
          after: { role },
        })
      }
      return { id: targetId, role }
    },
  }
}
