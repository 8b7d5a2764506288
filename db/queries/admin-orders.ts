import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import type { AdminOrdersQuery } from '../../app/contract/admin-orders'
import { kyivDayEnd, kyivDayStart } from '../../app/domain/kyiv-time'
import type { Db } from '../client'
import { orderLines, orders, paymentEvents, promoCodes } from '../schema'
import type { OrderFilter } from './order-export'
import { refundedInFullSql } from './order-money-sql'
import { orderSearch } from './order-search'

const SORT_COLUMNS = { created: orders.createdAt, number: orders.id, total: orders.totalUah, status: orders.status }

/** The back office's order filters (status, payment, delivery, a full refund, Kyiv days, the search box) as one condition. */
export function adminOrderFilter(query: AdminOrdersQuery): OrderFilter {
  const where: (SQL | undefined)[] = [
    query.status?.length ? inArray(orders.status, query.status) : undefined,
    query.pay_type && eq(orders.payType, query.pay_type),
    query.delivery_type && eq(orders.deliveryType, query.delivery_type),
    query.refunded === 'all'
      ? refundedInFullSql
      : query.refunded === 'not_all'
        ? sql`NOT ${refundedInFullSql}`
        : undefined,
    query.from ? gte(orders.createdAt, kyivDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, kyivDayEnd(query.to)) : undefined,
  ]
  if (query.q) where.push(orderSearch(query.q))
  return and(...where)
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  payType: orders.payType,
  deliveryType: orders.deliveryType,
  firstName: orders.firstName,
  lastName: orders.lastName,
  phone: orders.phone,
  email: orders.email,
  totalUah: orders.totalUah,
  isWholesale: orders.isWholesale,
  npSettlementRef: orders.npSettlementRef,
  npRefsVerified: orders.npRefsVerified,
  paidUah: orders.paidUah,
  refundedUah: orders.refundedUah,
  cashRefundedUah: orders.cashRefundedUah,
}

/** The columns of one row of the orders list. */
export type AdminOrderListRow = Pick<typeof orders.$inferSelect, keyof typeof rowColumns>

/**
 * The statement of one page of the orders list. With the search box, every order is read anyway (its
 * texts are matched inside, and the count reads them all), so the page's orders are sorted after one
 * pass over the table (`+column` keeps SQLite off the sort column's index): walking that index instead
 * fetched each order's row on its own, 0.38 s against 0.15 at 100,000 orders when few match.
 */
export function adminOrderPageStatement(db: Db, query: AdminOrdersQuery) {
  const order = query.dir === 'asc' ? asc : desc
  const column = SORT_COLUMNS[query.sort]
  return db
    .select(rowColumns)
    .from(orders)
    .where(adminOrderFilter(query))
    .orderBy(order(query.q ? sql`+${column}` : column), order(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
}

/** One page of the orders list with the count of every match. */
export async function adminOrderPage(
  db: Db,
  query: AdminOrdersQuery,
): Promise<{ rows: AdminOrderListRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    adminOrderPageStatement(db, query),
    db.select({ n: count() }).from(orders).where(adminOrderFilter(query)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** An order as its staff page reads it (every column). */
export type AdminOrderRecord = typeof orders.$inferSelect

/** One order with its promo code's text, or null. */
export async function adminOrderWithPromo(db: Db, id: number) {
  const [found] = await db
    .select({ order: orders, promoCode: promoCodes.code })
    .from(orders)
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, id))
    .limit(1)
  return found ?? null
}

/** An order's lines in the order they were placed. */
export function adminOrderLines(db: Db, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))
}

/** Every payment report about an order, oldest first. */
export function paymentEventsOf(db: Db, orderReference: string) {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderReference, orderReference))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
}
