import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { RETURN_REASONS } from '../../app/domain/order-returns'
import { users } from './accounts'
import { nowMs } from './columns'
import { orderLines, orders } from './orders'

/** Goods that came back from a delivered order: why, who took them, and what money went back. */
export const orderReturns = sqliteTable(
  'order_returns',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    /** What the returned units were sold for (after their share of the promo discount). */
    valueUah: integer('value_uah').notNull(),
    /** Of it: asked back through the provider (card, or a cash-on-delivery order's prepayment). */
    providerRefundUah: integer('provider_refund_uah').notNull().default(0),
    /** The rest, paid back by staff: handed over in cash (gets a cash return receipt)… */
    cashRefundUah: integer('cash_refund_uah').notNull().default(0),
    /** …or sent by bank transfer, which staff confirm they sent (no cash leaves the till). */
    transferRefundUah: integer('transfer_refund_uah').notNull().default(0),
    /** none: no money back; pending → refunded or failed (owed on the order); cash: the staff's part recorded, nothing through the provider. */
    refundOutcome: text('refund_outcome', { enum: ['none', 'pending', 'refunded', 'failed', 'cash'] })
      .notNull()
      .default('none'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.createdAt)],
)

export const orderReturnLines = sqliteTable(
  'order_return_lines',
  {
    id: integer('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Units put back into retail and wholesale stock; both 0: written off. */
    stockBack: integer('stock_back').notNull().default(0),
    stockOptBack: integer('stock_opt_back').notNull().default(0),
    valueUah: integer('value_uah').notNull(),
  },
  (t) => [
    index('order_return_lines_line_idx').on(t.orderLineId),
    index('order_return_lines_return_idx').on(t.returnId),
  ],
)
