import type { Client, InStatement, Transaction } from '@libsql/client'

/**
 * The store's database as SQL text, one statement per line (schema SQL that spans lines as a JSON string
 * after `--json `): the tables, their rows, then indexes,
 * triggers and views (so no trigger fires while the rows go back). Read in one read transaction: a
 * consistent snapshot even while the shop takes orders. FTS5 tables are written as their own rows
 * (their shadow tables are rebuilt by the inserts); sqlite_sequence keeps AUTOINCREMENT counters.
 */
export const DUMP_HEADER = '-- beauty-store database dump v1'

const FTS5_SHADOWS = ['_data', '_idx', '_content', '_docsize', '_config']

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** A SQL literal of a value as libSQL returns it (integers as bigint, so none loses digits). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return Number.isInteger(value) ? `${value}.0` : String(value)
    return value > 0 ? '9e999' : value < 0 ? '-9e999' : 'NULL'
  }
  if (typeof value === 'string') {
    // Text with line breaks (or other control characters) goes as UTF-8 hex, so each statement stays on one line.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f]/.test(value)) return `CAST(X'${Buffer.from(value, 'utf8').toString('hex')}' AS TEXT)`
    return `'${value.replaceAll("'", "''")}'`
  }
  if (value instanceof ArrayBuffer) return `X'${Buffer.from(value).toString('hex')}'`
  if (ArrayBuffer.isView(value))
    return `X'${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}'`
  throw new Error(`cannot write a ${typeof value} into the dump`)
}

/** Marks a line holding one statement as a JSON string: schema SQL written over several lines, kept exactly. */
export const JSON_LINE = '--json '

/** A schema statement as one line of the dump: as it is, or as JSON when it spans lines. */
export function schemaLine(sql: string): string {
  return /[\r\n]/.test(sql) ? `${JSON_LINE}${JSON.stringify(`${sql};`)}` : `${sql};`
}

interface SchemaRow {
  type: string
  name: string
  sql: string
}

async function rows(tx: Transaction, stmt: InStatement) {
  return (await tx.execute(stmt)).rows
}

/** Writes the dump line by line through `write` and returns how many rows of each table it holds. */
export async function dumpDatabase(
  client: Client,
  write: (line: string) => void | Promise<void>,
): Promise<Record<string, number>> {
  const tx = await client.transaction('read')
  const counts: Record<string, number> = {}
  try {
    const schema = (
      await rows(tx, 'SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid')
    ).map((r) => ({ type: String(r.type), name: String(r.name), sql: String(r.sql) }) as SchemaRow)
    const fts5 = schema.filter(
      (s) => s.type === 'table' && /^CREATE VIRTUAL TABLE[\s\S]*USING\s+fts5\s*\(/i.test(s.sql),
    )
    const shadows = new Set(fts5.flatMap((t) => FTS5_SHADOWS.map((suffix) => `${t.name}${suffix}`)))
    const tables = schema.filter((s) => s.type === 'table' && !s.name.startsWith('sqlite_') && !shadows.has(s.name))
    await write(DUMP_HEADER)
    await write(`-- taken ${new Date().toISOString()}`)
    for (const table of tables) await write(schemaLine(table.sql))
    for (const table of tables) {
      const virtual = /^CREATE VIRTUAL TABLE/i.test(table.sql)
      if (virtual && !fts5.includes(table)) continue // fts5vocab and the like read another table: no rows of their own
      const columns = (await rows(tx, `SELECT name FROM pragma_table_info(${literal(table.name)})`)).map((r) =>
        String(r.name),
      )
      // A WITHOUT ROWID table has no rowid: its rows are paged by their order in the primary key.
      const withoutRowid = /WITHOUT\s+ROWID\s*$/i.test(table.sql)
      const list = withoutRowid ? columns : ['rowid', ...columns]
      const select = withoutRowid
        ? `SELECT ${list.map(ident).join(', ')} FROM ${ident(table.name)} ORDER BY ${columns.map((_, i) => i + 1).join(', ')} LIMIT 1000 OFFSET ?`
        : `SELECT ${list.map(ident).join(', ')} FROM ${ident(table.name)} WHERE rowid > ? ORDER BY rowid LIMIT 1000`
      let after: unknown = -9223372036854775808n
      let count = 0
      for (;;) {
        const page = await rows(tx, { sql: select, args: [withoutRowid ? count : (after as bigint)] })
        if (page.length === 0) break
        for (const row of page) {
          const values = list.map((_, i) => literal(row[i]))
          await write(`INSERT INTO ${ident(table.name)} (${list.map(ident).join(', ')}) VALUES (${values.join(', ')});`)
        }
        count += page.length
        after = page.at(-1)![0]
      }
      counts[table.name] = count
    }
    if (schema.some((s) => s.name === 'sqlite_sequence'))
      for (const r of await rows(tx, 'SELECT name, seq FROM sqlite_sequence'))
        await write(`INSERT INTO sqlite_sequence (name, seq) VALUES (${literal(r.name)}, ${literal(r.seq)});`)
    for (const kind of ['index', 'trigger', 'view'])
      for (const s of schema.filter((x) => x.type === kind)) await write(schemaLine(s.sql))
    await write('-- end of dump')
  } finally {
    tx.close()
  }
  return counts
}

/** Whether the database holds anything at all (a table, index, trigger or view of its own). */
export async function isEmptyDatabase(client: Client): Promise<boolean> {
  const { rows: found } = await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
  return Number(found[0]!.n) === 0
}

/**
 * Loads a dump into an empty database, in chunks with foreign keys off (rows come table by table,
 * not in the order their references need), then checks every reference and the database's integrity.
 */
export async function restoreDatabase(
  client: Client,
  /** Opened only once the target is known to be empty (a stream read meanwhile would lose its first lines). */
  open: () => AsyncIterable<string> | Iterable<string>,
  chunk = 2000,
) {
  if (!(await isEmptyDatabase(client)))
    throw new Error('the target database is not empty: restore only into a new, empty database')
  let first = true
  let pending: string[] = []
  let statements = 0
  let ended = false
  const flush = async () => {
    if (pending.length === 0) return
    await client.migrate(pending)
    statements += pending.length
    pending = []
  }
  for await (const raw of open()) {
    const line = raw.trimEnd()
    if (first) {
      if (line !== DUMP_HEADER) throw new Error('not a dump of this store (its first line is not the dump header)')
      first = false
      continue
    }
    if (line === '-- end of dump') ended = true
    if (line.startsWith(JSON_LINE)) pending.push(JSON.parse(line.slice(JSON_LINE.length)) as string)
    else if (line === '' || line.startsWith('--')) continue
    else pending.push(line)
    if (pending.length >= chunk) await flush()
  }
  if (first) throw new Error('the dump is empty')
  if (!ended) throw new Error('the dump is cut short (no end mark): it was not written in full')
  await flush()
  const broken = (await client.execute('PRAGMA foreign_key_check')).rows.length
  if (broken > 0) throw new Error(`${broken} rows reference rows missing from the dump`)
  const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]![0])
  if (integrity !== 'ok') throw new Error(`integrity check: ${integrity}`)
  return { statements }
}
