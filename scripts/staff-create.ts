/**
 * npm run staff:create -- --email anna@store.ua --password '…' [--role staff|admin] [--first-name Анна] [--last-name Коваль]
 *
 * Against TURSO_DATABASE_URL (+ TURSO_AUTH_TOKEN) when set, otherwise the local database file
 * ($LOCAL_DB_FILE or .data/store.db, migrated first). An existing account gets the role and password.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { z } from 'zod'
import { DEFAULT_DB_FILE, migrateFile } from '../db/local/migrate'
import { upsertStaffAccount } from './staff-account'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    'first-name': { type: 'string', default: '' },
    'last-name': { type: 'string', default: '' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
})

if (values.help || !values.email || !values.password) {
  console.log(
    'usage: npm run staff:create -- --email EMAIL --password PASSWORD [--role staff|admin] [--first-name NAME] [--last-name NAME]',
  )
  process.exit(values.help ? 0 : 2)
}

const remote = process.env.TURSO_DATABASE_URL
const file = resolve(process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE)
if (!remote) await migrateFile(file)
const client = createClient(remote ? { url: remote, authToken: process.env.TURSO_AUTH_TOKEN } : { url: `file:${file}` })
try {
  const { id, created } = await upsertStaffAccount(client, {
    email: values.email,
    password: values.password,
    role: values.role as 'staff' | 'admin',
    firstName: values['first-name'],
    lastName: values['last-name'],
  })
  console.log(`${created ? 'created' : 'updated'} ${values.role} account #${id} ${values.email} in ${remote ?? file}`)
} catch (error) {
  if (error instanceof z.ZodError) {
    console.error(error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'))
    process.exit(2)
  }
  throw error
} finally {
  client.close()
}
