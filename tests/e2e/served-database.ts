import { type Client, createClient } from '@libsql/client'
import { test } from './fixtures'
import { E2E_PORT } from './served-store'

/**
 * The database the served store uses (the E2E server's libSQL port), for specs that write orders
 * straight into it: opened before the spec's tests and closed after.
 */
export function servedDatabase(): () => Client {
  const url = `http://127.0.0.1:${E2E_PORT + 1}`
  let db: Client | undefined
  test.beforeAll(() => {
    db = createClient({ url })
  })
  test.afterAll(() => db?.close())
  return () => db!
}
