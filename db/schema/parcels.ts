import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { orders } from './orders'
import { nowMs } from './columns'

/**
 * What the carrier's tracking made the store do about a parcel, once each: `arrived` (the buyer was
 * told it waits at the branch), `reminded` (told again before free storage ends), `returning`
 * (staff were told the buyer refused it or it goes back). The key (order, kind) is the guard: a
 * replayed tracking run inserts nothing, so nobody is told twice.
 */
export const PARCEL_NOTICE_KINDS = ['arrived', 'reminded', 'returning'] as const
export type ParcelNoticeKind = (typeof PARCEL_NOTICE_KINDS)[number]

export const parcelNotices = sqliteTable(
  'parcel_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: PARCEL_NOTICE_KINDS }).notNull(),
    /** The carrier's status code when it was seen. */
    statusCode: text('status_code').notNull(),
    /** The branch the parcel waits at, in the carrier's words. */
    branch: text('branch').notNull().default(''),
    /** The last day of free storage (YYYY-MM-DD, Kyiv), '' when the carrier did not say. */
    storageUntil: text('storage_until').notNull().default(''),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), index('parcel_notices_kind_idx').on(t.kind, t.storageUntil)],
)
