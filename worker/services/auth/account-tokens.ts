import { base64url } from 'jose'

/**
 * Stateless, signed one-use links (activation and password reset), in the manner of Django's
 * PasswordResetTokenGenerator: `{expiry}-{HMAC-SHA256}` over the purpose, the user, the expiry and
 * the account state the link changes. Activating flips is_active and a reset changes the password
 * hash, so each link stops working once used, and a reset link also dies with any password change.
 */
export type AccountTokenPurpose = 'activation' | 'password_reset'

export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  activation: 3 * 24 * 60 * 60 * 1000,
  password_reset: 2 * 60 * 60 * 1000,
}

/** The account state a token is bound to. */
export interface TokenSubject {
  id: number
  passwordHash: string
  isActive: boolean
  passwordChangedAt: number
}

const encoder = new TextEncoder()

async function signature(
  secret: string,
  purpose: AccountTokenPurpose,
  subject: TokenSubject,
  expiresAt: number,
): Promise<string> {
  // A key of its own, derived from the app secret, so these signatures can never pass as JWTs.
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`account-tokens:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const message = [
    purpose,
    subject.id,
    expiresAt,
    subject.passwordHash,
    subject.isActive ? 1 : 0,
    subject.passwordChangedAt,
  ].join('|')
  return base64url.encode(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message))))
}

/** The uid of a link: the user id, base64url-encoded (opaque to the shopper, as in Django). */
export const encodeUid = (id: number) => base64url.encode(String(id))

export function decodeUid(uid: string): number | null {
  try {
    const text = new TextDecoder().decode(base64url.decode(uid))
    return /^\d{1,12}$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

export async function makeAccountToken(
  secret: string,
  purpose: AccountTokenPurpose,
  subject: TokenSubject,
  now = Date.now(),
): Promise<string> {
  const expiresAt = now + ACCOUNT_TOKEN_TTL_MS[purpose]
  return `${expiresAt.toString(36)}-${await signature(secret, purpose, subject, expiresAt)}`
}

/** True when the token was made for this purpose and account state and has not expired. */
export async function checkAccountToken(
  secret: string,
  purpose: AccountTokenPurpose,
  subject: TokenSubject,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const match = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expiresAt = parseInt(match[1]!, 36)
  if (!(expiresAt > now)) return false
  const expected = await signature(secret, purpose, subject, expiresAt)
  let diff = 0
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i)
  return diff === 0
}
