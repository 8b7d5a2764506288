import { LibsqlBatchError, LibsqlError } from '@libsql/client/web'
import { hranaPipeline, okResult, type PipelineFetch } from './first-row'
import { type BatchCond, type BatchRows, encodable, type HranaArg, type HranaStmt } from './hrana-protobuf'

/**
 * A batch of read statements in one transaction over Hrana's HTTP pipeline, as `@libsql/client/web`'s
 * `batch` sends it (BEGIN DEFERRED, each statement if the one before succeeded, COMMIT, ROLLBACK if the
 * commit did not happen): one round trip, one snapshot. For a page that reads several statements on
 * every render (the product page): the client's stream, queue, closing error, encoder and per-value
 * rows cost that page more of the Worker's CPU than the database spends answering. Each statement's
 * rows are answered as value arrays, as drizzle's mapResult reads a batch's results.
 */
export type BatchRowsReader = (
  statements: readonly { sql: string; args: readonly unknown[] }[],
) => Promise<{ rows: unknown[][] }[]> | undefined

const step = (sql: string, condition?: BatchCond, args: readonly HranaArg[] = [], wantRows = false) => ({
  condition,
  stmt: { sql, args, wantRows } satisfies HranaStmt,
})
const ok = (index: number): BatchCond => ({ type: 'ok', step: index })

/** The batch's steps: BEGIN is step 0, the statements 1…n, COMMIT n + 1, ROLLBACK n + 2. */
function steps(statements: readonly { sql: string; args: readonly HranaArg[] }[]) {
  const n = statements.length
  return [
    step('BEGIN DEFERRED'),
    ...statements.map((s, i) => step(s.sql, ok(i), s.args, true)),
    step('COMMIT', ok(n)),
    step('ROLLBACK', { type: 'not', cond: ok(n + 1) }),
  ]
}

/** The statements' rows, or the error the client throws for the first step that failed. */
function rowsOf(result: BatchRows, count: number): { rows: unknown[][] }[] {
  const failed = (index: number) => {
    const error = result.stepErrors[index]
    return error ? new LibsqlError(error.message, error.code ?? 'UNKNOWN') : undefined
  }
  const begin = failed(0)
  if (begin) throw begin
  const answers: { rows: unknown[][] }[] = []
  for (let i = 0; i < count; i++) {
    const error = failed(i + 1)
    if (error) throw new LibsqlBatchError(error.message, i, error.code)
    const rows = result.stepResults[i + 1]
    if (!rows)
      throw new LibsqlBatchError(
        'Statement in a batch was not executed, probably because the transaction has been rolled back',
        i,
        'TRANSACTION_CLOSED',
      )
    answers.push(rows)
  }
  const commit = failed(count + 1)
  if (commit) throw commit
  return answers
}

/** A reader for a database at `url` (first-row.ts's hranaPipeline URLs), or undefined; undefined for arguments it does not encode. */
export function batchRowsReader(
  url: string,
  authToken: string | undefined,
  fetch: PipelineFetch,
): BatchRowsReader | undefined {
  const pipeline = hranaPipeline(url, authToken, fetch)
  if (!pipeline) return undefined
  return (statements) => {
    if (!statements.every((statement) => encodable(statement.args))) return undefined
    return (async () => {
      const [answer] = await pipeline([
        { type: 'batch', steps: steps(statements as { sql: string; args: HranaArg[] }[]) },
      ])
      return rowsOf(okResult(answer, 'batch'), statements.length)
    })()
  }
}
