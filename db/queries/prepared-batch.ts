import type { BatchItem, BatchResponse } from 'drizzle-orm/batch'
import { fillPlaceholders, type Placeholder, sql } from 'drizzle-orm'
import { batchRowsReaderOf, type Db } from '../client'

/** What drizzle's prepared statements give: their SQL text and parameters, and how to read an answer. */
interface Prepared {
  getQuery(): { sql: string; params: unknown[] }
  mapResult(response: unknown, isFromBatch?: boolean): unknown
}
type Preparable = BatchItem<'sqlite'> & { prepare(): Prepared }

/**
 * A batch of statements that drizzle builds once per isolate, with placeholders for the values that
 * change between calls. drizzle builds a statement's SQL text anew on every call, about 0.1 ms of the
 * Worker's CPU each; a page that sends the same statements on every render builds them once instead.
 * Each call fills in its values, sends the statements in one round trip (as `db.batch` does, in one
 * transaction) and reads the answers as `db.batch` would. The statements built with the first call's
 * `db` only serve as templates: every call sends on its own `db`.
 */
export function preparedBatch<Name extends string, Queries extends readonly Preparable[]>(
  build: (db: Db, value: (name: Name) => Placeholder) => Queries,
): (db: Db, values: Record<Name, unknown>) => Promise<BatchResponse<Queries>> {
  let templates: { sql: string; params: unknown[]; prepared: Prepared }[] | undefined
  return async (db, values) => {
    templates ??= build(db, (name) => sql.placeholder(name)).map((query) => {
      const prepared = query.prepare()
      return { ...prepared.getQuery(), prepared }
    })
    const statements = templates.map((t) => ({ sql: t.sql, args: fillPlaceholders(t.params, values) }))
    // Read over Hrana directly when the database is reached that way (batch-rows.ts), else by the client.
    const answers = (await batchRowsReaderOf(db)?.(statements)) ?? (await db.$client.batch(statements as never))
    return templates.map((t, i) => t.prepared.mapResult(answers[i], true)) as BatchResponse<Queries>
  }
}
