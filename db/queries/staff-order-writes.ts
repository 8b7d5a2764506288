import { eq, inArray } from 'drizzle-orm'
import { type AvailabilityFlip, NO_FLIP } from '../../app/domain/availability'
import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import { orderLines, orders, users } from '../schema'
import { type ActorAudit, auditStatement } from './audit-entries'
import { deliveryReceiptStatements, saleReceiptStatement } from './fiscal-receipts'
import { moveMessageStatements, shippedMessageStatement } from './messages'
import { type OrderEventInput, orderEventStatement } from './order-events'
import { releaseOrderStatements } from './orders'
import { restRefundJobStatement } from './refund-jobs'
import { statusMailJobStatement } from './status-mails'
import { stockFlipsOf } from './stock-flips'

/** An order as staff change it, with whom to email (the order's address, else its account's). */
export async function staffOrder(db: Db, id: number) {
  const [found] = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1)
  return found ? { ...found.order, email: found.order.email || found.userEmail || '' } : null
}

/** The stock each line of an order took, for the audit of a decline that gives it back. */
export async function takenStock(db: Db, id: number) {
  const lines = await db
    .select({ variantId: orderLines.variantId, stock: orderLines.takenStock, stockOpt: orderLines.takenStockOpt })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
  return lines.filter((l) => l.stock > 0 || l.stockOpt > 0)
}

/**
 * The receipt job a move makes due, in the move's transaction: money taken on delivery, or a card
 * payment staff confirmed after checking it (`payed_check` → `payed`: WayForPay took it by card, so
 * it is fiscalised like any card payment).
 */
function receiptStatements(move: { id: number; to: OrderStatus }) {
  // The buyer's Viber/SMS message about the move (paid, handed to the carrier) commits with it too.
  const messages = moveMessageStatements(move.id, move.to)
  if (move.to === 'delivred') return [...deliveryReceiptStatements(move.id), ...messages]
  if (move.to === 'payed') return [saleReceiptStatement(move.id), ...messages]
  return messages
}

/** The move's timeline entry, and right after it the buyer's email about it (keyed by that entry). */
function movedOnTimeline(move: { id: number; to: OrderStatus; event: OrderEventInput }) {
  const noteForBuyer = move.event.forBuyer ? (move.event.note ?? '') : ''
  return [orderEventStatement(move.event), statusMailJobStatement(move.id, move.to, { note: noteForBuyer })]
}

/** A paid order declined or returned: the refund of what is left of its card payment is due, as an outbox job of the move. */
function refundStatements(move: { id: number; to: OrderStatus; audit: ActorAudit; event: OrderEventInput }) {
  if (move.to !== 'declined' && move.to !== 'returned') return []
  return [restRefundJobStatement(move.id, move.audit.actorId ?? null, move.event.note ?? '')]
}

/**
 * Staff (or the carrier's tracking, with no actor) move an order from `from` to `to`: one write
 * transaction guarded by the status read, so of two staff members declining at once one moves the order (and, for a decline, gives back its stock
 * and promo use) and the other gets null. The audit row and the timeline entry go in the same write.
 * Moved, it answers whether a variant came back in stock with it (db/queries/stock-flips.ts).
 */
export async function moveOrderByStaff(
  db: Db,
  move: {
    id: number
    from: OrderStatus
    to: OrderStatus
    releaseStock: boolean
    audit: ActorAudit
    event: OrderEventInput
    override: OrderEventInput | null
  },
): Promise<AvailabilityFlip | null> {
  const tx = await db.$client.transaction('write')
  try {
    const moved = await tx.execute({
      // A cancelled order no longer holds stock for a payment; the scheduled job must leave it alone.
      sql: `UPDATE orders SET status = ?, hold_until = NULL, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status = ?`,
      args: [move.to, move.id, move.from],
    })
    if (moved.rowsAffected !== 1) {
      await tx.rollback()
      return null
    }
    const statements = [
      ...(move.releaseStock ? releaseOrderStatements(move.id, { reason: 'cancel', actorId: move.audit.actorId }) : []),
      auditStatement(db, move.audit),
      ...movedOnTimeline(move),
      ...(move.override ? [orderEventStatement(move.override)] : []),
      ...receiptStatements(move),
      ...refundStatements(move),
    ]
    const results = await tx.batch(statements)
    await tx.commit()
    return stockFlipsOf(statements, results)
  } finally {
    tx.close()
  }
}

/**
 * Staff move several orders at once, all or none: one write transaction in which each order's update
 * is guarded by the status it was read with. When any order was changed meanwhile, nothing is written
 * and the ids of those orders come back; otherwise every move, its stock release, audit row and
 * timeline entry commit together, and the answer says whether a variant came back in stock with them.
 */
export async function moveOrdersByStaff(
  db: Db,
  moves: {
    id: number
    from: OrderStatus
    to: OrderStatus
    releaseStock: boolean
    audit: ActorAudit
    event: OrderEventInput
    override: OrderEventInput | null
  }[],
): Promise<{ changedMeanwhile: number[]; flips: AvailabilityFlip }> {
  const tx = await db.$client.transaction('write')
  try {
    const changedMeanwhile: number[] = []
    const results = await tx.batch(
      moves.map((move) => ({
        sql: `UPDATE orders SET status = ?, hold_until = NULL, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status = ?`,
        args: [move.to, move.id, move.from],
      })),
    )
    results.forEach((result, i) => result.rowsAffected !== 1 && changedMeanwhile.push(moves[i]!.id))
    if (changedMeanwhile.length > 0) {
      await tx.rollback()
      return { changedMeanwhile, flips: NO_FLIP }
    }
    const statements = moves.flatMap((move) => [
      ...(move.releaseStock ? releaseOrderStatements(move.id, { reason: 'cancel', actorId: move.audit.actorId }) : []),
      auditStatement(db, move.audit),
      ...movedOnTimeline(move),
      ...receiptStatements(move),
      ...refundStatements(move),
    ])
    const done = await tx.batch(statements)
    await tx.commit()
    return { changedMeanwhile: [], flips: stockFlipsOf(statements, done) }
  } finally {
    tx.close()
  }
}

/** Staff's view of several orders at once (a bulk move), with whom to email each. */
export async function staffOrders(db: Db, ids: number[]) {
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids))
  return rows.map((found) => ({ ...found.order, email: found.order.email || found.userEmail || '' }))
}

/** Sets the order's waybill number and puts it on the timeline; false when there is no such order. */
export async function setOrderTtn(
  db: Db,
  id: number,
  ttn: string,
  actorId: number,
  audit: ActorAudit,
): Promise<boolean> {
  const [updated] = await db.$client.batch(
    [
      { sql: `UPDATE orders SET ttn = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ?`, args: [ttn, id] },
      auditStatement(db, audit),
      orderEventStatement({ orderId: id, kind: 'ttn', actorId, note: ttn, forBuyer: true }),
      // A waybill given to an order already handed to the carrier: the buyer's message about it.
      shippedMessageStatement(id),
    ],
    'write',
  )
  return updated!.rowsAffected === 1
}
