import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { refreshTokenFamilies, refreshTokens, users } from '../../../db/schema'
import { AppError } from '../../../app/domain/app-error'
import { base64url } from './encoding'

/** How long one refresh token is valid; every rotation issues a new one with a fresh lifetime. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000
const TOKEN_BYTES = 32
/**
 * A token used less than this long ago is being rotated by a concurrent request (two tabs refreshing
 * at once, one of which read it just after the other marked it): refused, the family kept. Used
 * earlier, it is a replay (a stolen copy): refused, and the whole family revoked.
 */
export const ROTATION_RACE_MS = 5_000

const refused = () => new AppError('unauthorized', 'The refresh token is invalid or expired')

/** Only this hash is stored; the token itself lives in the browser. */
export async function hashRefreshToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export interface RefreshTokens {
  /** Starts a new family (a login) and answers its first token. */
  issue(userId: number): Promise<string>
  /** Uses a token once and answers the next token of its family and the user; reuse revokes the family. */
  rotate(token: string): Promise<{ userId: number; refresh: string }>
  /** Logout: revokes the family of this token (unknown tokens are ignored). */
  revokeFamilyOf(token: string): Promise<void>
  /** A password change: every family of the user. */
  revokeAllFor(userId: number): Promise<void>
}

/**
 * Opaque refresh tokens (32 random bytes, base64url) rotating inside families. A token is marked used
 * by a conditional update, so of two concurrent rotations exactly one wins (the other gets a 401 and the
 * family stays); presenting a token that was used more than ROTATION_RACE_MS ago revokes the whole family.
 */
export function createRefreshTokens(db: Db, now: () => number = Date.now): RefreshTokens {
  async function add(familyId: string): Promise<string> {
    const token = base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
    await db.insert(refreshTokens).values({ familyId, tokenHash: await hashRefreshToken(token), expiresAt: now() + REFRESH_TOKEN_TTL_MS })
    return token
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)))
  }

  async function find(token: string) {
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
      .where(eq(refreshTokens.tokenHash, await hashRefreshToken(token)))
      .limit(1)
    return row
  }

  return {
    async issue(userId) {
      const familyId = crypto.randomUUID()
      await db.insert(refreshTokenFamilies).values({ id: familyId, userId })
      return add(familyId)
    },

    async rotate(token) {
      const row = await find(token)
      if (!row || row.revokedAt !== null || !row.isActive || row.blockedAt !== null) throw refused()
      if (row.usedAt !== null) {
        if (now() - row.usedAt >= ROTATION_RACE_MS) await revokeFamily(row.familyId)
        throw refused()
      }
      if (row.expiresAt <= now()) throw refused()
      const won = await db
        .update(refreshTokens)
        .set({ usedAt: now() })
        .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id })
      // Lost a race with a concurrent rotation of the same token: refused, and the winner keeps the family.
      if (won.length === 0) throw refused()
      const refresh = await add(row.familyId)
      // A reuse or logout that landed between the checks and the insert still wins.
      const [family] = await db
        .select({ revokedAt: refreshTokenFamilies.revokedAt })
        .from(refreshTokenFamilies)
        .where(eq(refreshTokenFamilies.id, row.familyId))
      if (!family || family.revokedAt !== null) throw refused()
      return { userId: row.userId, refresh }
    },

    async revokeFamilyOf(token) {
      const row = await find(token)
      if (row) await revokeFamily(row.familyId)
    },

    async revokeAllFor(userId) {
      await db
        .update(refreshTokenFamilies)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)))
    },
  }
}
