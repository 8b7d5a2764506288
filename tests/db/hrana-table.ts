import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client/web'
import { startLocalDbServer } from '../../db/local/server'

/**
 * A local libSQL server (the same protocol as Turso) on a fresh file holding one table `t` with every
 * value type (integer, text with quotes and a line break, real, null, blob), and the client beside
 * it, for comparing the store's own Hrana readers with the client.
 */
export async function startHranaTable(
  prefix: string,
): Promise<{ url: string; client: Client; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const server = await startLocalDbServer({ file: join(dir, 'store.db'), port: 0 })
  const client = createClient({ url: server.url })
  await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, price REAL, note TEXT, data BLOB)')
  await client.execute({
    sql: "INSERT INTO t VALUES (1, ?, 12.5, NULL, x'00ff10'), (2, ?, 3, 'б', NULL)",
    args: ['Крем "для" рук\n', 'serum'],
  })
  const stop = async () => {
    client.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return { url: server.url, client, stop }
}
