import { asc, eq } from 'drizzle-orm'
import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import { orderLines, orders, users } from '../schema'
import { lateSaleReceiptStatement, saleReceiptStatement } from './fiscal-receipts'
import { paidMessageStatement } from './messages'
import { statusMailJobStatement } from './status-mails'

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
      holdUntil: orders.holdUntil,
      paidUah: orders.paidUah,
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
    .select({
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPriceUah: orderLines.unitPriceUah,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id))
}

/**
 * Moves the order on a provider's report, only if nobody moved it since it was read; true when this
 * call moved it. A report of money taken (`paidUah`) records what was paid and ends the stock hold;
 * the move goes on the order's timeline in the same write.
 */
export async function moveOrderStatus(
  db: Db,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  paidUah: number | null = null,
): Promise<boolean> {
  const [moved] = await db.$client.batch(
    [
      {
        sql: `UPDATE orders SET status = ?, paid_uah = coalesce(?, paid_uah), hold_until = CASE WHEN ? IS NULL THEN hold_until END,
          updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status = ?`,
        args: [to, paidUah, paidUah, orderId, from],
      },
      {
        sql: `INSERT INTO order_events (order_id, kind, from_status, to_status, amount_uah) SELECT ?, 'payment', ?, ?, ? WHERE changes() = 1`,
        args: [orderId, from, to, paidUah],
      },
      // The buyer's email about the move, keyed by that timeline entry (only when it was written).
      statusMailJobStatement(orderId, to),
      // The money taken is fiscalised: the receipt's job commits with the payment or not at all.
      ...(to === 'payed' && paidUah !== null ? [saleReceiptStatement(orderId)] : []),
      // So is the buyer's Viber/SMS message about it, when they asked for messages.
      ...(to === 'payed' ? [paidMessageStatement(orderId)] : []),
    ],
    'write',
  )
  return moved!.rowsAffected === 1
}

/**
 * Records money the provider took for an order that no longer awaits it (paid after its hold lapsed
 * or staff cancelled it), so it can be refunded; the money was taken, so its sale receipt's job
 * commits with it (the refund then gets a return receipt).
 */
export async function recordLatePayment(db: Db, orderId: number, paidUah: number): Promise<boolean> {
  const [moved] = await db.$client.batch(
    [
      {
        sql: `UPDATE orders SET paid_uah = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND paid_uah = 0`,
        args: [paidUah, orderId],
      },
      lateSaleReceiptStatement(orderId),
    ],
    'write',
  )
  return moved!.rowsAffected === 1
}

export interface PaymentEventInput {
  orderId: number | null
  orderReference: string
  source: 'callback' | 'check_status' | 'refund'
  transactionStatus: string | null
  signatureValid: boolean
  payload: unknown
  /** SHA-256 of the payload as stored. */
  payloadHash: string
}

/**
 * One provider report, kept as received for audit. A status poll answering the same as the last one
 * stored for the order is not stored again (the shopper's page polls every few seconds); callbacks
 * and refund answers are each a separate fact and always kept. True when it was stored.
 */
export async function recordPaymentEvent(db: Db, event: PaymentEventInput): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: `INSERT INTO payment_events (order_id, order_reference, source, transaction_status, signature_valid, payload, payload_hash)
      SELECT ?, ?, ?, ?, ?, ?, ?
      WHERE ? <> 'check_status'
        OR coalesce((SELECT payload_hash FROM payment_events WHERE order_reference = ? AND source = ? ORDER BY id DESC LIMIT 1), '') <> ?`,
    args: [
      event.orderId,
      event.orderReference,
      event.source,
      event.transactionStatus,
      event.signatureValid ? 1 : 0,
      JSON.stringify(event.payload),
      event.payloadHash,
      event.source,
      event.orderReference,
      event.source,
      event.payloadHash,
    ],
  })
  return rowsAffected === 1
}
