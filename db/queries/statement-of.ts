import type { InArgs, InStatement } from '@libsql/client'

/** A drizzle query as a libSQL statement, to run inside a client transaction. */
export function statementOf(query: { toSQL(): { sql: string; params: unknown[] } }): InStatement {
  const { sql, params } = query.toSQL()
  return { sql, args: params as InArgs }
}
