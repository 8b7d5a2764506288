import { createClient } from '@libsql/client'
import { inject } from 'vitest'
import { signAccessToken } from '../../worker/services/auth/access-token'
import { getServices } from '../../worker/services/context'

/** Opens the test database file directly (read-only checks beside the API). */
export function testDbClient() {
  return createClient({ url: `file:${inject('dbFile')}` })
}

/** A bearer header for a seeded user, signed with the env's own secret. */
export async function bearerFor(env: Env, email: string): Promise<Record<string, string>> {
  const db = testDbClient()
  try {
    const { rows } = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })
    if (!rows[0]) throw new Error(`no seeded user ${email}`)
    const token = await signAccessToken(Number(rows[0].id), getServices(env).config.JWT_SECRET)
    return { authorization: `Bearer ${token}` }
  } finally {
    db.close()
  }
}
