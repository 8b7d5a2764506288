import { or, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'

const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A staff search box: the term anywhere in any of the columns. SQLite's LIKE and lower() fold
 * only ASCII letters, so Cyrillic terms are tried as typed, in lower case, upper case and
 * capitalised ("олена" finds «Олена»; Latin letters match in any case).
 */
export function textMatch(q: string, columns: readonly (SQLiteColumn | SQL)[]): SQL | undefined {
  const lower = q.toLowerCase()
  const forms = [...new Set([q, lower, q.toUpperCase(), lower.charAt(0).toUpperCase() + lower.slice(1)])]
  return or(...columns.flatMap((column) => forms.map((form) => sql`${column} LIKE ${`%${escape(form)}%`} ESCAPE '\\'`)))
}
