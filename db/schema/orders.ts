import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '../../app/domain/order-status'
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
    courierCity: text('courier_city').notNull().default(''),
    courierStreet: text('courier_street').notNull().default(''),
    courierHouse: text('courier_house').notNull().default(''),
    courierApartment: text('courier_apartment').notNull().default(''),
    isWholesale: integer('is_wholesale', { mode: 'boolean' }).notNull().default(false),
    goodsTotalUah: integer('goods_total_uah').notNull(),
    promoDiscountUah: integer('promo_discount_uah').notNull().default(0),
    deliveryCostUah: integer('delivery_cost_uah').notNull().default(0),
    totalUah: integer('total_uah').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    idempotencyKey: text('idempotency_key'),
    locale: text('locale', { enum: ['ua', 'en'] }).notNull().default('ua'),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_variant_idx').on(t.variantId)],
)

/** Every WayForPay callback and status answer, kept for audit. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    orderReference: text('order_reference').notNull(),
    source: text('source', { enum: ['callback', 'check_status'] }).notNull(),
    transactionStatus: text('transaction_status'),
    signatureValid: integer('signature_valid', { mode: 'boolean' }).notNull(),
    payload: text('payload', { mode: 'json' }).notNull(),
    receivedAt: integer('received_at').notNull().default(nowMs),
  },
  (t) => [index('payment_events_order_idx').on(t.orderReference, t.receivedAt)],
)
