import { LibsqlError } from '@libsql/client/web'
import { ProtoReader, ProtoWriter } from './protobuf-wire'

/**
 * Hrana 3's protobuf encoding of an HTTP pipeline (POST <url>/v3-protobuf/pipeline, served by sqld,
 * so Turso, and by the local server): what the store's own readers of the hottest statements send
 * and read (first-row.ts, batch-rows.ts). In the JSON encoding every answer's texts came escaped inside an
 * envelope that was decoded and parsed whole before the texts (themselves JSON made by SQLite) were
 * parsed again: a listing's 67 KB twice. Here each text is decoded once, from its own bytes.
 * Values follow the client's rules (`intMode: "number"`): integers as numbers, refused past 2^53.
 */

/** A statement argument as the client encodes it: a JS number is a float, a boolean an integer. */
export type HranaArg = null | string | number | boolean

export interface HranaStmt {
  sql: string
  args: readonly HranaArg[]
  wantRows: boolean
}

export type BatchCond = { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: BatchCond }

export type PipelineRequest =
  { type: 'execute'; stmt: HranaStmt } | { type: 'batch'; steps: { condition?: BatchCond; stmt: HranaStmt }[] }

export interface HranaFailure {
  message: string
  code?: string
}

export interface StmtRows {
  rows: unknown[][]
}

export interface BatchRows {
  stepResults: (StmtRows | undefined)[]
  stepErrors: (HranaFailure | undefined)[]
}

export type StreamResult =
  | { type: 'ok'; response: { type: 'execute'; result: StmtRows } }
  | { type: 'ok'; response: { type: 'batch'; result: BatchRows } }
  | { type: 'ok'; response: { type: 'close' | 'other' } }
  | { type: 'error'; error: HranaFailure }
  | { type: 'none' }

/** Whether the client would encode every one of `args` as this pipeline does (else it must go through the client). */
export const encodable = (args: readonly unknown[]): args is readonly HranaArg[] =>
  args.every((arg) => arg === null || ['string', 'boolean'].includes(typeof arg) || typeof arg === 'number')

function writeValue(w: ProtoWriter, arg: HranaArg): void {
  if (arg === null) w.message(1, () => {})
  else if (typeof arg === 'string') w.string(4, arg)
  else if (typeof arg === 'boolean') w.sint64(2, arg ? 1 : 0)
  else if (!Number.isFinite(arg))
    throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
  else w.double(3, arg)
}

/**
 * The statement texts already encoded (a few shapes per isolate, each sent on every request; the
 * listing's is about 10 KB).
 */
const sqlBytes = new Map<string, Uint8Array>()
const encoder = new TextEncoder()
function encodedSql(sql: string): Uint8Array {
  let bytes = sqlBytes.get(sql)
  if (!bytes) {
    if (sqlBytes.size >= 256) sqlBytes.delete(sqlBytes.keys().next().value!)
    bytes = encoder.encode(sql)
    sqlBytes.set(sql, bytes)
  }
  return bytes
}

function writeStmt(w: ProtoWriter, stmt: HranaStmt): void {
  w.bytes(1, encodedSql(stmt.sql))
  for (const arg of stmt.args) w.message(3, (v) => writeValue(v, arg))
  w.bool(5, stmt.wantRows)
}

function writeCond(w: ProtoWriter, cond: BatchCond): void {
  if (cond.type === 'not') w.message(3, (inner) => writeCond(inner, cond.cond))
  else w.uint(cond.type === 'ok' ? 1 : 2, cond.step)
}

/** PipelineReqBody: no baton (a new stream), the requests, then close. */
export function encodePipeline(requests: readonly PipelineRequest[]): Uint8Array<ArrayBuffer> {
  const body = new ProtoWriter()
  for (const request of requests) {
    body.message(2, (req) => {
      if (request.type === 'execute') req.message(2, (execute) => execute.message(1, (s) => writeStmt(s, request.stmt)))
      else
        req.message(3, (batch) =>
          batch.message(1, (b) => {
            for (const step of request.steps)
              b.message(1, (s) => {
                if (step.condition) s.message(1, (c) => writeCond(c, step.condition!))
                s.message(2, (stmt) => writeStmt(stmt, step.stmt))
              })
          }),
        )
    })
  }
  body.message(2, (req) => req.message(1, () => {}))
  return body.finish()
}

