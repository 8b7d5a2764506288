/**
 * Hrana (libSQL's remote protocol), JSON encoding, for the dev-only server in ./server.ts: the value codec and
 * the execution of stream requests on pooled `libsql` connections.
 * Spec: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md. Implemented is what
 * `@libsql/client/web` 0.18 sends: it does not probe, it always speaks v2 JSON (POST /v2/pipeline). The
 * store's own readers of its hottest statements speak the protobuf encoding (./hrana-protobuf.ts).
 */
import Database from 'libsql'

type Conn = Database.Database
type Value =
  | { type: 'null' }
  | { type: 'integer'; value: string } // a string, so 64-bit integers survive JSON
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }
type Stmt = {
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
type StmtResult = {
  cols: { name: string; decltype: string | null }[]
  rows: Value[][]
  affected_row_count: number
  last_insert_rowid: string | null
}
export type ProtoError = { message: string; code: string }
/** A request's response: its type and, for some types, a result. */
export type StreamResponse = { type: StreamRequest['type']; result?: unknown; is_autocommit?: boolean }

/** An error with a Hrana error code; the client turns `code` into `LibsqlError.code`. */
export class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

export function toProtoError(e: unknown): ProtoError {
  if (e instanceof HranaError) return { message: e.message, code: e.code }
  const { message, code } = (e ?? {}) as { message?: string; code?: unknown }
  // sqld (so Turso) reports the primary result code (SQLITE_CONSTRAINT, not SQLITE_CONSTRAINT_UNIQUE).
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    return { message: `SQLite error: ${message}`, code: /^SQLITE_[A-Z]+/.exec(code)![0] }
  }
  return { message: String(message ?? e), code: 'INTERNAL' }
}

function decodeValue(v: Value): unknown {
  if (v.type === 'null') return null
  if (v.type === 'integer') return BigInt(v.value)
  if (v.type === 'float') return Number(v.value)
  if (v.type === 'text') return v.value
  if (v.type === 'blob') return Buffer.from(v.base64, 'base64')
  throw new HranaError(`Unknown value type ${JSON.stringify((v as { type: unknown }).type)}`, 'ARGS_INVALID')
}

/** Rows are read with safeIntegers: every SQLite INTEGER arrives as a bigint, every REAL as a number. */
function encodeValue(v: unknown): Value {
  if (v === null || v === undefined) return { type: 'null' }
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() }
  if (typeof v === 'number') return { type: 'float', value: v }
  if (typeof v === 'string') return { type: 'text', value: v }
  if (v instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(v).toString('base64') }
  throw new HranaError(`Cannot encode a ${typeof v} value`, 'INTERNAL')
}

function bindings(stmt: Stmt): unknown[] | Record<string, unknown> {
  const named = stmt.named_args ?? []
  if (named.length === 0) return (stmt.args ?? []).map(decodeValue)
  if (stmt.args?.length) throw new HranaError('Use positional or named arguments, not both', 'ARGS_INVALID')
  // libsql binds a bare name to `:name`, `@name` and `$name`; clients may send the name with its prefix.
  return Object.fromEntries(named.map((a) => [a.name.replace(/^[:@$]/, ''), decodeValue(a.value)]))
}

const busy = (e: unknown) => String((e as { code?: unknown })?.code).startsWith('SQLITE_BUSY')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Per-connection settings, as libsql (sqld, Turso) has them. busy_timeout = 0: SQLite's busy handler sleeps
 * synchronously and would block the one Node thread that must also serve the COMMIT of the stream holding the
 * lock; HranaStream retries asynchronously instead.
 */
const CONNECTION_SETTINGS = 'PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL'
/** Prepared statements kept per connection (by SQL text): preparing costs more than running most of them. */
const STATEMENT_CACHE_SIZE = 200

/**
 * Connections are reused, not opened per stream: the libsql package frees a closed connection's file handles
 * only once its statement objects are garbage-collected, so one connection per request leaks descriptors.
 * Each keeps its prepared statements; its settings are restored on release if a stream may have changed them.
 */
