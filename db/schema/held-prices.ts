import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { PriceListValues } from '../../app/contract/price-list'
import { users } from './accounts'
import { variants } from './catalogue'
import { nowMs } from './columns'

export const HELD_PRICE_STATUSES = ['held', 'confirmed', 'dropped', 'superseded'] as const

/**
 * Price lines of the ERP's feed held for a person to confirm (a threefold move is more likely a
 * typo than a decision): the rest of the feed is applied, these wait in the back office. One held
 * line per variant at a time: the feed sending it again updates that line, a later price for the
 * variant that is applied supersedes it.
 */
export const heldPriceLines = sqliteTable(
  'held_price_lines',
  {
    id: integer('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** Who sent it: `integration:{key id}`. */
    source: text('source').notNull(),
    /** The held prices (wire names), and the variant's prices when they arrived. */
    before: text('before', { mode: 'json' }).$type<Partial<PriceListValues>>().notNull(),
    after: text('after', { mode: 'json' }).$type<Partial<PriceListValues>>().notNull(),
    status: text('status', { enum: HELD_PRICE_STATUSES }).notNull().default('held'),
    createdAt: integer('created_at').notNull().default(nowMs),
    decidedAt: integer('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('held_price_lines_waiting_uq')
      .on(t.variantId)
      .where(sql`status = 'held'`),
    index('held_price_lines_status_idx').on(t.status, t.createdAt),
  ],
)
