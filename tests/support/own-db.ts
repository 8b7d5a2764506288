import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { inject } from 'vitest'
import { startLocalDbServer } from '../../db/local/server'
import { getServices } from '../../worker/services/context'
import { sessionAccessToken } from './session-token'

/**
 * A copy of the run's seeded database for one test file, served like Turso: a file that changes a
 * store-wide setting (the wholesale minimum) would otherwise refuse other files' orders meanwhile.
 */
export async function ownDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'store-own-'))
  const file = join(dir, 'store.db')
  const source = createClient({ url: `file:${inject('dbFile')}` })
  try {
    await source.execute('PRAGMA busy_timeout = 15000')
    // A consistent snapshot even while other files write.
    await source.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    source.close()
  }
  const server = await startLocalDbServer({ file, port: 0, host: '127.0.0.1' })
  const open = (): Client => createClient({ url: `file:${file}` })
  return {
    url: server.url,
    /** Runs one statement on the copy. */
    async execute(sql: string, args: (string | number | null)[] = []) {
      const db = open()
      try {
        await db.execute('PRAGMA busy_timeout = 15000')
        return await db.execute({ sql, args })
      } finally {
        db.close()
      }
    },
    /** A bearer header of a seeded user, its session opened in the copy. */
    async bearer(env: Env, email: string): Promise<Record<string, string>> {
      const { rows } = await this.execute('SELECT id FROM users WHERE email = ?', [email])
      if (!rows[0]) throw new Error(`no seeded user ${email}`)
      const token = await sessionAccessToken(
        (sql, args) => this.execute(sql, args),
        Number(rows[0].id),
        getServices(env).config.JWT_SECRET,
      )
      return { authorization: `Bearer ${token}` }
    },
    async close() {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
