import type { InStatement } from '@libsql/client'
import type { AvailabilityFlip } from '../../app/domain/availability'
import { OPEN_ORDER_STATUSES } from '../../app/domain/order-lifecycle'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import type { Db } from '../client'
import { RESTOCK_RETURNING, restocking, stockFlipsOf } from './stock-flips'
import { endStockContextStatement, stockContextStatement } from './stock-movements'

/** An open order's changes by its buyer: how it is paid, its cancelling and what that gives back. */

/** The placeholders of OPEN_ORDER_STATUSES, bound after a statement's other arguments. */
const OPEN_LIST = OPEN_ORDER_STATUSES.map(() => '?').join(', ')

/**
 * Sets how an open order is paid, the status that payment starts in and its stock hold (a card
 * payment holds it until `holdUntil`, other payments wait for staff); false when the order is no longer open.
 */
export async function updateOpenOrderPayment(
  db: Db,
  id: number,
  payType: PaymentType,
  status: OrderStatus,
  holdUntil: number | null,
): Promise<boolean> {
  const { rowsAffected } = await db.$client.execute({
    sql: `UPDATE orders SET pay_type = ?, status = ?, hold_until = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status IN (${OPEN_LIST})`,
    args: [payType, status, holdUntil, id, ...OPEN_ORDER_STATUSES],
  })
  return rowsAffected === 1
}

/** What the order (?1) took of the variant being updated. */
const TAKEN = '(SELECT coalesce(sum(taken_stock), 0) FROM order_lines WHERE order_id = ?1 AND variant_id = variants.id)'
const TAKEN_OPT =
  '(SELECT coalesce(sum(taken_stock_opt), 0) FROM order_lines WHERE order_id = ?1 AND variant_id = variants.id)'

/**
 * What a declined order gives back, once: the stock its lines took (retail and wholesale) and its
 * promo use. Run in the same write transaction that moves the order to declined (the customer's
 * cancel below and the staff's decline in the back office both do); its batch's answers tell whether
 * a variant came back in stock (stockFlipsOf).
 */
export function releaseOrderStatements(
  id: number,
  why: { reason: 'cancel' | 'lapse'; actorId: number | null },
): InStatement[] {
  return [
    stockContextStatement({ ...why, orderId: id }),
    restocking({
      sql: `UPDATE variants SET stock = stock + ${TAKEN}, stock_opt = stock_opt + ${TAKEN_OPT}
          WHERE id IN (SELECT variant_id FROM order_lines WHERE order_id = ?1) ${RESTOCK_RETURNING(TAKEN, TAKEN_OPT)}`,
      args: [id],
    }),
    {
      sql: `UPDATE promo_codes SET used_count = max(used_count - 1, 0) WHERE id = (SELECT promo_code_id FROM orders WHERE id = ?)`,
      args: [id],
    },
    endStockContextStatement,
  ]
}

/**
 * Cancels an open order: its status becomes declined, the stock its lines took goes back, and its
 * promo use is returned. One write transaction; null when the order was no longer open, else whether
 * some variant came back in stock.
 */
export async function cancelOpenOrder(db: Db, id: number): Promise<AvailabilityFlip | null> {
  const tx = await db.$client.transaction('write')
  try {
    const { rows } = await tx.execute({
      sql: `SELECT status FROM orders WHERE id = ? AND status IN (${OPEN_LIST})`,
      args: [id, ...OPEN_ORDER_STATUSES],
    })
    if (!rows[0]) {
      await tx.rollback()
      return null
    }
    const statements = [
      {
        sql: `UPDATE orders SET status = 'declined', hold_until = NULL, updated_at = unixepoch('subsec') * 1000 WHERE id = ?`,
        args: [id],
      },
      ...releaseOrderStatements(id, { reason: 'cancel', actorId: null }),
      {
        sql: `INSERT INTO order_events (order_id, kind, from_status, to_status, note) VALUES (?, 'status', ?, 'declined', 'Cancelled by the buyer')`,
        args: [id, String(rows[0].status)],
      },
    ]
    const results = await tx.batch(statements)
    await tx.commit()
    return stockFlipsOf(statements, results)
  } finally {
    tx.close()
  }
}

/** The email of a signed-in buyer's account, for an order placed without one. */
export async function accountEmail(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.$client.execute({ sql: 'SELECT email FROM users WHERE id = ?', args: [userId] })
  return rows[0]?.email ? String(rows[0].email) : null
}
