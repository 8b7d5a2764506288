import { createClient } from '@libsql/client/web'
import { drizzle } from 'drizzle-orm/libsql/web'

/**
 * The store's database: Turso in production, the local libSQL server (db/local/server.ts) in dev and tests.
 * Made per request (worker/services/context.ts), so without drizzle's relational schema: the store
 * does not use `db.query`, and extracting that config cost more than a page's queries.
 */
export function createDb(url: string, authToken?: string) {
  return drizzle(createClient({ url, authToken }))
}

export type Db = ReturnType<typeof createDb>
