import { and, asc, eq } from 'drizzle-orm'
import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import { orderLines, orders, paymentEvents, users } from '../schema'

/** What card payment needs of an order. */
export async function orderForPayment(db: Db, reference: string) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      reference: orders.reference,
      status: orders.status,
      payType: orders.payType,
      totalUah: orders.totalUah,
      deliveryCostUah: orders.deliveryCostUah,
      createdAt: orders.createdAt,
      // Whom to tell about the payment: the order's email, else its account's.
      email: orders.email,
      accountEmail: users.email,
      firstName: orders.firstName,
      locale: orders.locale,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.reference, reference))
    .limit(1)
  return order ?? null
}
export type PaymentOrder = NonNullable<Awaited<ReturnType<typeof orderForPayment>>>

export async function paymentLines(db: Db, orderId: number) {
  return db
    .select({ productName: orderLines.productName, variantName: orderLines.variantName, quantity: orderLines.quantity, unitPriceUah: orderLines.unitPriceUah })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
}

/** Moves the order only if nobody moved it since it was read; true when this call moved it. */
export async function moveOrderStatus(db: Db, orderId: number, from: OrderStatus, to: OrderStatus): Promise<boolean> {
  const result = await db
    .update(orders)
    .set({ status: to, updatedAt: Date.now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
  return result.rowsAffected === 1
}

/** One provider report (callback or CHECK_STATUS answer), kept as received for audit. */
export async function recordPaymentEvent(
  db: Db,
  event: { orderId: number | null; orderReference: string; source: 'callback' | 'check_status'; transactionStatus: string | null; signatureValid: boolean; payload: unknown },
): Promise<void> {
  await db.insert(paymentEvents).values(event)
}
