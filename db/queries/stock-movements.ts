import type { InStatement } from '@libsql/client'
import type { Db } from '../client'
import type { StockReason } from '../schema/stock'

export interface StockContext {
  reason: StockReason
  actorId?: number | null
  orderId?: number | null
  returnId?: number | null
}

/**
 * The first statement of a write that changes stock: the database's triggers record each change as
 * a movement with this reason, staff member and order (the migration returns_and_stock_movements).
 */
export function stockContextStatement(context: StockContext): InStatement {
  return {
    sql: `INSERT OR REPLACE INTO stock_movement_context (id, reason, actor_id, order_id, return_id) VALUES (1, ?, ?, ?, ?)`,
    args: [context.reason, context.actorId ?? null, context.orderId ?? null, context.returnId ?? null],
  }
}

/** The same, naming the order by its reference (a new order's id is not known before its insert). */
export function orderStockContextStatement(reference: string): InStatement {
  return {
    sql: `INSERT OR REPLACE INTO stock_movement_context (id, reason, actor_id, order_id, return_id)
      SELECT 1, 'order', NULL, id, NULL FROM orders WHERE reference = ?`,
    args: [reference],
  }
}

/** The last statement of such a write: the reason is not left for the next one. */
export const endStockContextStatement: InStatement = { sql: 'DELETE FROM stock_movement_context', args: [] }

export interface StockMovementRow {
  id: number
  variantId: number
  code: string
  stockKind: 'retail' | 'wholesale'
  delta: number
  reason: StockReason
  actorEmail: string | null
  orderId: number | null
  orderNumber: string | null
  returnId: number | null
  createdAt: number
}

/** The latest movements of a product's variants, newest first. */
export async function productStockMovements(db: Db, productId: number, limit: number): Promise<StockMovementRow[]> {
  const { rows } = await db.$client.execute({
    sql: `SELECT m.id, m.variant_id, v.code, m.stock_kind, m.delta, m.reason, u.email AS actor_email, m.order_id, o.number AS order_number,
        m.return_id, m.created_at
      FROM stock_movements m JOIN variants v ON v.id = m.variant_id
      LEFT JOIN users u ON u.id = m.actor_id LEFT JOIN orders o ON o.id = m.order_id
      WHERE v.product_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ?`,
    args: [productId, limit],
  })
  return rows.map((r) => ({
    id: Number(r.id),
    variantId: Number(r.variant_id),
    code: String(r.code),
    stockKind: r.stock_kind === 'wholesale' ? 'wholesale' : 'retail',
    delta: Number(r.delta),
    reason: String(r.reason) as StockReason,
    actorEmail: r.actor_email === null ? null : String(r.actor_email),
    orderId: r.order_id === null ? null : Number(r.order_id),
    orderNumber: r.order_number === null ? null : String(r.order_number),
    returnId: r.return_id === null ? null : Number(r.return_id),
    createdAt: Number(r.created_at),
  }))
}
