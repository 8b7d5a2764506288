import { ANONYMOUS, isWholesaleBuyer, type Viewer, viewerOf } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import { partnerTierRule } from '../../../db/queries/partner-tiers'
import { activeViewerBySession, activeViewerBySessionHash, type ViewerRow } from '../../../db/queries/viewers'
import { verifyAccessToken } from '../auth/access-token'
import { hashRefreshToken, ROTATION_RACE_MS } from '../auth/refresh-tokens'

/**
 * Who is asking an API call, decided by the server alone: a valid bearer access token of an active
 * user whose session is still open, with the user's wholesale status and role read on every request (a demoted staff member
 * loses the back office at once, an approved partner buys wholesale at once). Anything else is anonymous.
 */
export async function viewerFromAuthorization(
  db: Db,
  jwtSecret: string,
  authorization: string | undefined,
): Promise<Viewer> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) return ANONYMOUS
  const claims = await verifyAccessToken(token, jwtSecret)
  if (claims === null) return ANONYMOUS
  const user = await activeViewerBySession(db, claims.userId, claims.sessionId)
  return user ? withTier(db, user) : ANONYMOUS
}

/** Refresh tokens are 32 random bytes, base64url: anything else in the cookie names no session. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/

/**
 * Who is asking for a page: the session cookie (the refresh token, HttpOnly) of an active user.
 * Only page renders read it; the API keeps to bearer tokens.
 */
export async function viewerFromSession(db: Db, sessionToken: string | undefined, now = Date.now()): Promise<Viewer> {
  if (!sessionToken || !SESSION_TOKEN.test(sessionToken)) return ANONYMOUS
  const user = await activeViewerBySessionHash(db, await hashRefreshToken(sessionToken), now, ROTATION_RACE_MS)
  return user ? withTier(db, user) : ANONYMOUS
}

/**
 * The viewer of a user row; an approved partner in a tier gets the tier's discounts, read now (one
 * more round trip, for tiered partners only), so a change of tier applies at their next request.
 */
async function withTier(db: Db, user: ViewerRow): Promise<Viewer> {
  const tier =
    user.partnerTierId !== null && isWholesaleBuyer(user.wholesaleStatus)
      ? await partnerTierRule(db, user.partnerTierId)
      : null
  return viewerOf(user, tier)
}
