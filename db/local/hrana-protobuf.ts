/**
 * Hrana 3's protobuf encoding for the local server (POST /v3-protobuf/pipeline), mapped to and from
 * the JSON encoding's shapes that HranaStream executes: the request body read, the response written.
 * Field numbers are the spec's hrana.proto and hrana.http.proto
 * (https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md, "Protobuf encoding").
 */
import { ProtobufError, ProtoReader, ProtoWriter } from '../protobuf-wire'
import type { ProtoError as ErrorBody, StreamRequest, StreamResponse } from './hrana'

type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }
type Stmt = Extract<StreamRequest, { type: 'execute' }>['stmt']
type Cond = NonNullable<Extract<StreamRequest, { type: 'batch' }>['batch']['steps'][number]['condition']>

/** Each field of a message, by number, as a reader over it (length-delimited) or its varint. */
function fields(r: ProtoReader, read: (field: number, wire: number) => void): void {
  while (!r.done) {
    const [field, wire] = r.tag()
    read(field, wire)
  }
}

function readValue(r: ProtoReader): Value {
  let value: Value | undefined
  fields(r, (field, wire) => {
    if (field === 1) {
      r.skip(wire)
      value = { type: 'null' }
    } else if (field === 2) value = { type: 'integer', value: String(r.sint64()) }
    else if (field === 3) value = { type: 'float', value: r.double() }
    else if (field === 4) value = { type: 'text', value: r.string() }
    else if (field === 5) value = { type: 'blob', base64: Buffer.from(r.bytesField()).toString('base64') }
    else r.skip(wire)
  })
  if (!value) throw new ProtobufError('A Value with none of its types')
  return value
}

function readStmt(r: ProtoReader): Stmt {
  const stmt: Required<Pick<Stmt, 'args' | 'named_args'>> & Stmt = { args: [], named_args: [], want_rows: false }
  fields(r, (field, wire) => {
    if (field === 1) stmt.sql = r.string()
    else if (field === 2) stmt.sql_id = r.uint()
    else if (field === 3) stmt.args.push(readValue(r.message()))
    else if (field === 4) {
      const arg = { name: '', value: { type: 'null' } as Value }
      const named = r.message()
      fields(named, (at, type) => {
        if (at === 1) arg.name = named.string()
        else if (at === 2) arg.value = readValue(named.message())
        else named.skip(type)
      })
      stmt.named_args.push(arg)
    } else if (field === 5) stmt.want_rows = r.uint() !== 0
    else r.skip(wire)
  })
  return stmt
}

function readConds(r: ProtoReader): Cond[] {
  const conds: Cond[] = []
  fields(r, (field, wire) => (field === 1 ? conds.push(readCond(r.message())) : r.skip(wire)))
  return conds
}

function readCond(r: ProtoReader): Cond {
  let cond: Cond | undefined
  fields(r, (field, wire) => {
    if (field === 1 || field === 2) cond = { type: field === 1 ? 'ok' : 'error', step: r.uint() }
    else if (field === 3) cond = { type: 'not', cond: readCond(r.message()) }
    else if (field === 4 || field === 5) cond = { type: field === 4 ? 'and' : 'or', conds: readConds(r.message()) }
    else if (field === 6) {
      r.skip(wire)
      cond = { type: 'is_autocommit' }
    } else r.skip(wire)
  })
  if (!cond) throw new ProtobufError('A BatchCond with none of its types')
  return cond
}

function readBatch(r: ProtoReader): Extract<StreamRequest, { type: 'batch' }>['batch'] {
  const steps: { condition?: Cond | null; stmt: Stmt }[] = []
  fields(r, (field, wire) => {
    if (field !== 1) return r.skip(wire)
    const step: { condition?: Cond | null; stmt: Stmt } = { condition: null, stmt: {} }
    const s = r.message()
    fields(s, (at, type) => {
      if (at === 1) step.condition = readCond(s.message())
      else if (at === 2) step.stmt = readStmt(s.message())
      else s.skip(type)
    })
    steps.push(step)
  })
  return { steps }
}

/** A sequence, describe, store_sql or close_sql request's SQL text and id. */
function readSql(r: ProtoReader, textField: number): { sql?: string; sql_id?: number } {
  const out: { sql?: string; sql_id?: number } = {}
  fields(r, (field, wire) => {
    if (field === textField) out.sql = r.string()
    else if (field === (textField === 1 ? 2 : 1)) out.sql_id = r.uint()
    else r.skip(wire)
  })
  return out
}

