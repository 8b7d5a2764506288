import type { InStatement } from '@libsql/client'
import type { AvailabilityFlip } from '../../app/domain/availability'
import type { PlannedReturnLine, ReturnReason, SoldLine } from '../../app/domain/order-returns'
import type { OrderStatus } from '../../app/domain/order-status'
import type { Db } from '../client'
import { type ActorAudit, auditStatement } from './audit-entries'
import { cashReturnReceiptStatement, refusedReturnReceiptStatement } from './fiscal-receipts'
import { orderEventStatement } from './order-events'
import { returnRefundJobStatement } from './refund-jobs'
import { returnMailJobStatement } from './return-mails'
import { statusMailJobStatement } from './status-mails'
import { RESTOCK_RETURNING, restocking, stockFlipsOf } from './stock-flips'
import { endStockContextStatement } from './stock-movements'

/** An order's lines with what earlier returns took back of each. */
export async function soldLines(db: Db, orderId: number): Promise<(SoldLine & { variantId: number })[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT l.id, l.variant_id, l.quantity, l.total_uah, l.taken_stock, l.taken_stock_opt,
        coalesce(sum(r.quantity), 0) AS returned, coalesce(sum(r.stock_back), 0) AS restocked, coalesce(sum(r.stock_opt_back), 0) AS restocked_opt
      FROM order_lines l LEFT JOIN order_return_lines r ON r.order_line_id = l.id
      WHERE l.order_id = ? GROUP BY l.id ORDER BY l.id`,
    args: [orderId],
  })
  return rows.map((r) => ({
    id: Number(r.id),
    variantId: Number(r.variant_id),
    quantity: Number(r.quantity),
    totalUah: Number(r.total_uah),
    takenStock: Number(r.taken_stock),
    takenStockOpt: Number(r.taken_stock_opt),
    returned: Number(r.returned),
    restocked: Number(r.restocked),
    restockedOpt: Number(r.restocked_opt),
  }))
}

export interface ReturnWrite {
  orderId: number
  actorId: number
  reason: ReturnReason
  note: string
  valueUah: number
  providerRefundUah: number
  /** The rest, paid back by staff: handed over in cash, or sent by bank transfer (never both). */
  cashRefundUah: number
  transferRefundUah: number
  /** The provider's part goes back by bank transfer, sent by staff (an invoice order). */
  refundByTransfer: boolean
  lines: (PlannedReturnLine & { variantId: number })[]
  /** Every unit sold has now come back: a delivered order becomes returned in the same write. */
  allBack: { from: OrderStatus } | null
  audit: ActorAudit
}

export class ReturnRefused extends Error {}

/**
 * Records a return in one write transaction: the return and its lines (a trigger refuses more than
 * was sold, however returns race), the restocked units back into the stock they came from (the
 * stock triggers record them as return movements), cash handed back, the status when all came back,
 * the timeline entry, the audit row, the card refund's outbox job and the buyer's email about what
 * staff paid back. Answers the return's id, and whether a restocked variant came back in stock with it.
 */
export async function recordReturn(db: Db, w: ReturnWrite): Promise<{ returnId: number; flips: AvailabilityFlip }> {
  const tx = await db.$client.transaction('write')
  try {
    const staffUah = w.cashRefundUah + w.transferRefundUah
    const outcome = w.providerRefundUah > 0 ? 'pending' : staffUah > 0 ? 'cash' : 'none'
    const inserted = await tx.execute({
      sql: `INSERT INTO order_returns (order_id, reason, note, value_uah, provider_refund_uah, cash_refund_uah, transfer_refund_uah, refund_outcome, actor_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      args: [
        w.orderId,
        w.reason,
        w.note,
        w.valueUah,
        w.providerRefundUah,
        w.cashRefundUah,
        w.transferRefundUah,
        outcome,
        w.actorId,
      ],
    })
    const returnId = Number(inserted.rows[0]!.id)
    const statements: InStatement[] = [
      {
        sql: `INSERT OR REPLACE INTO stock_movement_context (id, reason, actor_id, order_id, return_id) VALUES (1, 'return', ?, ?, ?)`,
        args: [w.actorId, w.orderId, returnId],
      },
    ]
    for (const line of w.lines) {
      statements.push({
        sql: `INSERT INTO order_return_lines (return_id, order_line_id, quantity, stock_back, stock_opt_back, value_uah) VALUES (?, ?, ?, ?, ?, ?)`,
        args: [returnId, line.lineId, line.quantity, line.stockBack, line.stockOptBack, line.valueUah],
      })
      if (line.stockBack > 0 || line.stockOptBack > 0)
        statements.push(
          restocking({
            sql: `UPDATE variants SET stock = stock + ?1, stock_opt = stock_opt + ?2 WHERE id = ?3 ${RESTOCK_RETURNING('?1', '?2')}`,
            args: [line.stockBack, line.stockOptBack, line.variantId],
          }),
        )
    }
    statements.push(endStockContextStatement)
    // The card refund leaves through the outbox, committed with the return: never a return whose refund is lost.
    if (w.providerRefundUah > 0)
      statements.push(
        returnRefundJobStatement({
          orderId: w.orderId,
          returnId,
          amountUah: w.providerRefundUah,
          actorId: w.actorId,
          note: w.note,
          byTransfer: w.refundByTransfer,
          // The buyer's refund email also says how the rest came back.
          ...(staffUah > 0
            ? { rest: { amountUah: staffUah, by: w.transferRefundUah > 0 ? ('transfer' as const) : ('cash' as const) } }
            : {}),
        }),
      )
    if (staffUah > 0)
      statements.push(
        {
          sql: `UPDATE orders SET cash_refunded_uah = cash_refunded_uah + ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ?`,
          args: [staffUah, w.orderId],
        },
        // Goods paid back by staff only get their return receipt now; with a card part, the refund's write makes it.
        cashReturnReceiptStatement(returnId),
        // The buyer hears of it now, whatever becomes of a card part (the refund's email, when it goes first, tells it instead).
        returnMailJobStatement(w.orderId, returnId),
      )
    if (w.allBack)
      statements.push(
        {
          sql: `UPDATE orders SET status = 'returned', updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status = 'delivred'`,
          args: [w.orderId],
        },
        orderEventStatement({
          orderId: w.orderId,
          kind: 'status',
          fromStatus: w.allBack.from,
          toStatus: 'returned',
          actorId: w.actorId,
        }),
        // With money back the return's or the refund's email tells the buyer; without, the move's own email does.
        ...(staffUah === 0 && w.providerRefundUah === 0 ? [statusMailJobStatement(w.orderId, 'returned')] : []),
      )
    statements.push(
      orderEventStatement({
        orderId: w.orderId,
        kind: 'return',
        actorId: w.actorId,
        note: w.note,
        amountUah: w.providerRefundUah + staffUah,
      }),
      auditStatement(db, {
        ...w.audit,
        entityId: w.orderId,
        after: { ...(w.audit.after as object), return_id: returnId },
      }),
    )
    let results
    try {
      results = await tx.batch(statements)
    } catch (error) {
      if (String((error as Error).message).includes('return_exceeds_sold'))
        throw new ReturnRefused('return_exceeds_sold')
      throw error
    }
    await tx.commit()
    return { returnId, flips: stockFlipsOf(statements, results) }
  } finally {
    tx.close()
  }
}

