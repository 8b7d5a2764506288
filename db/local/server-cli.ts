/**
 * `npm run db:server`: migrates the local database file, then serves it over libSQL's HTTP protocol for
 * the Worker in dev (TURSO_DATABASE_URL = http://127.0.0.1:8089 in wrangler.toml).
 * Env: LOCAL_DB_FILE, LOCAL_DB_PORT (default 8089), LOCAL_DB_AUTH_TOKEN (optional bearer token to require).
 */
import { DEFAULT_DB_FILE, migrateFile } from './migrate'
import { startLocalDbServer } from './server'

const file = process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE
const port = Number(process.env.LOCAL_DB_PORT ?? 8089)

await migrateFile(file)
const server = await startLocalDbServer({ file, port, authToken: process.env.LOCAL_DB_AUTH_TOKEN || undefined })
console.log(`libSQL dev server for ${file} listening on ${server.url}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e)
        process.exit(1)
      },
    )
  })
}
