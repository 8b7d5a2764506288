/** Roles of the store's users: customers shop; staff and admins run the back office (/admin). */
export const USER_ROLES = ['customer', 'staff', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

const RANK: Record<UserRole, number> = { customer: 0, staff: 1, admin: 2 }

/** Who may open the back office at all. */
export function isStaff(role: UserRole): boolean {
  return RANK[role] >= RANK.staff
}

/** Admin-only parts: the audit log, roles of other users, integration keys. */
export function isAdmin(role: UserRole): boolean {
  return role === 'admin'
}

/**
 * Whether `actor` may give `target` the role `to`. Only an admin changes roles, and nobody changes
 * their own: a staff member cannot raise themselves, and an admin cannot lock the store out by
 * demoting the last admin who is them.
 */
export function roleChangeRefusal(
  actor: { id: number; role: UserRole },
  targetId: number,
): 'not_admin' | 'own_role' | null {
  if (actor.id === targetId) return 'own_role'
  if (!isAdmin(actor.role)) return 'not_admin'
  return null
}
