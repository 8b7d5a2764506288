/**
 * Hrana (libSQL's remote protocol), JSON encoding, for the dev-only local server in ./server.ts: value
 * codec and the execution of stream requests on one `libsql` connection.
 * Spec: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md. We implement what
 * `@libsql/client/web` 0.18 actually sends: it never probes, it always speaks v2 JSON (POST /v2/pipeline).
 */
import Database from 'libsql'

type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string } // a string, so 64-bit integers survive JSON
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }
interface Stmt {
  sql?: string
  sql_id?: number
  args?: Value[]
  named_args?: { name: string; value: Value }[]
  want_rows?: boolean
}
type Cond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: Cond }
  | { type: 'and' | 'or'; conds: Cond[] }
  | { type: 'is_autocommit' }
export type StreamRequest =
  | { type: 'close' | 'get_autocommit' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: { steps: { condition?: Cond | null; stmt: Stmt }[] } }
  | { type: 'sequence' | 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
export interface ProtoError {
  message: string
  code: string
}
interface StmtResult {
  cols: { name: string; decltype: string | null }[]
  rows: Value[][]
  affected_row_count: number
  last_insert_rowid: string
}
type Row = unknown[]

/** A protocol-level error with a Hrana error code (surfaces as `LibsqlError.code` in the client). */
export class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/** Maps any thrown error to Hrana's `{ message, code }`. */
export function toProtoError(e: unknown): ProtoError {
  if (e instanceof HranaError) return { message: e.message, code: e.code }
  const err = e as { message?: string; code?: unknown }
  if (typeof err?.code === 'string' && err.code.startsWith('SQLITE_')) {
    // sqld (and so Turso) reports the primary result code, e.g. SQLITE_CONSTRAINT, not SQLITE_CONSTRAINT_UNIQUE.
    return { message: `SQLite error: ${err.message}`, code: /^SQLITE_[A-Z]+/.exec(err.code)![0] }
  }
  return { message: String(err?.message ?? e), code: 'INTERNAL' }
}

function decodeValue(v: Value): unknown {
  switch (v.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(v.value)
    case 'float':
      return Number(v.value)
    case 'text':
      return v.value
    case 'blob':
      return Buffer.from(v.base64, 'base64')
    default:
      throw new HranaError(`Unknown value type ${JSON.stringify((v as { type: unknown }).type)}`, 'ARGS_INVALID')
  }
}

function encodeValue(v: unknown): Value {
  if (v === null || v === undefined) return { type: 'null' }
  // Statements run with safeIntegers, so every SQLite INTEGER arrives as a bigint and every REAL as a number.
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() }
  if (typeof v === 'number') return { type: 'float', value: v }
  if (typeof v === 'string') return { type: 'text', value: v }
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v).toString('base64') }
  throw new HranaError(`Cannot encode a ${typeof v} value`, 'INTERNAL')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One Hrana stream = one SQLite connection of its own, so an interactive transaction on it is isolated from
 * every other stream (WAL: others keep reading the last committed state).
 */
export class HranaStream {
  readonly db: Database.Database
  private readonly sqls = new Map<number, string>() // store_sql texts; they belong to the stream
  private readonly counters: Database.Statement

  constructor(
    file: string,
    private readonly busyTimeoutMs: number,
  ) {
    this.db = new Database(file)
    // busy_timeout = 0: SQLite's busy handler sleeps synchronously and would block the one Node thread that
    // also has to serve the COMMIT of the stream holding the lock (a deadlock until the timeout). Instead a
    // SQLITE_BUSY statement is retried asynchronously (retryBusy). foreign_keys is already ON in libsql builds.
    this.db.exec('PRAGMA busy_timeout = 0; PRAGMA synchronous = NORMAL')
    this.counters = this.db.prepare('SELECT total_changes(), changes(), last_insert_rowid()').raw(true).safeIntegers(true)
  }

  get closed(): boolean {
    return !this.db.open
  }

  /** Closing the connection rolls back a transaction left open (an abandoned or expired stream). */
  close(): void {
    if (this.db.open) this.db.close()
  }

