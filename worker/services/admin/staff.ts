import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminUserRow, AdminUsersQuery, AdminViewer } from '../../../app/contract/admin-staff'
import { AppError } from '../../../app/domain/app-error'
import { roleChangeRefusal, type UserRole } from '../../../app/domain/staff-role'
import type { Db } from '../../../db/client'
import { users } from '../../../db/schema'
import { textMatch } from './text-match'
import { auditInsert } from './audit'
import { auditPage } from './audit-log'

const SORT_COLUMNS = { created: users.createdAt, email: users.email, role: users.role }

export function createStaffService(db: Db) {
  return {
    async viewer(id: number): Promise<AdminViewer> {
      const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      if (!u) throw new AppError('unauthorized', 'Authentication required')
      return { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim(), role: u.role }
    },

    audit: (query: Parameters<typeof auditPage>[1]) => auditPage(db, query),

    async users(query: AdminUsersQuery): Promise<Page<AdminUserRow>> {
      const where: SQL | undefined = and(
        query.role ? eq(users.role, query.role) : undefined,
        query.q ? textMatch(query.q, [users.email, sql`${users.firstName} || ' ' || ${users.lastName}`, users.phone]) : undefined,
      )
      const order = query.dir === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), order(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(users).where(where),
      ])
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
        total?.n ?? 0,
        query,
      )
    },

    /** Admins change other users' roles; nobody changes their own (app/domain/staff-role.ts). */
    async changeRole(actor: { id: number; role: UserRole }, targetId: number, role: UserRole): Promise<{ id: number; role: UserRole }> {
      const refusal = roleChangeRefusal(actor, targetId)
      if (refusal === 'own_role') throw new AppError('not_allowed', 'Nobody can change their own role')
      if (refusal === 'not_admin') throw new AppError('not_allowed', 'Only an admin can change roles')
      const [target] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, targetId)).limit(1)
      if (!target) throw new AppError('not_found', 'No such user')
      if (target.role !== role) {
        await db.batch([
          db.update(users).set({ role }).where(eq(users.id, targetId)),
          auditInsert(db, actor.id, { action: 'user.role', entity: 'user', entityId: targetId, before: { role: target.role }, after: { role } }),
        ])
      }
      return { id: targetId, role }
    },
  }
}
