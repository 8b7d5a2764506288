import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts'
import { variants } from './catalogue'
import { nowMs } from './columns'

export const STOCK_ALERT_KINDS = ['stock', 'price'] as const
export type StockAlertKind = (typeof STOCK_ALERT_KINDS)[number]

/**
 * A buyer's wish to be told once when a variant is back in stock (`stock`) or its retail price drops
 * below what it was when asked (`price`). Triggers on `variants` (migration) write the email's outbox
 * job and mark the alert notified in the same statement as the change, whichever path wrote it; asking
 * again after being told starts a new `round`.
 */
export const stockAlerts = sqliteTable(
  'stock_alerts',
  {
    id: integer('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STOCK_ALERT_KINDS }).notNull(),
    /** Lower-cased; a signed-in buyer's account email. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: ['ua', 'en'] }).notNull(),
    /** An approved wholesaler buys from wholesale stock only, so only that stock counts as back. */
    wholesale: integer('wholesale', { mode: 'boolean' }).notNull().default(false),
    /** The effective retail price when asked (a price alert fires below it). */
    priceUah: integer('price_uah').notNull(),
    /** The secret of the unsubscribe link. */
    token: text('token').notNull(),
    round: integer('round').notNull().default(1),
    createdAt: integer('created_at').notNull().default(nowMs),
    notifiedAt: integer('notified_at'),
    unsubscribedAt: integer('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_uq').on(t.variantId, t.kind, t.email),
    uniqueIndex('stock_alerts_token_uq').on(t.token),
    index('stock_alerts_waiting_idx').on(t.variantId, t.kind, t.notifiedAt),
  ],
)
