import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { companies, users } from './accounts'
import { nowMs } from './columns'

export const REQUISITE_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const

/**
 * An approved partner's change of company requisites, waiting for staff (the company row keeps the
 * approved values that invoices print until staff approve). Each row holds the whole proposed set;
 * a partner has at most one pending row, decided rows stay as the history.
 */
export const requisiteChanges = sqliteTable(
  'requisite_changes',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    email: text('email').notNull(),
    iban: text('iban').notNull(),
    director: text('director').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: REQUISITE_CHANGE_STATUSES }).notNull().default('pending'),
    /** Staff's words on a rejection, shown to the partner. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at'),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex('requisite_changes_pending_uq')
      .on(t.userId)
      .where(sql`status = 'pending'`),
    index('requisite_changes_status_idx').on(t.status, t.createdAt),
    index('requisite_changes_user_idx').on(t.userId, t.createdAt),
    check('requisite_changes_status_ck', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
)
