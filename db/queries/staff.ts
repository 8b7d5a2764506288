import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AdminUsersQuery } from '../../app/contract/admin-staff'
import type { UserRole } from '../../app/domain/staff-role'
import type { Db } from '../client'
import { users } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { textMatch } from './text-match'

export type UserRow = typeof users.$inferSelect

const SORT_COLUMNS = { created: users.createdAt, email: users.email, role: users.role }

/** One account by id, or null. */
export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [found] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return found ?? null
}

/** The back office's user list: by role, a search over email, name and phone, sorted and paged. */
export async function userPage(db: Db, query: AdminUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.q
      ? textMatch(query.q, [users.email, sql`${users.firstName} || ' ' || ${users.lastName}`, users.phone])
      : undefined,
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
  return { rows, total: total?.n ?? 0 }
}

/** An account's role, or null when there is no such account. */
export async function userRole(db: Db, id: number): Promise<UserRole | null> {
  const [found] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1)
  return found?.role ?? null
}

/** Sets an account's role in one batch with its audit row. */
export async function setUserRole(db: Db, id: number, role: UserRole, audit: ActorAudit): Promise<void> {
  await db.batch([db.update(users).set({ role }).where(eq(users.id, id)), auditRowInsert(db, audit)])
}
