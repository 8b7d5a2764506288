import { resolve } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { DEFAULT_DB_FILE, migrateFile } from '../db/local/migrate'

/**
 * The database a command works on: Turso (or any libSQL server) when TURSO_DATABASE_URL is set,
 * with TURSO_AUTH_TOKEN; otherwise the local file ($LOCAL_DB_FILE or .data/store.db), migrated first.
 * `requireRemote` refuses to fall back to the local file, naming the variable.
 */
export async function openTargetDatabase(
  options: { requireRemote?: boolean } = {},
): Promise<{ client: Client; where: string }> {
  const url = process.env.TURSO_DATABASE_URL
  if (url) {
    const authToken = process.env.TURSO_AUTH_TOKEN
    // Turso always needs a token; a plain http:// URL is a local or self-hosted libSQL server.
    if (url.startsWith('libsql:') && !authToken)
      throw new Error('TURSO_AUTH_TOKEN is not set: create one with `turso db tokens create <database>`')
    return { client: createClient({ url, authToken }), where: new URL(url).host }
  }
  if (options.requireRemote)
    throw new Error('TURSO_DATABASE_URL is not set: `turso db show <database> --url` prints it')
  const file = resolve(process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE)
  await migrateFile(file)
  return { client: createClient({ url: `file:${file}` }), where: file }
}

/** Runs a command's body against the target database, closing it and turning a refusal into exit code 2. */
export async function withTargetDatabase(
  options: { requireRemote?: boolean },
  body: (client: Client, where: string) => Promise<void>,
): Promise<void> {
  let target
  try {
    target = await openTargetDatabase(options)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  try {
    await body(target.client, target.where)
  } finally {
    target.client.close()
  }
}
