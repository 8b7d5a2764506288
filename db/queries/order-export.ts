import { asc, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { orderLines, orders, promoCodes } from '../schema'

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
      npCity: orders.npCity,
      npBranch: orders.npBranch,
      courierCity: orders.courierCity,
      courierStreet: orders.courierStreet,
      courierHouse: orders.courierHouse,
      courierApartment: orders.courierApartment,
      ttn: orders.ttn,
      promoCode: promoCodes.code,
      promoDiscount: orders.promoDiscountUah,
      deliveryCost: orders.deliveryCostUah,
      orderTotal: orders.totalUah,
      paid: orders.paidUah,
      refunded: orders.refundedUah,
      cashRefunded: orders.cashRefundedUah,
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
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderLines.id))
    .limit(limit)
}
export type OrderExportLine = Awaited<ReturnType<typeof orderExportLines>>[number]
