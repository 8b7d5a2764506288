import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { refreshTokenFamilies, refreshTokens, users } from '../schema'

/** A new family (a login) with its first token, in one batch. */
export async function startTokenFamily(
  db: Db,
  family: { id: string; userId: number },
  first: { tokenHash: string; expiresAt: number },
): Promise<void> {
  await db.batch([
    db.insert(refreshTokenFamilies).values({ id: family.id, userId: family.userId }),
    db.insert(refreshTokens).values({ familyId: family.id, ...first }),
  ])
}

export async function revokeTokenFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)))
}

export async function revokeTokenFamiliesOf(db: Db, userId: number, now: number): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)))
}

/** A stored token by its hash, with its family's state and whether its user is active. */
export async function refreshTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      tokenHash: refreshTokens.tokenHash,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokenFamilies.revokedAt,
      userId: refreshTokenFamilies.userId,
      isActive: users.isActive,
      blockedAt: users.blockedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return row ?? null
}

/**
 * One rotation in one write transaction: marks the token used only if it is still unused, adds the
 * next token of its family, and answers true only when this call won the token and the family is
 * not revoked (of two concurrent rotations exactly one wins; a reuse or logout that revoked the
 * family first still wins over this one).
 */
export async function rotateRefreshToken(
  db: Db,
  rotation: { tokenHash: string; familyId: string; next: { tokenHash: string; expiresAt: number }; now: number },
): Promise<boolean> {
  // drizzle's libSQL transaction is libSQL's default, a write transaction.
  return db.transaction(async (tx) => {
    const won = await tx
      .update(refreshTokens)
      .set({ usedAt: rotation.now })
      .where(and(eq(refreshTokens.tokenHash, rotation.tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id })
    if (won.length === 0) return false
    await tx.insert(refreshTokens).values({ familyId: rotation.familyId, ...rotation.next })
    const [family] = await tx
      .select({ revokedAt: refreshTokenFamilies.revokedAt })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, rotation.familyId))
    return family !== undefined && family.revokedAt === null
  })
}
