import type { Db } from '../../../db/client'
import {
  refreshTokenByHash,
  revokeTokenFamiliesOf,
  revokeTokenFamily,
  rotateRefreshToken,
  startTokenFamily,
} from '../../../db/queries/refresh-tokens'
import { AppError } from '../../../app/domain/app-error'
import { base64url } from 'jose'

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
  /** Starts a new family (a login) and answers its first token and the family (the session's id). */
  issue(userId: number): Promise<{ refresh: string; familyId: string }>
  /** Uses a token once and answers the next token of its family, the family and the user; reuse revokes the family. */
  rotate(token: string): Promise<{ userId: number; refresh: string; familyId: string }>
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
  const newToken = async () => {
    const token = base64url.encode(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
    return { token, stored: { tokenHash: await hashRefreshToken(token), expiresAt: now() + REFRESH_TOKEN_TTL_MS } }
  }
  const find = async (token: string) => refreshTokenByHash(db, await hashRefreshToken(token))

  return {
    async issue(userId) {
      const { token, stored } = await newToken()
      const familyId = crypto.randomUUID()
      await startTokenFamily(db, { id: familyId, userId }, stored)
      return { refresh: token, familyId }
    },

    async rotate(token) {
      const row = await find(token)
      if (!row || row.revokedAt !== null || !row.isActive || row.blockedAt !== null) throw refused()
      if (row.usedAt !== null) {
        if (now() - row.usedAt >= ROTATION_RACE_MS) await revokeTokenFamily(db, row.familyId, now())
        throw refused()
      }
      if (row.expiresAt <= now()) throw refused()
      const next = await newToken()
      // Lost a race with a concurrent rotation of the same token, or the family was revoked: refused.
      const rotated = await rotateRefreshToken(db, {
        tokenHash: row.tokenHash,
        familyId: row.familyId,
        next: next.stored,
        now: now(),
      })
      if (!rotated) throw refused()
      return { userId: row.userId, refresh: next.token, familyId: row.familyId }
    },

    async revokeFamilyOf(token) {
      const row = await find(token)
      if (row) await revokeTokenFamily(db, row.familyId, now())
    },

    revokeAllFor: (userId) => revokeTokenFamiliesOf(db, userId, now()),
  }
}
