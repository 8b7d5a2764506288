import type { InStatement, Row } from '@libsql/client'
import type { OutboxJobStatus } from '../schema/outbox'
import type { Db } from '../client'

/** One outbox job as its handler sees it (db/schema/outbox.ts). */
export interface OutboxJob {
  id: number
  kind: string
  key: string
  orderId: number | null
  payload: unknown
  status: OutboxJobStatus
  attempts: number
  nextAttemptAt: number
  lockedUntil: number | null
  lastError: string | null
  result: unknown
  createdAt: number
  updatedAt: number
  doneAt: number | null
}

const parse = (text: unknown): unknown => (typeof text === 'string' ? JSON.parse(text) : null)
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export function jobOf(r: Row): OutboxJob {
  return {
    id: Number(r.id),
    kind: String(r.kind),
    key: String(r.key),
    orderId: numOrNull(r.order_id),
    payload: parse(r.payload),
    status: String(r.status) as OutboxJobStatus,
    attempts: Number(r.attempts),
    nextAttemptAt: Number(r.next_attempt_at),
    lockedUntil: numOrNull(r.locked_until),
    lastError: r.last_error === null ? null : String(r.last_error),
    result: parse(r.result),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    doneAt: numOrNull(r.done_at),
  }
}

/**
 * The insert of a job, to run in the batch that makes its cause. `select` is a SELECT answering the
 * columns (order_id, payload JSON text) for the job, or no row when the cause did not happen (e.g. a
 * conditional update that changed nothing); the same key twice keeps the first job.
 */
export function jobFromSelectStatement(kind: string, key: string, select: InStatement): InStatement {
  const inner = typeof select === 'string' ? { sql: select, args: [] } : select
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload) SELECT ?, ?, j.order_id, j.payload FROM (${inner.sql}) j
      WHERE true ON CONFLICT (key) DO NOTHING`,
    args: [kind, key, ...((inner.args as unknown[]) ?? [])] as never,
  }
}

/** Writes a job on its own (its cause committed before, or has no row of its own). False when the key exists. */
export async function insertJob(
  db: Db,
  job: { kind: string; key: string; orderId: number | null; payload: unknown },
): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: 'INSERT INTO outbox_jobs (kind, key, order_id, payload) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING',
    args: [job.kind, job.key, job.orderId, JSON.stringify(job.payload)],
  })
  return rowsAffected === 1
}

const DUE = `(status IN ('pending', 'waiting') AND next_attempt_at <= :now) OR (status = 'running' AND locked_until < :now)`

/**
 * Claims up to `limit` due jobs of `kind` (or the one with `key`, or those of one order) for
 * `leaseMs`. One UPDATE: SQLite runs it alone, so two sweeps at once never claim the same job. The
 * lease (`locked_until`) is the claim's token: finishing it is conditional on it.
 */
export async function claimJobs(
  db: Db,
  opts: { kind: string; now: number; leaseMs: number; limit: number; key?: string; orderId?: number },
): Promise<OutboxJob[]> {
  const { rows } = await db.$client.execute({
    sql: `UPDATE outbox_jobs SET status = 'running', locked_until = :lease, attempts = attempts + 1, updated_at = :now
      WHERE id IN (SELECT id FROM outbox_jobs WHERE kind = :kind AND (${DUE}) ${opts.key ? 'AND key = :key' : ''}
        ${opts.orderId !== undefined ? 'AND order_id = :orderId' : ''}
        ORDER BY next_attempt_at LIMIT :limit)
      RETURNING *`,
    args: {
      now: opts.now,
      lease: opts.now + opts.leaseMs,
      kind: opts.kind,
      limit: opts.limit,
      ...(opts.key ? { key: opts.key } : {}),
      ...(opts.orderId !== undefined ? { orderId: opts.orderId } : {}),
    },
  })
  return rows.map(jobOf)
}

/** Where a claimed job goes next. */
export type JobOutcome =
  | { status: 'done' | 'skipped'; result?: unknown }
  | { status: 'waiting' | 'pending'; nextAttemptAt: number; result?: unknown; error?: string | null }
  | { status: 'failed'; error: string; result?: unknown }

/** Ends a claim; nothing happens when the lease was lost (another worker took the job over). */
export async function finishJob(db: Db, job: OutboxJob, outcome: JobOutcome, now: number): Promise<boolean> {
  const result = 'result' in outcome && outcome.result !== undefined ? JSON.stringify(outcome.result) : null
  const error = 'error' in outcome ? (outcome.error ?? null) : null
  const next = 'nextAttemptAt' in outcome ? outcome.nextAttemptAt : now
  const { rowsAffected } = await db.$client.execute({
    sql: `UPDATE outbox_jobs SET status = ?, result = coalesce(?, result), last_error = ?, next_attempt_at = ?, locked_until = NULL,
      done_at = CASE WHEN ? IN ('done', 'skipped') THEN ? END, updated_at = ?
      WHERE id = ? AND status = 'running' AND locked_until = ?`,
    args: [outcome.status, result, error, next, outcome.status, now, now, job.id, job.lockedUntil],
  })
  return rowsAffected === 1
}

/**
 * Keeps a running job's result before its work leaves (what a retry must send again, such as the id
 * a receipt is sent under); false when the lease was lost, and then nothing may be sent.
 */
export async function keepRunningJobResult(db: Db, job: OutboxJob, result: unknown, now: number): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: `UPDATE outbox_jobs SET result = ?, updated_at = ? WHERE id = ? AND status = 'running' AND locked_until = ?`,
    args: [JSON.stringify(result), now, job.id, job.lockedUntil],
  })
  return rowsAffected === 1
}

/** Staff retry a failed job: it is due at once with a fresh count of attempts. False unless it had failed. */
export async function retryFailedJob(db: Db, id: number, kind: string, now: number): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: `UPDATE outbox_jobs SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE id = ? AND kind = ? AND status = 'failed'`,
    args: [now, now, id, kind],
  })
  return rowsAffected === 1
}

export async function jobsOfOrder(db: Db, orderId: number, kind: string): Promise<OutboxJob[]> {
  const { rows } = await db.$client.execute({
    sql: 'SELECT * FROM outbox_jobs WHERE order_id = ? AND kind = ? ORDER BY id',
    args: [orderId, kind],
  })
  return rows.map(jobOf)
}

export async function jobByKey(db: Db, key: string): Promise<OutboxJob | null> {
  const { rows } = await db.$client.execute({ sql: 'SELECT * FROM outbox_jobs WHERE key = ?', args: [key] })
  return rows[0] ? jobOf(rows[0]) : null
}

/** Jobs of `kind` not done: failed first (they need staff), then the oldest. */
export async function unfinishedJobs(db: Db, kind: string, limit: number): Promise<OutboxJob[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT * FROM outbox_jobs WHERE kind = ? AND status NOT IN ('done', 'skipped')
      ORDER BY status = 'failed' DESC, id LIMIT ?`,
    args: [kind, limit],
  })
  return rows.map(jobOf)
}

/** Jobs of `kind` finished within [from, to). */
export async function jobsDoneBetween(db: Db, kind: string, from: number, to: number): Promise<OutboxJob[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT * FROM outbox_jobs WHERE kind = ? AND status = 'done' AND done_at >= ? AND done_at < ? ORDER BY done_at`,
    args: [kind, from, to],
  })
  return rows.map(jobOf)
}
