import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import { companies, users } from './accounts'
import { nowMs } from './columns'

export const COMPANY_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const

/**
 * An approved partner's change of the requisites an invoice prints (name, ЄДРПОУ, IBAN, address):
 * kept here until staff approve it, so an invoice never carries requisites nobody checked.
 */
export const companyChanges = sqliteTable(
  'company_changes',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    iban: text('iban').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: COMPANY_CHANGE_STATUSES }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: integer('created_at').notNull().default(nowMs),
    decidedAt: integer('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pending request per company: a newer change replaces the one still waiting.
    uniqueIndex('company_changes_pending_uq')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    index('company_changes_status_idx').on(t.status, t.createdAt),
  ],
)