/**
 * What the statements run on a pool cost, for the traffic simulation (opt-in: reading them costs a
 * query per statement). SQLite does not count rows read as Turso bills them (each row a cursor visits),
 * so they are bounded: at least the rows a full scan stepped over or a statement returned, at most its
 * virtual-machine steps (every row visit takes at least one).
 */
export interface DbStats {
  statements: number
  rowsReturned: number
  rowsWritten: number
  fullScanSteps: number
  vmSteps: number
}

export const emptyDbStats = (): DbStats => ({
  statements: 0,
  rowsReturned: 0,
  rowsWritten: 0,
  fullScanSteps: 0,
  vmSteps: 0,
})

export class ConnectionPool {
  private readonly idle: Conn[] = []
  /** Set to count what statements cost (see DbStats); undefined counts nothing. */
  stats: DbStats | undefined
  private readonly probes = new WeakMap<Conn, Database.Statement>()
  private readonly counters = new WeakMap<Conn, Database.Statement>()
  private readonly statements = new WeakMap<Conn, Map<string, Database.Statement>>()
  /** Connections on which a stream ran a PRAGMA or a script, so possibly changed a setting. */
  private readonly unsettled = new WeakSet<Conn>()

  constructor(readonly file: string) {
    // WAL (persistent in the file): readers never wait for the writer, so streams can read while one writes.
    const db = this.acquire()
    db.exec('PRAGMA journal_mode = WAL')
    this.release(db)
  }

  acquire(): Conn {
    const pooled = this.idle.pop()
    if (pooled) return pooled
    const db = new Database(this.file)
    db.exec(CONNECTION_SETTINGS)
    return db
  }

  release(db: Conn, reusable = true): void {
    try {
      if (db.inTransaction) db.exec('ROLLBACK') // an abandoned or expired transaction
      if (reusable && this.unsettled.has(db)) {
        db.exec(CONNECTION_SETTINGS)
        this.unsettled.delete(db)
      }
    } catch {
      reusable = false
    }
    if (reusable && this.idle.length < 16) this.idle.push(db)
    else db.close()
  }

  /** Drops a statement that failed: it is not reused in whatever state the failure left it. */
  forget(db: Conn, sql: string): void {
    this.statements.get(db)?.delete(sql)
  }

  /** Marks `db` to have its settings restored on release, when `sql` may change one. */
  noteSettings(db: Conn, sql: string): void {
    if (/pragma/i.test(sql)) this.unsettled.add(db)
  }

  /** The connection's prepared statement for `sql`, prepared on first use (least recently used dropped first). */
  prepared(db: Conn, sql: string): Database.Statement {
    let cache = this.statements.get(db)
    if (!cache) this.statements.set(db, (cache = new Map()))
    let st = cache.get(sql)
    if (st)
      cache.delete(sql) // re-inserted below: Map order is the recency order
    else {
      st = db.prepare(sql)
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, st)
    return st
  }

  /** The connection's counters of `sql`'s prepared statement: [vm steps, full-scan steps]. */
  stepsOf(db: Conn, sql: string): [number, number] {
    let st = this.probes.get(db)
    if (!st) {
      st = db
        .prepare('SELECT coalesce(sum(nstep), 0), coalesce(sum(nscan), 0) FROM sqlite_stmt WHERE sql = ?')
        .raw(true)
      this.probes.set(db, st)
    }
    const [steps, scans] = st.all([sql])[0] as [number, number]
    return [steps, scans]
  }

  /** `SELECT total_changes(), changes(), last_insert_rowid()`, prepared once per connection. */
  countersOf(db: Conn): Database.Statement {
    let st = this.counters.get(db)
    if (!st) {
      st = db.prepare('SELECT total_changes(), changes(), last_insert_rowid()').raw(true).safeIntegers(true)
      this.counters.set(db, st)
    }
    return st
  }