function readRequest(r: ProtoReader): StreamRequest {
  let request: StreamRequest | undefined
  fields(r, (field, wire) => {
    if (wire !== 2) return r.skip(wire)
    const body = r.message()
    if (field === 1) request = { type: 'close' }
    else if (field === 2) {
      let stmt: Stmt = {}
      fields(body, (at, type) => (at === 1 ? (stmt = readStmt(body.message())) : body.skip(type)))
      request = { type: 'execute', stmt }
    } else if (field === 3) {
      let batch: Extract<StreamRequest, { type: 'batch' }>['batch'] = { steps: [] }
      fields(body, (at, type) => (at === 1 ? (batch = readBatch(body.message())) : body.skip(type)))
      request = { type: 'batch', batch }
    } else if (field === 4 || field === 5)
      request = { type: field === 4 ? 'sequence' : 'describe', ...readSql(body, 1) }
    else if (field === 6) request = { type: 'store_sql', sql_id: 0, sql: '', ...readSql(body, 2) }
    else if (field === 7) request = { type: 'close_sql', sql_id: readSql(body, 0).sql_id ?? 0 }
    else if (field === 8) request = { type: 'get_autocommit' }
  })
  if (!request) throw new ProtobufError('A StreamRequest with none of its types')
  return request
}

/** PipelineReqBody: { baton, requests }, as the JSON encoding has it. */
export function decodePipelineRequest(bytes: Uint8Array): { baton: string | null; requests: StreamRequest[] } {
  const r = new ProtoReader(bytes)
  const body = { baton: null as string | null, requests: [] as StreamRequest[] }
  fields(r, (field, wire) => {
    if (field === 1) body.baton = r.string()
    else if (field === 2) body.requests.push(readRequest(r.message()))
    else r.skip(wire)
  })
  return body
}

type Result = {
  cols: { name: string; decltype: string | null }[]
  rows: Value[][]
  affected_row_count: number
  last_insert_rowid: string | null
}
export type PipelineResponse = {
  baton: string | null
  base_url: string | null
  results: ({ type: 'ok'; response: StreamResponse } | { type: 'error'; error: ErrorBody })[]
}

function writeValue(w: ProtoWriter, value: Value): void {
  if (value.type === 'null') w.message(1, () => {})
  else if (value.type === 'integer') w.sint64(2, BigInt(value.value))
  else if (value.type === 'float') w.double(3, value.value)
  else if (value.type === 'text') w.string(4, value.value)
  else w.bytes(5, Buffer.from(value.base64, 'base64'))
}

const writeCol = (w: ProtoWriter, col: { name: string | null; decltype?: string | null }) => {
  if (col.name !== null) w.string(1, col.name)
  if (col.decltype != null) w.string(2, col.decltype)
}

function writeResult(w: ProtoWriter, result: Result): void {
  for (const col of result.cols) w.message(1, (c) => writeCol(c, col))
  for (const row of result.rows) w.message(2, (r) => row.forEach((value) => r.message(1, (v) => writeValue(v, value))))
  w.uint(3, result.affected_row_count)
  if (result.last_insert_rowid !== null) w.sint64(4, BigInt(result.last_insert_rowid))
}

const writeError = (w: ProtoWriter, error: ErrorBody) => w.string(1, error.message).string(2, error.code)

function writeResponse(w: ProtoWriter, response: StreamResponse): void {
  const result = response.result as never
  switch (response.type) {
    case 'close':
      return void w.message(1, () => {})
    case 'execute':
      return void w.message(2, (e) => e.message(1, (r) => writeResult(r, result)))
    case 'batch': {
      const batch = result as { step_results: (Result | null)[]; step_errors: (ErrorBody | null)[] }
      return void w.message(3, (b) =>
        b.message(1, (out) => {
          batch.step_results.forEach(
            (step, i) => step && out.message(1, (e) => e.uint(1, i).message(2, (r) => writeResult(r, step))),
          )
          batch.step_errors.forEach(
            (error, i) => error && out.message(2, (e) => e.uint(1, i).message(2, (r) => writeError(r, error))),
          )
        }),
      )
    }
    case 'sequence':
      return void w.message(4, () => {})
    case 'describe': {
      const describe = result as {
        params: { name: string | null }[]
        cols: { name: string; decltype: string | null }[]
        is_explain: boolean
        is_readonly: boolean
      }
      return void w.message(5, (d) =>
        d.message(1, (out) => {
          describe.params.forEach((param) => out.message(1, (p) => writeCol(p, param)))
          describe.cols.forEach((col) => out.message(2, (c) => writeCol(c, col)))
          out.bool(3, describe.is_explain).bool(4, describe.is_readonly)
        }),
      )
    }
    case 'store_sql':
      return void w.message(6, () => {})
    case 'close_sql':
      return void w.message(7, () => {})
    case 'get_autocommit':
      return void w.message(8, (g) => g.bool(1, response.is_autocommit === true))
  }
  throw new ProtobufError(`No protobuf encoding of a ${response.type} response`)
}

/** PipelineRespBody from the JSON encoding's { baton, base_url, results }. */
export function encodePipelineResponse(body: PipelineResponse): Uint8Array<ArrayBuffer> {
  const w = new ProtoWriter()
  if (body.baton !== null) w.string(1, body.baton)
  if (body.base_url !== null) w.string(2, body.base_url)
  for (const result of body.results)
    w.message(3, (r) => {
      if (result.type === 'ok') r.message(1, (ok) => writeResponse(ok, result.response))
      else r.message(2, (e) => writeError(e, result.error))
    })
  return w.finish()
}
