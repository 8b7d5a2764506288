/**
 * Hrana 3's protobuf encoding as the store writes and reads it (db/hrana-protobuf.ts for the Worker,
 * db/local/hrana-protobuf.ts for the local server), held against the codec of Turso's own Hrana client
 * (@libsql/hrana-client, which @libsql/client uses with sqld): the same request bytes, the same answers.
 */
import { describe, expect, it } from 'vitest'
import { decodePipeline, encodePipeline, type PipelineRequest } from '../../db/hrana-protobuf'
import { decodePipelineRequest, encodePipelineResponse, type PipelineResponse } from '../../db/local/hrana-protobuf'
import { ProtobufError, ProtoWriter } from '../../db/protobuf-wire'
// The client's codec is not among the package's exports: its files, by path.
import { readProtobufMessage } from '../../node_modules/@libsql/hrana-client/lib-esm/encoding/protobuf/decode.js'
import { writeProtobufMessage } from '../../node_modules/@libsql/hrana-client/lib-esm/encoding/protobuf/encode.js'
import { PipelineRespBody } from '../../node_modules/@libsql/hrana-client/lib-esm/http/protobuf_decode.js'
import { PipelineReqBody } from '../../node_modules/@libsql/hrana-client/lib-esm/http/protobuf_encode.js'

const select = 'SELECT id, name FROM t WHERE id > ? AND name = ? AND note IS ? AND flag = ?'
const ours: PipelineRequest[] = [
  { type: 'execute', stmt: { sql: select, args: [1.5, 'Крем "для" рук\n', null, true], wantRows: true } },
  {
    type: 'batch',
    steps: [
      { stmt: { sql: 'BEGIN DEFERRED', args: [], wantRows: false } },
      { condition: { type: 'ok', step: 0 }, stmt: { sql: select, args: [-3, '', null, false], wantRows: true } },
      {
        condition: { type: 'not', cond: { type: 'error', step: 1 } },
        stmt: { sql: 'COMMIT', args: [], wantRows: false },
      },
    ],
  },
]
/** The same requests as the client writes them (a JS number is a float, a boolean the integer 1 or 0). */
const stmt = (sql: string, args: unknown[], wantRows: boolean) => ({ sql, args, namedArgs: [], wantRows })
const theirs = {
  baton: undefined,
  requests: [
    { type: 'execute', stmt: stmt(select, [1.5, 'Крем "для" рук\n', null, 1n], true) },
    {
      type: 'batch',
      batch: {
        steps: [
          { condition: undefined, stmt: stmt('BEGIN DEFERRED', [], false) },
          { condition: { type: 'ok', step: 0 }, stmt: stmt(select, [-3, '', null, 0n], true) },
          { condition: { type: 'not', cond: { type: 'error', step: 1 } }, stmt: stmt('COMMIT', [], false) },
        ],
      },
    },
    { type: 'close' },
  ],
}

const answer: PipelineResponse = {
  baton: 'b-1',
  base_url: null,
  results: [
    {
      type: 'ok',
      response: {
        type: 'execute',
        result: {
          cols: [
            { name: 'id', decltype: 'INTEGER' },
            { name: 'name', decltype: null },
          ],
          rows: [
            [
              { type: 'integer', value: '-9007199254740991' },
              { type: 'text', value: 'Сироватка ✓' },
              { type: 'float', value: -0.25 },
              { type: 'blob', base64: 'AP8Q' },
              { type: 'null' },
            ],
            [
              { type: 'integer', value: '0' },
              { type: 'text', value: '' },
              { type: 'float', value: 1e300 },
              { type: 'blob', base64: '' },
              { type: 'null' },
            ],
          ],
          affected_row_count: 0,
          last_insert_rowid: '12',
        },
      },
    },
    {
      type: 'ok',
      response: {
        type: 'batch',
        result: {
          step_results: [{ cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null }, null],
          step_errors: [null, { message: 'SQLite error: no such column: nothing', code: 'SQLITE_ERROR' }],
        },
      },
    },
    { type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } },
    { type: 'ok', response: { type: 'close' } },
  ],
}

