import { type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Locale } from '../../app/domain/locale'

/** A name in the back office's language, the Ukrainian one when the English is missing (as the storefront). */
export function localisedName(ua: SQLiteColumn, en: SQLiteColumn, locale: Locale): SQL<string> {
  return locale === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${ua})` : sql<string>`${ua}`
}
