import { is, Param, Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import { SQLiteAsyncDialect, type SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { type Db, firstRowReaderOf } from '../client'

/**
 * Statements that answer one row of a few values (JSON texts made by SQLite for lists), for the hottest
 * reads: a listing page, the search's candidates and found products. Per request, drizzle's SQL building
 * and the client's and drizzle's per-value row decoding cost more of the Worker's CPU than the database
 * spends answering: here the SQL text is built once per statement shape (values as placeholders) and
 * each list is one text, read by JSON.parse.
 */
const dialect = new SQLiteAsyncDialect()

/** A statement's text and, for each `?`, the placeholder that fills it or its constant value. */
interface CompiledStatement {
  text: string
  args: Array<{ placeholder: string } | { value: unknown }>
}

/** Per isolate; shapes are few (which filters are set, how many ids each list has), but bounded anyway. */
const MAX_SHAPES = 256
const compiled = new Map<string, CompiledStatement>()

function compile(statement: SQL): CompiledStatement {
  const query = dialect.sqlToQuery(statement)
  return {
    text: query.sql,
    args: query.params.map((param) => {
      if (is(param, Placeholder)) return { placeholder: param.name }
      if (is(param, Param) && is(param.value, Placeholder)) return { placeholder: param.value.name }
      return { value: param }
    }),
  }
}

function compiledFor(shape: string, build: () => SQL): CompiledStatement {
  let statement = compiled.get(shape)
  if (!statement) {
    if (compiled.size >= MAX_SHAPES) compiled.delete(compiled.keys().next().value!)
    statement = compile(build())
    compiled.set(shape, statement)
  }
  return statement
}

/**
 * The columns of a one-row statement, each expression or subquery in parentheses and named `c0`, `c1`, …
 * An unnamed column is named by its expression's text, and the database sends every column's name back
 * with each answer: a listing's nine subqueries echoed its whole 9.8 KB statement into every answer.
 */
export const rowColumns = (columns: readonly SQL[]): SQL =>
  sql.join(
    columns.map((column, i) => sql`(${column}) AS ${sql.raw(`c${i}`)}`),
    sql`, `,
  )

/** The text of the statement of `shape` and its arguments for `values` (what statementRow runs; for query plans). */
export function statementWith(
  shape: string,
  build: () => SQL,
  values: Record<string, number | string>,
): { text: string; args: unknown[] } {
  const statement = compiledFor(shape, build)
  return {
    text: statement.text,
    args: statement.args.map((arg) => ('placeholder' in arg ? values[arg.placeholder]! : arg.value)),
  }
}

/**
 * Runs the statement of `shape` (built by `build` the first time, with `sql.placeholder`s for its
 * values) with `values`, and answers its first row's values in column order.
 */
export async function statementRow(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, number | string>,
): Promise<unknown[]> {
  const { text, args } = statementWith(shape, build, values)
  const direct = firstRowReaderOf(db)?.(text, args)
  if (direct) return direct
  const result = await db.$client.execute({ sql: text, args: args as never })
  const row = result.rows[0]
  return row ? Array.from({ length: row.length }, (_, i) => row[i]) : []
}

/** `json_object('key', value, ...)`: an object keyed as `fields` names its columns (JSON.parse gives drizzle's row). */
export function jsonObject(fields: Record<string, SQLiteColumn | SQL | SQL.Aliased>): SQL {
  const pairs = Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`)
  return sql`json_object(${sql.join(pairs, sql`, `)})`
}

/** `json_group_array(item ORDER BY …)`: '[]' when nothing matches. */
export const jsonArray = (item: SQLWrapper, orderBy?: SQL) =>
  orderBy ? sql`json_group_array(${item} ORDER BY ${orderBy})` : sql`json_group_array(${item})`

/** Numbered placeholders for a list of values: `name0`, `name1`, … */
export function listPlaceholders(name: string, count: number): Placeholder[] {
  return Array.from({ length: count }, (_, i) => sql.placeholder(`${name}${i}`))
}

/** The values of listPlaceholders. */
export function listValues(name: string, list: readonly number[] | undefined, into: Record<string, number>) {
  list?.forEach((value, i) => (into[`${name}${i}`] = value))
}
