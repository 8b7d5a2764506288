import { jwtVerify, SignJWT } from 'jose'

/** Short-lived access JWTs (HS256). Issuing them at login belongs to the accounts service. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ISSUER = 'beauty-store'

const key = (secret: string) => new TextEncoder().encode(secret)

/**
 * An access token names its user and its session (`sid`: the refresh-token family it was issued
 * with), so ending the session (logout, a password change, a revoked family) ends the token at once:
 * every request checks the family in the same query that reads the user.
 */
export interface AccessClaims {
  userId: number
  sessionId: string
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret))
}

/** A session id is a UUID (refresh_token_families.id). */
const SESSION_ID = /^[0-9a-f-]{36}$/

/** The user and session of a valid, unexpired access token; null for anything else (a token without a session too). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] })
    const userId = Number(payload.sub)
    const sessionId = payload.sid
    if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId <= 0) return null
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null
    return { userId, sessionId }
  } catch {
    return null
  }
}
