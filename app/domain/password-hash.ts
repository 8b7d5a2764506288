/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto, stored as PHC-style strings:
 *   $pbkdf2-sha256$i=100000$<salt b64>$<hash b64>
 * Workers in production refuse PBKDF2 above 100,000 iterations, so that is the ceiling.
 * `needsRehash` tells the login flow to upgrade hashes made with other parameters.
 */
export const PBKDF2_ITERATIONS = 100_000
const ALGORITHM = 'pbkdf2-sha256'
const KEY_BITS = 256

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '')
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, iterations)
  return `$${ALGORITHM}$i=${iterations}$${toB64(salt)}$${toB64(hash)}`
}

function parse(stored: string) {
  const match = /^\$pbkdf2-sha256\$i=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored)
  if (!match) return null
  return { iterations: Number(match[1]), salt: fromB64(match[2]!), hash: fromB64(match[3]!) }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || parsed.iterations > PBKDF2_ITERATIONS) return false
  const candidate = await derive(password, parsed.salt, parsed.iterations)
  if (candidate.length !== parsed.hash.length) return false
  let diff = 0
  for (let i = 0; i < candidate.length; i++) diff |= candidate[i]! ^ parsed.hash[i]!
  return diff === 0
}

export function needsRehash(stored: string): boolean {
  return parse(stored)?.iterations !== PBKDF2_ITERATIONS
}
