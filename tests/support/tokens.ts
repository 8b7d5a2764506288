import { type Client, createClient } from '@libsql/client'
import { inject } from 'vitest'
import { getServices } from '../../worker/services/context'
import { sessionAccessToken } from './session-token'

/**
 * Opens the test database file directly, beside the API's local server. Other test files write
 * through that server at the same time, so this connection waits for their locks (busy_timeout)
 * instead of failing with SQLITE_BUSY.
 */
export function testDbClient(): Client {
  const client = createClient({ url: `file:${inject('dbFile')}` })
  const ready = client.execute('PRAGMA busy_timeout = 15000')
  const waiting = new Set<PropertyKey>(['execute', 'batch', 'executeMultiple', 'transaction', 'migrate'])
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver)
      if (typeof value !== 'function') return value
      if (!waiting.has(prop)) return value.bind(target)
      return async (...args: unknown[]) => {
        await ready
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
}

/** A bearer header for a seeded user, signed with the env's own secret. */
export async function bearerFor(env: Env, email: string): Promise<Record<string, string>> {
  const db = testDbClient()
  try {
    const { rows } = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [email] })
    if (!rows[0]) throw new Error(`no seeded user ${email}`)
    const execute = (sql: string, args: (string | number)[]) => db.execute({ sql, args })
    const token = await sessionAccessToken(execute, Number(rows[0].id), getServices(env).config.JWT_SECRET)
    return { authorization: `Bearer ${token}` }
  } finally {
    db.close()
  }
}
