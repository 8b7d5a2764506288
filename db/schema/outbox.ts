import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { orders } from './orders'
import { nowMs } from './columns'

/**
 * How far a job has gone: `pending` waits for its next attempt, `running` is claimed by one worker
 * until `locked_until`, `waiting` was accepted by the provider and is polled until it is done,
 * `done` finished, `failed` was refused or ran out of attempts and waits for staff (a retry puts it
 * back to pending), `skipped` needs doing no more (e.g. fiscalisation switched off).
 */
export const OUTBOX_JOB_STATUSES = ['pending', 'running', 'waiting', 'done', 'failed', 'skipped'] as const
export type OutboxJobStatus = (typeof OUTBOX_JOB_STATUSES)[number]

/**
 * Work that must leave the store exactly once (a fiscal receipt now; messages, waybills and email
 * retries later). A job is written in the same batch as the change that causes it, so neither exists
 * without the other; `key` is unique, so the same cause reported twice makes one job. Workers claim a
 * job with a conditional UPDATE, so two sweeps at once never both send it.
 */
export const outboxJobs = sqliteTable(
  'outbox_jobs',
  {
    id: integer('id').primaryKey(),
    /** What to do, e.g. `fiscal_receipt`: picks the handler. */
    kind: text('kind').notNull(),
    /** The cause, spelt so the same cause always gives the same key (e.g. `receipt:sale:42`). */
    key: text('key').notNull(),
    /** The order the job belongs to, when it belongs to one (staff see its jobs there). */
    orderId: integer('order_id').references(() => orders.id),
    payload: text('payload', { mode: 'json' }).notNull(),
    status: text('status', { enum: OUTBOX_JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull().default(nowMs),
    /** A claim's lease: a worker that died mid-attempt lets go when it lapses. */
    lockedUntil: integer('locked_until'),
    lastError: text('last_error'),
    /** What the provider answered in the end (ids, fiscal numbers, links), as JSON. */
    result: text('result', { mode: 'json' }),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
    doneAt: integer('done_at'),
  },
  (t) => [
    uniqueIndex('outbox_jobs_key_uq').on(t.key),
    index('outbox_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_jobs_order_idx').on(t.orderId),
    index('outbox_jobs_kind_done_idx').on(t.kind, t.doneAt),
    // The emailed QR image finds its receipt by the id Checkbox knows it by (db/queries/fiscal-receipts.ts).
    index('outbox_jobs_receipt_id_idx')
      .on(sql`json_extract(${t.result}, '$.receiptId')`)
      .where(sql`kind = 'fiscal_receipt'`),
  ],
)
