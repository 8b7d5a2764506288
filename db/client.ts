import { createClient } from '@libsql/client/web'
import { drizzle } from 'drizzle-orm/libsql/web'
import { DependencyError, withTimeout } from '../app/domain/dependency-error'
import { type BatchRowsReader, batchRowsReader } from './batch-rows'
import { type FirstRowReader, firstRowReader } from './first-row'

/**
 * How long one database round trip may take before the request gives up and answers 503 (as when
 * the database cannot be reached at all): a hung
 * database must not hold every request until the runtime cancels it. Far above a normal round trip
 * (milliseconds), and above the largest batch the back office sends.
 */
export const DB_TIMEOUT_MS = 8000

/**
 * The store's database: Turso in production, the local libSQL server (db/local/server.ts) in dev and tests.
 * Without drizzle's relational schema: the store does not use `db.query`, and extracting that config
 * cost more than a page's queries.
 *
 * One client serves every request of an isolate (worker/services/context.ts). workerd forbids a
 * request from awaiting I/O that another request started; over HTTP each query, batch or transaction
 * of this client is a stream of its own whose fetches (and their timeouts) start inside the request
 * that awaits them, so none is shared. The client's concurrency limit is lifted: past it a query waits
 * in a queue and is started when another query ends, inside that other request, which workerd then
 * refuses (tests/worker/shared-database.test.ts). The database bounds its own load.
 */
export function createDb(url: string, authToken?: string, timeoutMs = DB_TIMEOUT_MS) {
  // A Request (the client's) or fetch's own arguments (the Hrana readers': first-row.ts PipelineFetch).
  const timedFetch = (input: Request | string, init?: RequestInit) =>
    withTimeout(
      fetch(input, init).catch((error: unknown) => {
        throw new DependencyError('database unreachable', { cause: error })
      }),
      timeoutMs,
      'database request',
    )
  const db = drizzle(createClient({ url, authToken, fetch: timedFetch, concurrency: Infinity }))
  const reader = firstRowReader(url, authToken, timedFetch)
  if (reader) firstRowReaders.set(db, reader)
  const batchReader = batchRowsReader(url, authToken, timedFetch)
  if (batchReader) batchRowsReaders.set(db, batchReader)
  return db
}

export type Db = ReturnType<typeof createDb>

/** The first-row readers of the databases createDb made (first-row.ts); a Db made otherwise has none. */
const firstRowReaders = new WeakMap<object, FirstRowReader>()
export const firstRowReaderOf = (db: Db): FirstRowReader | undefined => firstRowReaders.get(db)

/** The batch readers of the databases createDb made (batch-rows.ts); a Db made otherwise has none. */
const batchRowsReaders = new WeakMap<object, BatchRowsReader>()
export const batchRowsReaderOf = (db: Db): BatchRowsReader | undefined => batchRowsReaders.get(db)
