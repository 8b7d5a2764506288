import { asc, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { orderLines, orders } from '../schema'

/** A filter over orders, as the order search builds it. */
export type OrderFilter = SQL | undefined

/** The matching orders, newest first, one row per order line (an order without lines once, with null line columns). */
export function orderExportLines(db: Db, where: OrderFilter, limit: number) {
  return db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      payType: orders.payType,
      deliveryType: orders.deliveryType,
      firstName: orders.firstName,
      lastName: orders.lastName,
      phone: orders.phone,
      email: orders.email,
      orderTotal: orders.totalUah,
      isWholesale: orders.isWholesale,
      code: orderLines.code,
      product: orderLines.productName,
      variant: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPriceUah,
      lineTotal: orderLines.totalUah,
    })
    .from(orders)
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id))
    .limit(limit)
}
