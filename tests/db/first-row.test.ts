/**
 * db/first-row.ts answers a statement's first row as `@libsql/client/web` does, against the local
 * libSQL server (the same protocol as Turso): the same values, the same error codes.
 */
import { type Client, LibsqlError } from '@libsql/client/web'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FirstRowReader, firstRowReader } from '../../db/first-row'
import { encodePipelineResponse } from '../../db/local/hrana-protobuf'
import { startHranaTable } from './hrana-table'

let stop: () => Promise<void>
let client: Client
let read: FirstRowReader
let url: string

const viaClient = async (sql: string, args: (string | number | null)[]) => {
  const row = (await client.execute({ sql, args })).rows[0]
  return row ? Array.from({ length: row.length }, (_, i) => row[i]) : []
}

beforeAll(async () => {
  const table = await startHranaTable('first-row-')
  client = table.client
  stop = table.stop
  url = table.url
  read = firstRowReader(table.url, undefined, (url, init) => fetch(url, init))!
})

afterAll(() => stop())

describe('firstRowReader', () => {
  it.each<[string, (string | number | null)[]]>([
    ['SELECT id, name, price, note, data FROM t WHERE id = ?', [1]],
    ['SELECT id, name, price, note, data FROM t WHERE name = ? AND price > ?', ['serum', 2.5]],
    ["SELECT json_group_array(json_object('id', id, 'name', name)) FROM t WHERE id >= ? LIMIT ?", [1, 20]],
    ['SELECT count(*), max(price), ? IS NULL FROM t', [null]],
    ['SELECT id FROM t WHERE id = ?', [99]],
  ])('answers %s as the client does', async (sql, args) => {
    expect(await read(sql, args)).toEqual(await viaClient(sql, args))
  })

  it('fails with the error code the client gives', async () => {
    const theirs = await client.execute('SELECT nothing FROM t').catch((e: unknown) => e)
    const ours = await read('SELECT nothing FROM t', [])!.catch((e: unknown) => e)
    expect(theirs).toBeInstanceOf(LibsqlError)
    expect(ours).toBeInstanceOf(LibsqlError)
    expect((ours as LibsqlError).code).toBe((theirs as LibsqlError).code)
  })

  it('names a refused token as the server gives it, and leaves what it does not encode to the client', async () => {
    const answer = new Response('nope', { status: 401, headers: { 'content-type': 'text/plain' } })
    const refused = firstRowReader('https://db.example.test', 'token', async () => answer)!
    await expect(refused('SELECT 1', [])).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    expect(read('SELECT ?', [new Uint8Array([1])])).toBeUndefined()
    expect(firstRowReader('file:local.db', undefined, fetch)).toBeUndefined()
    expect(firstRowReader('libsql://db.example.test?tls=0', undefined, fetch)).toBeUndefined()
  })

  it('sends the token and reaches a libsql: URL over https', async () => {
    const seen: Request[] = []
    const reader = firstRowReader('libsql://db.example.test', 'secret', async (url, init) => {
      seen.push(new Request(url, init))
      const result = {
        cols: [],
        rows: [[{ type: 'integer' as const, value: '7' }]],
        affected_row_count: 0,
        last_insert_rowid: null,
      }
      const body = encodePipelineResponse({
        baton: null,
        base_url: null,
        results: [
          { type: 'ok', response: { type: 'execute', result } },
          { type: 'ok', response: { type: 'close' } },
        ],
      })
      return new Response(body, { headers: { 'content-type': 'application/x-protobuf' } })
    })!
    expect(await reader('SELECT ?', ['x'])).toEqual([7])
    expect(seen[0]!.url).toBe('https://db.example.test/v3-protobuf/pipeline')
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer secret')
  })

  it('reads a body that is not Hrana as a protocol error, and the local server refuses one', async () => {
    const garbage = firstRowReader(
      'https://db.example.test',
      undefined,
      async () => new Response('<html>proxy</html>'),
    )!
    await expect(garbage('SELECT 1', [])).rejects.toMatchObject({ code: 'HRANA_PROTO_ERROR' })
    const refused = await fetch(`${url}/v3-protobuf/pipeline`, { method: 'POST', body: new Uint8Array([0x12, 0x7f]) })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'PROTO_ERROR' })
  })
})