  async handle(req: StreamRequest): Promise<object> {
    switch (req.type) {
      case 'execute':
        return { type: 'execute', result: await this.execute(req.stmt) }
      case 'batch':
        return { type: 'batch', result: await this.batch(req.batch.steps) }
      case 'sequence': {
        const sql = this.sqlOf(req)
        // exec() runs the whole script in one go, so a SQLITE_BUSY half-way could not be retried safely.
        // Outside a transaction, wait for the write lock first; no other stream of this (single-threaded)
        // process can take it between the probe and the synchronous exec().
        if (!this.db.inTransaction) await this.retryBusy(() => this.db.exec('BEGIN IMMEDIATE; ROLLBACK'))
        this.db.exec(sql)
        return { type: 'sequence' }
      }
      case 'describe':
        return { type: 'describe', result: this.describe(this.sqlOf(req)) }
      case 'store_sql':
        this.sqls.set(req.sql_id, req.sql)
        return { type: 'store_sql' }
      case 'close_sql':
        this.sqls.delete(req.sql_id)
        return { type: 'close_sql' }
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !this.db.inTransaction }
      case 'close':
        this.close()
        return { type: 'close' }
      default:
        throw new HranaError(`Unknown request type ${JSON.stringify((req as { type: unknown }).type)}`, 'PROTO_ERROR')
    }
  }

  private sqlOf(s: { sql?: string; sql_id?: number }): string {
    if (typeof s.sql === 'string') return s.sql
    const sql = s.sql_id === undefined ? undefined : this.sqls.get(s.sql_id)
    if (sql === undefined) throw new HranaError(`SQL text ${s.sql_id} is not stored in this stream`, 'SQL_NOT_FOUND')
    return sql
  }

  private execute(stmt: Stmt): Promise<StmtResult> {
    const sql = this.sqlOf(stmt)
    const named = stmt.named_args ?? []
    let args: unknown[] | Record<string, unknown> = (stmt.args ?? []).map(decodeValue)
    if (named.length > 0) {
      if (stmt.args?.length) throw new HranaError('Use positional or named arguments, not both', 'ARGS_INVALID')
      // libsql binds a name given without its prefix to `:name`, `@name` and `$name`; clients may send either.
      args = Object.fromEntries(named.map((a) => [a.name.replace(/^[:@$]/, ''), decodeValue(a.value)]))
    }
    return this.retryBusy(() => this.runPrepared(this.db.prepare(sql), args, stmt.want_rows !== false))
  }

  private runPrepared(st: Database.Statement, args: unknown, wantRows: boolean): StmtResult {
    const [totalBefore] = this.counters.get() as bigint[]
    const cols = st.columns().map((c) => ({ name: c.name, decltype: c.type }))
    let rows: Row[] = []
    if (st.reader) rows = st.raw(true).safeIntegers(true).all(args) as Row[]
    else st.run(args)
    const [total, changes, rowid] = this.counters.get() as bigint[]
    return {
      cols,
      rows: wantRows ? rows.map((r) => r.map(encodeValue)) : [],
      // changes() keeps the count of the last INSERT/UPDATE/DELETE, so only trust it if this statement changed rows.
      affected_row_count: total === totalBefore ? 0 : Number(changes),
      last_insert_rowid: String(rowid),
    }
  }

  /** Steps run in order; a step whose condition is false is skipped (null result and null error). */
  private async batch(steps: { condition?: Cond | null; stmt: Stmt }[]) {
    const results: (StmtResult | null)[] = []
    const errors: (ProtoError | null)[] = []
    const holds = (c: Cond): boolean => {
      switch (c.type) {
        case 'ok':
          return results[c.step] != null
        case 'error':
          return errors[c.step] != null
        case 'not':
          return !holds(c.cond)
        case 'and':
          return c.conds.every(holds)
        case 'or':
          return c.conds.some(holds)
        case 'is_autocommit':
          return !this.db.inTransaction
        default:
          throw new HranaError('Unknown batch condition', 'PROTO_ERROR')
      }
    }
    for (const [i, step] of steps.entries()) {
      results.push(null)
      errors.push(null)
      if (step.condition && !holds(step.condition)) continue
      try {
        results[i] = await this.execute(step.stmt)
      } catch (e) {
        errors[i] = toProtoError(e)
      }
    }
    return { step_results: results, step_errors: errors }
  }

  /** Parameters and read-only-ness are read from the statement's bytecode (the libsql package exposes neither). */
  private describe(sql: string) {
    const st = this.db.prepare(sql)
    const isExplain = /^\s*EXPLAIN\b/i.test(sql)
    type Op = { opcode: string; p1: number; p2: number; p4: string | null }
    const ops = isExplain ? [] : (this.db.prepare(`EXPLAIN ${sql}`).all() as Op[])
    const params: { name: string | null }[] = []
    for (const op of ops.filter((o) => o.opcode === 'Variable')) {
      while (params.length < op.p1) params.push({ name: null })
      params[op.p1 - 1] = { name: op.p4 && !op.p4.startsWith('?') ? op.p4 : null }
    }
    return {
      params,
      cols: st.columns().map((c) => ({ name: c.name, decltype: c.type })),
      is_explain: isExplain,
      is_readonly: !ops.some((o) => o.opcode === 'Transaction' && o.p2 !== 0),
    }
  }

  /**
   * Retries while SQLite says SQLITE_BUSY (another stream holds the write lock, and the failed statement did
   * nothing), yielding to the event loop so that stream can finish. SQLITE_BUSY_SNAPSHOT (a read transaction
   * that went stale and now wants to write) is not retried: waiting cannot fix it.
   */
  private async retryBusy<T>(fn: () => T): Promise<T> {
    const deadline = Date.now() + this.busyTimeoutMs
    for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
      try {
        return fn()
      } catch (e) {
        if ((e as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline || this.closed) throw e
        await sleep(delay * (0.5 + Math.random()))
      }
    }
  }
}