/** What the provider said about a return's refund; refused, the goods and any cash handed back get their receipt now. */
export async function settleReturnRefund(db: Db, returnId: number, refunded: boolean): Promise<void> {
  await db.$client.batch(
    [
      {
        sql: `UPDATE order_returns SET refund_outcome = ? WHERE id = ? AND refund_outcome = 'pending'`,
        args: [refunded ? 'refunded' : 'failed', returnId],
      },
      refusedReturnReceiptStatement(returnId),
    ],
    'write',
  )
}

export interface ReturnRow {
  id: number
  createdAt: number
  reason: ReturnReason
  note: string
  actorEmail: string | null
  valueUah: number
  providerRefundUah: number
  cashRefundUah: number
  transferRefundUah: number
  refundOutcome: 'none' | 'pending' | 'refunded' | 'failed' | 'cash'
  lines: { lineId: number; quantity: number; restocked: number }[]
}

/** An order's returns, oldest first, with their lines. */
export async function orderReturnsOf(db: Db, orderId: number): Promise<ReturnRow[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT r.id, r.created_at, r.reason, r.note, u.email AS actor_email, r.value_uah, r.provider_refund_uah, r.cash_refund_uah, r.transfer_refund_uah,
        r.refund_outcome, l.order_line_id, l.quantity, l.stock_back + l.stock_opt_back AS restocked
      FROM order_returns r JOIN order_return_lines l ON l.return_id = r.id LEFT JOIN users u ON u.id = r.actor_id
      WHERE r.order_id = ? ORDER BY r.created_at, r.id, l.id`,
    args: [orderId],
  })
  const byId = new Map<number, ReturnRow>()
  for (const r of rows) {
    const id = Number(r.id)
    const found = byId.get(id) ?? {
      id,
      createdAt: Number(r.created_at),
      reason: String(r.reason) as ReturnReason,
      note: String(r.note),
      actorEmail: r.actor_email === null ? null : String(r.actor_email),
      valueUah: Number(r.value_uah),
      providerRefundUah: Number(r.provider_refund_uah),
      cashRefundUah: Number(r.cash_refund_uah),
      transferRefundUah: Number(r.transfer_refund_uah),
      refundOutcome: String(r.refund_outcome) as ReturnRow['refundOutcome'],
      lines: [],
    }
    found.lines.push({ lineId: Number(r.order_line_id), quantity: Number(r.quantity), restocked: Number(r.restocked) })
    byId.set(id, found)
  }
  return [...byId.values()]
}

/** Which of the orders have a return recorded. */
export async function ordersWithReturns(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const { rows } = await db.$client.execute({
    sql: `SELECT DISTINCT order_id FROM order_returns WHERE order_id IN (${orderIds.map(() => '?').join(', ')})`,
    args: [...orderIds],
  })
  return new Set(rows.map((r) => Number(r.order_id)))
}