/** A Value, as the client answers it: its one field (null 1, integer 2, float 3, text 4, blob 5). */
function readValue(r: ProtoReader): unknown {
  let value: unknown = undefined
  while (!r.done) {
    const key = r.key()
    if (key === 0x22) value = r.string()
    else if (key === 0x10) {
      const n = r.sint64()
      if (typeof n !== 'number')
        throw new RangeError('Received integer which is too large to be safely represented as a JavaScript number')
      value = n
    } else if (key === 0x19) value = r.double()
    else if (key === 0x0a) {
      r.skip(2)
      value = null
    } else if (key === 0x2a) value = r.bytesField().slice().buffer
    else r.skip(key & 7)
  }
  if (value === undefined) throw new LibsqlError('Received unrecognized type of Value', 'HRANA_PROTO_ERROR')
  return value
}

/** StmtResult's rows (field 2, each a Row of values in field 1); its columns and counts are not read. */
function readStmtRows(r: ProtoReader): StmtRows {
  const rows: unknown[][] = []
  while (!r.done) {
    const key = r.key()
    if (key !== 0x12) {
      r.skip(key & 7)
      continue
    }
    const row: unknown[] = []
    const values = r.message()
    while (!values.done) {
      const valueKey = values.key()
      if (valueKey === 0x0a) row.push(readValue(values.message()))
      else values.skip(valueKey & 7)
    }
    rows.push(row)
  }
  return { rows }
}

function readFailure(r: ProtoReader): HranaFailure {
  const failure: HranaFailure = { message: '' }
  while (!r.done) {
    const [field, wire] = r.tag()
    if (field === 1) failure.message = r.string()
    else if (field === 2) failure.code = r.string()
    else r.skip(wire)
  }
  return failure
}

/** A map entry of BatchResult: its step number and value. */
function readEntry<T>(r: ProtoReader, read: (value: ProtoReader) => T): [number, T | undefined] {
  let step = 0
  let value: T | undefined
  while (!r.done) {
    const [field, wire] = r.tag()
    if (field === 1) step = r.uint()
    else if (field === 2) value = read(r.message())
    else r.skip(wire)
  }
  return [step, value]
}

function readBatchRows(r: ProtoReader): BatchRows {
  const result: BatchRows = { stepResults: [], stepErrors: [] }
  while (!r.done) {
    const [field, wire] = r.tag()
    if (field === 1) {
      const [step, rows] = readEntry(r.message(), readStmtRows)
      result.stepResults[step] = rows ?? { rows: [] }
    } else if (field === 2) {
      const [step, error] = readEntry(r.message(), readFailure)
      result.stepErrors[step] = error ?? { message: '' }
    } else r.skip(wire)
  }
  return result
}

/** The one field of a oneof message (its number and a reader over it), or undefined when it is empty. */
function oneOf(r: ProtoReader): [number, ProtoReader] | undefined {
  let found: [number, ProtoReader] | undefined
  while (!r.done) {
    const [field, wire] = r.tag()
    if (wire === 2) found = [field, r.message()]
    else r.skip(wire)
  }
  return found
}

/** The first field `field` of a message, or an empty reader. */
function inner(r: ProtoReader, field: number): ProtoReader {
  while (!r.done) {
    const [at, wire] = r.tag()
    if (at === field && wire === 2) return r.message()
    r.skip(wire)
  }
  return new ProtoReader(new Uint8Array(0))
}

function readStreamResult(r: ProtoReader): StreamResult {
  const result = oneOf(r)
  if (!result) return { type: 'none' }
  if (result[0] === 2) return { type: 'error', error: readFailure(result[1]) }
  const response = oneOf(result[1])
  if (response?.[0] === 2)
    return { type: 'ok', response: { type: 'execute', result: readStmtRows(inner(response[1], 1)) } }
  if (response?.[0] === 3)
    return { type: 'ok', response: { type: 'batch', result: readBatchRows(inner(response[1], 1)) } }
  return { type: 'ok', response: { type: response?.[0] === 1 ? 'close' : 'other' } }
}

/** PipelineRespBody's results (its baton and base URL are of no use to a stream closed in the same request). */
export function decodePipeline(bytes: Uint8Array): StreamResult[] {
  const r = new ProtoReader(bytes)
  const results: StreamResult[] = []
  while (!r.done) {
    const [field, wire] = r.tag()
    if (field === 3 && wire === 2) results.push(readStreamResult(r.message()))
    else r.skip(wire)
  }
  return results
}
