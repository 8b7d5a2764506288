import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { sql } from 'drizzle-orm'
import { CARRIER_TRACKED_STATUSES } from '../../app/domain/nova-poshta'
import { HOLDING_STATUSES } from '../../app/domain/order-holds'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../../app/domain/order-status'
import { quotedList } from '../sql-literals'
import { users } from './accounts'
import { brands, variants } from './catalogue'
import { nowMs } from './columns'

export const promoCodes = sqliteTable(
  'promo_codes',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** percent: `amount` is a percentage; fixed: `amount` hryvnias off each unit. */
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    amount: integer('amount').notNull(),
    startsAt: integer('starts_at'),
    endsAt: integer('ends_at'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [uniqueIndex('promo_codes_code_uq').on(t.code)],
)

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey(),
    /** Human-readable, shown to the shopper and staff. */
    number: text('number').notNull(),
    /** Unguessable; the WayForPay orderReference and a guest's way to read the order. */
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    payType: text('pay_type', { enum: PAYMENT_TYPES }).notNull(),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fatherName: text('father_name').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    npCity: text('np_city').notNull().default(''),
    npBranch: text('np_branch').notNull().default(''),
    /** The carrier's settlement and warehouse refs of the picked branch ('' when typed as free text). */
    npSettlementRef: text('np_settlement_ref').notNull().default(''),
    npWarehouseRef: text('np_warehouse_ref').notNull().default(''),
    /** The carrier confirmed, when the order was placed, that the warehouse is the settlement's. */
    npRefsVerified: integer('np_refs_verified', { mode: 'boolean' }).notNull().default(false),
    courierCity: text('courier_city').notNull().default(''),
    courierStreet: text('courier_street').notNull().default(''),
    courierHouse: text('courier_house').notNull().default(''),
    courierApartment: text('courier_apartment').notNull().default(''),
    /** The courier address as the open-orders limit compares it (app/domain/address.ts addressKey); '' for Nova Poshta. */
    courierAddressKey: text('courier_address_key').notNull().default(''),
    isWholesale: integer('is_wholesale', { mode: 'boolean' }).notNull().default(false),
    goodsTotalUah: integer('goods_total_uah').notNull(),
    promoDiscountUah: integer('promo_discount_uah').notNull().default(0),
    deliveryCostUah: integer('delivery_cost_uah').notNull().default(0),
    totalUah: integer('total_uah').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    idempotencyKey: text('idempotency_key'),
    locale: text('locale', { enum: ['ua', 'en'] })
      .notNull()
      .default('ua'),
    /** Until when an unpaid card order holds its stock and promo use; the scheduled job cancels it after (null: no hold). */
    holdUntil: integer('hold_until'),
    /** What the provider took for the order (hryvnias), and what has been refunded of it: refunds never exceed the payment. */
    paidUah: integer('paid_uah').notNull().default(0),
    refundedUah: integer('refunded_uah').notNull().default(0),
    /** A refund sent to the provider and not yet answered: a second refund waits, so two cannot overdraw the payment. */
    refundPendingUah: integer('refund_pending_uah').notNull().default(0),
    refundPendingSince: integer('refund_pending_since'),
    /** A refund the provider refused or did not answer: what is still owed, for staff to retry. */
    refundFailedUah: integer('refund_failed_uah').notNull().default(0),
    refundError: text('refund_error'),
    /**
     * Money paid back outside the provider for returned goods, as staff recorded it: cash handed over,
     * or a bank transfer they sent (the split is on each return, `order_returns`).
     */
    cashRefundedUah: integer('cash_refunded_uah').notNull().default(0),
    /** The carrier's waybill number (Nova Poshta TTN), shown to the buyer. */
    ttn: text('ttn').notNull().default(''),
    /** The buyer asked at checkout for Viber/SMS messages about this order (app/domain/messages.ts). */
    messagesOptIn: integer('messages_opt_in', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [
    // Refunds the provider refused or never answered (the back office's store health): those orders only,
    // so that the page does not read every order the store has taken.
    index('orders_refund_failed_idx')
      .on(t.refundFailedUah)
      .where(sql`${t.refundFailedUah} > 0`),
    // Nova Poshta parcels on their way, which the tracking run asks the carrier about (db/queries/parcel-tracking.ts).
    index('orders_in_transit_idx')
      .on(t.id)
      .where(
        sql`${t.status} IN (${sql.raw(quotedList(CARRIER_TRACKED_STATUSES))}) AND ${t.deliveryType} = 'newpost' AND ${t.ttn} <> ''`,
      ),
    // The hold sweeper's lapsed holds (db/queries/holds.ts): only orders still holding stock, as hold_until
    // stays on an order declined when its hold lapsed, and those pile up with every card order ever made.
    index('orders_holding_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} IN (${sql.raw(quotedList(HOLDING_STATUSES))})`),
    uniqueIndex('orders_number_uq').on(t.number),
    // The highest numeric order number, in one index step: a new order's number goes past it.
    index('orders_number_int_idx').on(sql`CAST(${t.number} AS INTEGER)`),
    uniqueIndex('orders_reference_uq').on(t.reference),
    // Orders with a key only: the statistics of a plain index counted every order without one (imported,
    // taken by staff) as one key's, so the planner read all orders to find a key (10 ms at 100,000 orders).
    uniqueIndex('orders_idempotency_uq')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The open-orders limit counts a guest's orders awaiting confirmation by phone and by courier address
    // (db/queries/order-insert.ts): from these, not by reading every order awaiting confirmation inside
    // the order's write transaction (35 ms with 100,000 orders, all other orders waiting meanwhile).
    index('orders_guest_phone_idx')
      .on(t.phone, t.status, t.holdUntil)
      .where(sql`${t.userId} IS NULL`),
    index('orders_guest_address_idx')
      .on(t.courierAddressKey, t.status, t.holdUntil)
      .where(sql`${t.userId} IS NULL`),
    index('orders_created_idx').on(t.createdAt),
    // The dashboard's sales of a day and a week: every column they read, so no order row is read.
    index('orders_sales_idx').on(
      t.createdAt,
      t.status,
      t.payType,
      t.totalUah,
      t.paidUah,
      t.refundedUah,
      t.cashRefundedUah,
    ),
  ],
)

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    brandName: text('brand_name').notNull(),
    code: text('code').notNull(),
    quantity: integer('quantity').notNull(),
    /** The part of `quantity` that was not in stock when ordered (a pre-order). */
    preorderQuantity: integer('preorder_quantity').notNull().default(0),
    /** Which stock the taken part came from, so a declined order can return it. */
    takenStock: integer('taken_stock').notNull().default(0),
    takenStockOpt: integer('taken_stock_opt').notNull().default(0),
    unitPriceUah: integer('unit_price_uah').notNull(),
    totalUah: integer('total_uah').notNull(),
    /** What the promo took off this line in all (the fiscal receipt shows it as the line's discount). */
    promoDiscountUah: integer('promo_discount_uah').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_variant_idx').on(t.variantId)],
)

export const ORDER_EVENT_KINDS = [
  'created',
  'status',
  'payment',
  'note',
  'refund',
  'refund_failed',
  'email',
  'ttn',
  'hold_expired',
  /** A refunded order sent toward delivery on purpose: the staff member's reason is the note. */
  'override',
  /** Goods came back: the note names the reason, the amount what goes back to the buyer. */
  'return',
  /** A waybill staff cancelled at the carrier: the note is its number (the text comes from i18n). */
  'waybill_cancelled',
  /** A declined order whose waybill the carrier did not cancel: the note is its number, for staff to cancel it. */
  'waybill_kept',
] as const
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number]

/** The order's timeline: everything that happened to it, in order, with who did it (null: the buyer, the provider or the scheduler). */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }),
    actorId: integer('actor_id').references(() => users.id),
    /** A staff note, an email's subject, a refund's reason or a provider's answer. */
    note: text('note').notNull().default(''),
    /** Staff notes are internal unless marked for the buyer. */
    forBuyer: integer('for_buyer', { mode: 'boolean' }).notNull().default(false),
    amountUah: integer('amount_uah'),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
)

/** Every WayForPay callback, status answer and refund answer, kept for audit (bounded: see services/payments). */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    orderReference: text('order_reference').notNull(),
    source: text('source', { enum: ['callback', 'check_status', 'refund'] }).notNull(),
    transactionStatus: text('transaction_status'),
    signatureValid: integer('signature_valid', { mode: 'boolean' }).notNull(),
    payload: text('payload', { mode: 'json' }).notNull(),
    /** SHA-256 of the payload: a poll answering the same as the last one stored is not stored again. */
    payloadHash: text('payload_hash'),
    receivedAt: integer('received_at').notNull().default(nowMs),
  },
  (t) => [index('payment_events_order_idx').on(t.orderReference, t.receivedAt)],
)
