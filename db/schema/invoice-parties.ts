import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { nowMs } from './columns'
import { orders } from './orders'

/**
 * An invoice's parties and VAT rate as they were when it was issued (with its order, in the same
 * write). An issued invoice is a document the partner's accountant files: a later change of the
 * partner's requisites, the seller's or the VAT setting must not rewrite it. Orders issued before
 * this table have no row and print the current values.
 */
export const invoiceParties = sqliteTable('invoice_parties', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  vatPercent: integer('vat_percent').notNull(),
  /** The buyer's company requisites (JSON), null when the profile had none. */
  buyer: text('buyer', { mode: 'json' }),
  /** The seller's identity in each language (JSON `{ ua, en }`), null when the site settings had none or did not answer. */
  seller: text('seller', { mode: 'json' }),
  createdAt: integer('created_at').notNull().default(nowMs),
})
