import { sql } from 'drizzle-orm'

/** Default for timestamp columns: unix epoch milliseconds, computed by SQLite at insert time. */
export const nowMs = sql`(unixepoch('subsec') * 1000)`
