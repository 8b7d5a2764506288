import { createClient } from '@libsql/client/web'
import { drizzle } from 'drizzle-orm/libsql/web'
import * as schema from './schema'

/** The store's database: Turso in production, the local libSQL server (db/local/server.ts) in dev and tests. */
export function createDb(url: string, authToken?: string) {
  const client = createClient({ url, authToken })
  return drizzle(client, { schema })
}

export type Db = ReturnType<typeof createDb>
