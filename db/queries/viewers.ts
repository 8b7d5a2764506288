import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { UserRole } from '../../app/domain/staff-role'
import type { WholesaleStatus } from '../../app/domain/viewer'
import type { Db } from '../client'
import { refreshTokenFamilies, refreshTokens, users } from '../schema'

export interface ViewerRow {
  id: number
  wholesaleStatus: WholesaleStatus
  role: UserRole
  partnerTierId: number | null
}

/**
 * An active, unblocked user whose session (refresh-token family) is still open: the subject of a
 * verified access token. One primary-key join in the read the request made anyway, so a logout, a
 * password change or a revoked family ends the session's access tokens at once.
 */
export async function activeViewerBySession(db: Db, userId: number, sessionId: string): Promise<ViewerRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      wholesaleStatus: users.wholesaleStatus,
      role: users.role,
      partnerTierId: users.partnerTierId,
    })
    .from(refreshTokenFamilies)
    .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
    .where(
      and(
        eq(refreshTokenFamilies.id, sessionId),
        eq(refreshTokenFamilies.userId, userId),
        isNull(refreshTokenFamilies.revokedAt),
        eq(users.isActive, true),
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * The active user whose session cookie holds this refresh token (by its hash): the token unexpired,
 * its family not revoked, and either unused or used less than `graceMs` ago (a page request that
 * left with the token a moment before a concurrent refresh rotated it). Reading never rotates.
 */
export async function activeViewerBySessionHash(
  db: Db,
  tokenHash: string,
  now: number,
  graceMs: number,
): Promise<ViewerRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      wholesaleStatus: users.wholesaleStatus,
      role: users.role,
      partnerTierId: users.partnerTierId,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        gt(refreshTokens.expiresAt, now),
        or(isNull(refreshTokens.usedAt), gt(refreshTokens.usedAt, now - graceMs)),
        isNull(refreshTokenFamilies.revokedAt),
        eq(users.isActive, true),
        isNull(users.blockedAt),
      ),
    )
    .limit(1)
  return row ?? null
}
