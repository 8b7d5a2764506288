/**
 * db/batch-rows.ts answers a batch of statements as `@libsql/client/web`'s batch does, against the
 * local libSQL server (the same protocol as Turso): the same rows, one snapshot, the same errors.
 */
import { type Client, LibsqlBatchError, LibsqlError } from '@libsql/client/web'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BatchRowsReader, batchRowsReader } from '../../db/batch-rows'
import { startHranaTable } from './hrana-table'

let stop: () => Promise<void>
let client: Client
let read: BatchRowsReader

type Statement = { sql: string; args: (string | number | null)[] }
const viaClient = async (statements: Statement[]) =>
  (await client.batch(statements)).map((result) => ({
    rows: result.rows.map((row) => Array.from({ length: row.length }, (_, i) => row[i])),
  }))

beforeAll(async () => {
  const table = await startHranaTable('batch-rows-')
  client = table.client
  stop = table.stop
  read = batchRowsReader(table.url, undefined, (url, init) => fetch(url, init))!
})

afterAll(() => stop())

describe('batchRowsReader', () => {
  it('answers every statement of a batch as the client does', async () => {
    const statements: Statement[] = [
      { sql: 'SELECT id, name, price, note, data FROM t WHERE id >= ? ORDER BY id', args: [1] },
      { sql: 'SELECT count(*), max(price), ? IS NULL FROM t', args: [null] },
      { sql: 'SELECT id FROM t WHERE name = ?', args: ['nothing'] },
      { sql: "SELECT json_group_array(json_object('id', id)) FROM t LIMIT ?", args: [2.0] },
    ]
    expect(await read(statements)).toEqual(await viaClient(statements))
  })

  it('fails with the batch error the client gives, naming the statement', async () => {
    const statements: Statement[] = [
      { sql: 'SELECT 1', args: [] },
      { sql: 'SELECT nothing FROM t', args: [] },
    ]
    const theirs = await viaClient(statements).catch((e: unknown) => e)
    const ours = await read(statements)!.catch((e: unknown) => e)
    expect(theirs).toBeInstanceOf(LibsqlBatchError)
    expect(ours).toBeInstanceOf(LibsqlBatchError)
    expect((ours as LibsqlBatchError).statementIndex).toBe((theirs as LibsqlBatchError).statementIndex)
    expect((ours as LibsqlError).code).toBe((theirs as LibsqlError).code)
  })

  it('leaves to the client what it does not encode, and a URL it does not read', () => {
    expect(read([{ sql: 'SELECT ?', args: [new Uint8Array([1]) as never] }])).toBeUndefined()
    expect(batchRowsReader('file:local.db', undefined, fetch)).toBeUndefined()
  })
})