  /**
   * Runs `fn` on a throwaway connection. For EXPLAIN: libsql never finishes an EXPLAIN statement, which would
   * leave a pooled connection on a stale snapshot (and block its COMMITs).
   */
  scratch<T>(fn: (db: Conn) => T): T {
    const db = new Database(this.file)
    try {
      return fn(db)
    } finally {
      db.close()
    }
  }

  close(): void {
    for (const db of this.idle.splice(0)) db.close()
  }
}

/** One Hrana stream = one connection of its own, so a transaction on it is isolated from other streams. */
export class HranaStream {
  private db: Conn | undefined
  private readonly sqls = new Map<number, string>() // store_sql texts belong to the stream
  private lostTransaction = false

  constructor(
    private readonly pool: ConnectionPool,
    private readonly busyTimeoutMs: number,
  ) {
    this.db = pool.acquire()
  }

  get closed(): boolean {
    return this.db === undefined
  }

  close(): void {
    if (this.db) this.pool.release(this.db)
    this.db = undefined
  }

  private get conn(): Conn {
    if (!this.db) throw new HranaError('Stream is closed', 'STREAM_CLOSED')
    return this.db
  }

  async handle(req: StreamRequest): Promise<StreamResponse> {
    switch (req.type) {
      case 'execute':
        return { type: 'execute', result: await this.execute(req.stmt) }
      case 'batch':
        return { type: 'batch', result: await this.batch(req.batch.steps) }
      case 'sequence': {
        const sql = this.sqlOf(req)
        // exec() runs the whole script at once, so a SQLITE_BUSY half-way could not be retried. Outside a
        // transaction, wait for the write lock first: no other stream of this single-threaded process can take
        // it between this probe and the synchronous exec().
        if (!this.conn.inTransaction) await this.retryBusy(() => this.conn.exec('BEGIN IMMEDIATE; ROLLBACK'))
        this.pool.noteSettings(this.conn, sql)
        this.conn.exec(sql)
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
        return { type: 'get_autocommit', is_autocommit: !this.conn.inTransaction }
      case 'close':
        this.close()
        return { type: 'close' }
      default:
        throw new HranaError(`Unknown request type ${JSON.stringify((req as { type: unknown }).type)}`, 'PROTO_ERROR')
    }
  }

  private sqlOf(s: { sql?: string | null; sql_id?: number | null }): string {
    const sql = typeof s.sql === 'string' ? s.sql : this.sqls.get(s.sql_id ?? NaN)
    if (sql === undefined) throw new HranaError(`SQL text ${s.sql_id} is not stored in this stream`, 'SQL_NOT_FOUND')
    return sql
  }

  private async execute(stmt: Stmt): Promise<StmtResult> {
    const sql = this.sqlOf(stmt)
    const args = bindings(stmt)
    if (this.lostTransaction) {
      // The transaction went away with a discarded connection (below): only its ROLLBACK may follow.
      if (!/^\s*ROLLBACK\b/i.test(sql)) {
        throw new HranaError('Transaction was rolled back after SQLITE_BUSY', 'SQLITE_BUSY')
      }
      this.lostTransaction = false
      return { cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null }
    }
    const wantRows = stmt.want_rows !== false
    // (So EXPLAIN does not see this stream's uncommitted schema changes; fine for a dev server.)
    if (/^\s*EXPLAIN\b/i.test(sql)) return this.pool.scratch((db) => this.run(db, db.prepare(sql), args, wantRows))
    this.pool.noteSettings(this.conn, sql)
    const st = this.pool.prepared(this.conn, sql)
    try {
      // Retried with the same statement object: a fresh one would not see the failed one's locks released.
      return await this.retryBusy(() => this.run(this.conn, st, args, wantRows, sql))
    } catch (e) {
      if (this.db) this.pool.forget(this.db, sql)
      if (busy(e) && this.db) {
        // A statement that failed with SQLITE_BUSY* stays active in libsql (JS cannot reset it) and wedges
        // its connection, so the stream goes on with a fresh one; an open transaction is rolled back.
        this.lostTransaction = this.db.inTransaction
        this.pool.release(this.db, false)
        this.db = this.pool.acquire()
      }
      throw e
    }
  }

  private run(db: Conn, st: Database.Statement, args: unknown, wantRows: boolean, source?: string): StmtResult {
    const counters = this.pool.countersOf(db)
    const stats = this.pool.stats
    const sql = stats && source
    const stepsBefore = sql ? this.pool.stepsOf(db, sql) : undefined
    // all(), not get(): get() leaves the statement open, holding a read snapshot on the connection.
    const [totalBefore] = counters.all()[0] as bigint[]
    const cols = st.columns().map((c) => ({ name: c.name, decltype: c.type }))
    const rows = st.reader ? (st.raw(true).safeIntegers(true).all(args) as unknown[][]) : (st.run(args), [])
    const [total, changes, rowid] = counters.all()[0] as bigint[]
    if (stats && sql && stepsBefore) {
      const [steps, scans] = this.pool.stepsOf(db, sql)
      stats.statements++
      stats.rowsReturned += rows.length
      stats.rowsWritten += total === totalBefore ? 0 : Number(changes)
      stats.vmSteps += steps - stepsBefore[0]
      stats.fullScanSteps += scans - stepsBefore[1]
    }
    return {
      cols,
      rows: wantRows ? rows.map((r) => r.map(encodeValue)) : [],
      // changes() keeps the count of the last INSERT/UPDATE/DELETE; only trust it if this statement changed rows.
      affected_row_count: total === totalBefore ? 0 : Number(changes),
      last_insert_rowid: String(rowid),
    }
  }

  /** Steps run in order; a step whose condition is false is skipped (null result and null error). */
  private async batch(steps: { condition?: Cond | null; stmt: Stmt }[]) {
    const results: (StmtResult | null)[] = []
    const errors: (ProtoError | null)[] = []
    const holds = (c: Cond): boolean => {
      if (c.type === 'ok') return results[c.step] != null
      if (c.type === 'error') return errors[c.step] != null
      if (c.type === 'not') return !holds(c.cond)
      if (c.type === 'and') return c.conds.every(holds)
      if (c.type === 'or') return c.conds.some(holds)
      if (c.type === 'is_autocommit') return !this.conn.inTransaction
      throw new HranaError('Unknown batch condition', 'PROTO_ERROR')
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

  /** Parameters and read-only-ness come from the bytecode: the libsql package exposes neither. */
  private describe(sql: string) {
    const cols = this.conn
      .prepare(sql)
      .columns()
      .map((c) => ({ name: c.name, decltype: c.type }))
    const isExplain = /^\s*EXPLAIN\b/i.test(sql)
    type Op = { opcode: string; p1: number; p2: number; p4: string | null }
    const ops = isExplain ? [] : this.pool.scratch((db) => db.prepare(`EXPLAIN ${sql}`).all() as Op[])
    const params: { name: string | null }[] = []
    for (const op of ops.filter((o) => o.opcode === 'Variable')) {
      while (params.length < op.p1) params.push({ name: null })
      params[op.p1 - 1] = { name: op.p4?.startsWith('?') ? null : op.p4 }
    }
    const isReadonly = !ops.some((o) => o.opcode === 'Transaction' && o.p2 !== 0)
    return { params, cols, is_explain: isExplain, is_readonly: isReadonly }
  }

  /**
   * Retries while SQLite answers SQLITE_BUSY (another stream holds the write lock; the statement did nothing),
   * yielding to the event loop so that stream can finish. SQLITE_BUSY_SNAPSHOT (a read transaction gone stale
   * that now wants to write) is not retried: waiting cannot fix it.
   */
  private async retryBusy<T>(fn: () => T): Promise<T> {
    const deadline = Date.now() + this.busyTimeoutMs
    for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
      try {
        return fn()
      } catch (e) {
        if ((e as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw e
      }
      await sleep(delay * (0.5 + Math.random()))
    }
  }
}
