import { jwtVerify, SignJWT } from 'jose'

/** Short-lived access JWTs (HS256). Issuing them at login belongs to the accounts service. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ISSUER = 'beauty-store'

const key = (secret: string) => new TextEncoder().encode(secret)

export async function signAccessToken(
  userId: number,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret))
}

/** The user id of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] })
    const id = Number(payload.sub)
    return payload.typ === 'access' && Number.isSafeInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}
