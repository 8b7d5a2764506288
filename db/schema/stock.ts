import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './accounts'
import { variants } from './catalogue'
import { nowMs } from './columns'
import { orders } from './orders'
import { orderReturns } from './returns'

export const STOCK_REASONS = ['baseline', 'order', 'cancel', 'lapse', 'return', 'edit', 'import', 'erp_sync'] as const
export type StockReason = (typeof STOCK_REASONS)[number]

/**
 * Every change of a variant's stock, written by triggers on `variants` (so no write path can skip
 * it) in the same transaction as the change: the sum of a variant's movements is its stock. The
 * migration writes each variant's stock at that moment as its baseline.
 */
export const stockMovements = sqliteTable(
  'stock_movements',
  {
    id: integer('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** retail: `stock`; wholesale: `stock_opt`. */
    stockKind: text('stock_kind', { enum: ['retail', 'wholesale'] }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
)

/**
 * Why the stock changes in the write under way: its first statement sets the one row, the triggers
 * read it, its last statement clears it. Writes are serialised, so no other write sees it.
 */
export const stockMovementContext = sqliteTable('stock_movement_context', {
  id: integer('id').primaryKey(),
  reason: text('reason', { enum: STOCK_REASONS }).notNull(),
  actorId: integer('actor_id'),
  orderId: integer('order_id'),
  returnId: integer('return_id'),
})
