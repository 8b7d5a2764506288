import { isAdmin, type UserRole } from './staff-role'

/**
 * Blocking ends an account's sessions and refuses its sign-ins, so only an admin may do it, and
 * never to themselves: an admin who blocked their own account would lock themselves (perhaps the
 * store's last admin) out of the back office.
 */
export function blockRefusal(
  actor: { id: number; role: UserRole },
  targetId: number,
): 'admins_only' | 'own_account' | null {
  if (!isAdmin(actor.role)) return 'admins_only'
  if (actor.id === targetId) return 'own_account'
  return null
}

/** An activation link is only worth sending to an account that is neither active yet nor blocked. */
export function activationResendRefusal(account: {
  isActive: boolean
  blockedAt: number | null
}): 'already_active' | 'account_blocked' | null {
  if (account.blockedAt !== null) return 'account_blocked'
  if (account.isActive) return 'already_active'
  return null
}