describe('Hrana protobuf', () => {
  it('writes a pipeline byte for byte as the client does, and the local server reads it back', () => {
    const bytes = encodePipeline(ours)
    expect(bytes).toEqual(writeProtobufMessage(theirs, PipelineReqBody as never))
    const read = decodePipelineRequest(bytes)
    expect(read.baton).toBeNull()
    expect(read.requests.map((request) => request.type)).toEqual(['execute', 'batch', 'close'])
    expect(read.requests[0]).toMatchObject({
      stmt: {
        sql: select,
        want_rows: true,
        args: [
          { type: 'float', value: 1.5 },
          { type: 'text', value: 'Крем "для" рук\n' },
          { type: 'null' },
          { type: 'integer', value: '1' },
        ],
      },
    })
    expect(read.requests[1]).toMatchObject({
      batch: { steps: [{ condition: null }, { condition: { type: 'ok', step: 0 } }, { condition: { type: 'not' } }] },
    })
  })

  it('writes lengths of one to three bytes as the client does, and 64-bit integers both ways', () => {
    for (const size of [100, 200, 20_000]) {
      const sql = `SELECT '${'я'.repeat(size)}'`
      expect(encodePipeline([{ type: 'execute', stmt: { sql, args: [], wantRows: true } }])).toEqual(
        writeProtobufMessage(
          { baton: undefined, requests: [{ type: 'execute', stmt: stmt(sql, [], true) }, { type: 'close' }] },
          PipelineReqBody as never,
        ),
      )
    }
    const integers = ['0', '-1', '2147483648', '-9007199254740993', '9223372036854775807', '-9223372036854775808']
    const row = integers.map((value) => ({ type: 'integer' as const, value }))
    const result = { cols: [], rows: [row], affected_row_count: 0, last_insert_rowid: null }
    const bytes = encodePipelineResponse({
      baton: null,
      base_url: null,
      results: [{ type: 'ok', response: { type: 'execute', result } }],
    })
    const read = readProtobufMessage(bytes, PipelineRespBody as never) as {
      results: { response: { result: { rows: bigint[][] } } }[]
    }
    expect(read.results[0]!.response.result.rows[0]).toEqual(integers.map(BigInt))
  })

  it("writes the local server's answer so that the client reads what the JSON encoding says", () => {
    const read = readProtobufMessage(encodePipelineResponse(answer), PipelineRespBody as never) as {
      baton: string
      results: { type: string; response?: { type: string; result?: unknown }; error?: unknown }[]
    }
    expect(read.baton).toBe('b-1')
    expect(read.results.map((result) => result.response?.type ?? result.type)).toEqual([
      'execute',
      'batch',
      'error',
      'close',
    ])
    expect(read.results[0]!.response!.result).toEqual({
      cols: [
        { name: 'id', decltype: 'INTEGER' },
        { name: 'name', decltype: undefined },
      ],
      rows: [
        [-9007199254740991n, 'Сироватка ✓', -0.25, new Uint8Array([0, 255, 16]), null],
        [0n, '', 1e300, new Uint8Array(0), null],
      ],
      affectedRowCount: 0,
      lastInsertRowid: 12n,
    })
    const batch = read.results[1]!.response!.result as {
      stepResults: Map<number, unknown>
      stepErrors: Map<number, unknown>
    }
    expect([...batch.stepResults.keys()]).toEqual([0])
    expect(batch.stepErrors.get(1)).toEqual({ message: 'SQLite error: no such column: nothing', code: 'SQLITE_ERROR' })
    expect(read.results[2]!.error).toEqual({ message: 'Stream is closed', code: 'STREAM_CLOSED' })
  })

  it('reads an answer into the values the client gives with intMode "number"', () => {
    const results = decodePipeline(encodePipelineResponse(answer))
    expect(results[0]).toEqual({
      type: 'ok',
      response: {
        type: 'execute',
        result: {
          rows: [
            [-9007199254740991, 'Сироватка ✓', -0.25, new Uint8Array([0, 255, 16]).buffer, null],
            [0, '', 1e300, new ArrayBuffer(0), null],
          ],
        },
      },
    })
    expect(results[1]).toEqual({
      type: 'ok',
      response: {
        type: 'batch',
        result: {
          stepResults: [{ rows: [] }],
          stepErrors: [undefined, { message: 'SQLite error: no such column: nothing', code: 'SQLITE_ERROR' }],
        },
      },
    })
    expect(results.slice(2)).toEqual([
      { type: 'error', error: { message: 'Stream is closed', code: 'STREAM_CLOSED' } },
      { type: 'ok', response: { type: 'close' } },
    ])
  })

  it('refuses an integer past 2^53 as the client does, and steps over fields it does not know', () => {
    const unsafe = structuredClone(answer)
    const result = (unsafe.results[0] as { response: { result: { rows: { type: string; value: string }[][] } } })
      .response.result
    result.rows = [[{ type: 'integer', value: '9007199254740993' }]]
    expect(() => decodePipeline(encodePipelineResponse(unsafe))).toThrow(RangeError)

    // A later sqld's StmtResult carries rows_read (5), rows_written (6) and query_duration_ms (7).
    const later = new ProtoWriter().message(3, (r) =>
      r.message(1, (ok) =>
        ok.message(2, (execute) =>
          execute.message(1, (stmt) =>
            stmt
              .message(2, (row) => row.message(1, (value) => value.string(4, 'ok')))
              .uint(5, 123)
              .uint(6, 0)
              .double(7, 0.5),
          ),
        ),
      ),
    )
    expect(decodePipeline(later.finish())).toEqual([
      { type: 'ok', response: { type: 'execute', result: { rows: [['ok']] } } },
    ])
  })

  it('refuses a truncated body on either side', () => {
    const request = encodePipeline(ours)
    expect(() => decodePipelineRequest(request.subarray(0, request.length - 3))).toThrow(ProtobufError)
    const response = encodePipelineResponse(answer)
    expect(() => decodePipeline(response.subarray(0, 40))).toThrow(ProtobufError)
  })
})
