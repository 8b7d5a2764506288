/**
 * Calls as a browser (Origin and Sec-Fetch-Site, which no script can set) or as an API client
 * (neither) makes them, against the in-process API, with a fresh active account to sign in as.
 */
import { hashPassword } from '../../app/domain/password-hash'
import { DUMMY_TOKEN } from '../../worker/adapters/turnstile'
import type { createApiClient } from './api-env'
import { testDbClient } from './tokens'
import { FILE_ID } from './file-id'

/** What Chromium sends with the storefront's own fetch (the in-process API answers at http://localhost). */
export const STOREFRONT = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }

type ApiClient = Awaited<ReturnType<typeof createApiClient>>

/** A JSON POST (or a raw string body) and the signed-in buyer's `me`, through the client the test's set-up made. */
export function apiCalls(client: () => ApiClient) {
  return {
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      client().request(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    me: (access: string) =>
      client().request('/api/v1/auth/users/me/', { headers: { authorization: `Bearer ${access}` } }),
  }
}

/** The session cookie's value an answer sets, if any. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0]!
    .slice('session='.length) ?? null

let serial = 0
/** An active account of its own, as the login form's body. */
export async function newUser() {
  const email = `browser.calls.${Date.now()}.${FILE_ID}.${serial++}@example.com`
  const password = 'browser-calls-pass-1'
  const db = testDbClient()
  try {
    await db.execute({
      sql: 'INSERT INTO users (email, password_hash, is_active, first_name) VALUES (?, ?, 1, ?)',
      args: [email, await hashPassword(password), 'Тест'],
    })
  } finally {
    db.close()
  }
  return { email, password, recaptchaToken: DUMMY_TOKEN }
}
