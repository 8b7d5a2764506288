import type { InStatement } from '@libsql/client'
import { variantPart } from '../../app/domain/order-line-name'
import type { Db } from '../client'
import { jobFromSelectStatement } from './outbox-jobs'

/** The outbox kind of fiscal receipts (worker/services/fiscal). */
export const FISCAL_RECEIPT_JOB = 'fiscal_receipt'

/**
 * Which receipt a job issues: `sale` for a card payment or prepayment, `cod` for the rest of a Nova
 * Poshta cash-on-delivery order when it is received, `cash` for cash paid to the courier (or at
 * pickup), `return` for a refund (through the provider, or with `cash` handed back by staff).
 */
export type FiscalReceiptType = 'sale' | 'cod' | 'cash' | 'return'

export interface FiscalReceiptPayload {
  type: FiscalReceiptType
  orderId: number
  /** The money the receipt fiscalises, hryvnias. */
  amountUah: number
  /** A return paid out in cash (a return's cash refund), not through the provider. */
  cash?: boolean
}

/**
 * The sale receipt of a card payment, to run in the batch that records the payment, after its
 * conditional update: only an order the payment moved to paid gets one, and the same payment
 * reported twice keeps one job (one key per order: an order is paid by card once).
 */
export function saleReceiptStatement(orderId: number): InStatement {
  return jobFromSelectStatement(FISCAL_RECEIPT_JOB, `receipt:sale:${orderId}`, {
    sql: `SELECT id AS order_id, json_object('type', 'sale', 'orderId', id, 'amountUah', paid_uah) AS payload
      FROM orders WHERE id = ? AND status = 'payed' AND paid_uah > 0`,
    args: [orderId],
  })
}

/**
 * The receipt of money taken on delivery, when an order becomes delivered: the rest after the
 * prepayment of a Nova Poshta cash-on-delivery order, or the whole of a cash order. Nothing for a
 * card order (its receipt came with the payment) or when nothing is left to pay.
 */
export function deliveryReceiptStatements(orderId: number): InStatement[] {
  return [
    jobFromSelectStatement(FISCAL_RECEIPT_JOB, `receipt:cod:${orderId}`, {
      sql: `SELECT id AS order_id, json_object('type', 'cod', 'orderId', id, 'amountUah', total_uah - paid_uah) AS payload
        FROM orders WHERE id = ? AND status = 'delivred' AND pay_type IN ('prepayment', 'np') AND total_uah > paid_uah`,
      args: [orderId],
    }),
    jobFromSelectStatement(FISCAL_RECEIPT_JOB, `receipt:cash:${orderId}`, {
      sql: `SELECT id AS order_id, json_object('type', 'cash', 'orderId', id, 'amountUah', total_uah) AS payload
        FROM orders WHERE id = ? AND status = 'delivred' AND pay_type = 'cash' AND total_uah > 0`,
      args: [orderId],
    }),
  ]
}

/**
 * The sale receipt of card money taken for an order already cancelled (its hold lapsed, or staff
 * cancelled it, while the buyer paid), to run in the batch that records that payment right after its
 * conditional update: the money was taken, so it is fiscalised before it is sent back.
 */
export function lateSaleReceiptStatement(orderId: number): InStatement {
  return jobFromSelectStatement(FISCAL_RECEIPT_JOB, `receipt:sale:${orderId}`, {
    sql: `SELECT id AS order_id, json_object('type', 'sale', 'orderId', id, 'amountUah', paid_uah) AS payload
      FROM orders WHERE id = ? AND paid_uah > 0 AND changes() = 1`,
    args: [orderId],
  })
}

/** A return's receipt job (one per return), from its row `r`: the money back, of it the cash, and the return. */
const returnJobColumns = (moneySql: string, cashSql: string) =>
  `r.order_id, json_object('type', 'return', 'orderId', r.order_id, 'amountUah', ${moneySql}, 'cashUah', ${cashSql}, 'returnId', r.id)`

/**
 * The return receipt of a refund, to run in the refund's batch right after its conditional update
 * (`changes() = 1`: only a refund that was recorded gets one). A refund that pays for goods coming
 * back (a return waiting for it) makes that return's one receipt: its goods, the card's part and the
 * cash handed back. Any other refund has its own, keyed by what has been refunded in all after it, so
 * a replay adds none; it returns the goods only when it gives back the whole payment of a cancelled or
 * returned order (`goodsBack`), else the goods stay with the buyer.
 */
export function returnReceiptStatement(orderId: number, amountUah: number): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload)
      SELECT ?, key, order_id, payload FROM (
        SELECT 0 AS rank, r.id AS rid, 'receipt:return:goods:' || r.id AS key, ${returnJobColumns('r.provider_refund_uah + r.cash_refund_uah + r.transfer_refund_uah', 'r.cash_refund_uah')} AS payload
          FROM order_returns r WHERE r.order_id = ? AND r.refund_outcome = 'pending' AND r.provider_refund_uah = ?
        UNION ALL
        SELECT 1, 0, 'receipt:return:' || id || ':' || refunded_uah, id, json_object('type', 'return', 'orderId', id, 'amountUah', ?,
          'goodsBack', json(CASE WHEN status IN ('declined', 'returned') AND refunded_uah = paid_uah THEN 'true' ELSE 'false' END))
          FROM orders WHERE id = ?
        ORDER BY rank, rid DESC LIMIT 1
      ) WHERE changes() = 1 ON CONFLICT (key) DO NOTHING`,
    args: [FISCAL_RECEIPT_JOB, orderId, amountUah, amountUah, orderId],
  }
}

/**
 * The return receipt of goods whose money staff paid back themselves only (no card payment to
 * refund), to run in the batch that records the return: one per return. Only cash handed over is paid
 * out as cash; a bank transfer staff sent is cashless (docs/decisions/return-rest-by-transfer.md).
 */
export function cashReturnReceiptStatement(returnId: number): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload)
      SELECT ?, 'receipt:return:goods:' || r.id, ${returnJobColumns('r.cash_refund_uah + r.transfer_refund_uah', 'r.cash_refund_uah')}
      FROM order_returns r WHERE r.id = ? AND r.provider_refund_uah = 0 AND r.cash_refund_uah + r.transfer_refund_uah > 0 ON CONFLICT (key) DO NOTHING`,
    args: [FISCAL_RECEIPT_JOB, returnId],
  }
}

/**
 * The return receipt of a return whose card refund was refused (it stays owed): the goods and what
 * staff paid back, to run right after the update that records the refusal. The owed money, once
 * refunded, gets a refund receipt of its own.
 */
export function refusedReturnReceiptStatement(returnId: number): InStatement {
  return {
    sql: `INSERT INTO outbox_jobs (kind, key, order_id, payload)
      SELECT ?, 'receipt:return:goods:' || r.id, ${returnJobColumns('r.cash_refund_uah + r.transfer_refund_uah', 'r.cash_refund_uah')}
      FROM order_returns r WHERE r.id = ? AND r.refund_outcome = 'failed' AND r.cash_refund_uah + r.transfer_refund_uah > 0 AND changes() = 1
      ON CONFLICT (key) DO NOTHING`,
    args: [FISCAL_RECEIPT_JOB, returnId],
  }
}

/** The goods a return took back: its order's lines and how many of each. */
export async function returnedLines(
  db: Db,
  returnId: number,
): Promise<{ lineId: number; quantity: number; valueUah: number }[]> {
  const { rows } = await db.$client.execute({
    sql: 'SELECT order_line_id, quantity, value_uah FROM order_return_lines WHERE return_id = ? ORDER BY id',
    args: [returnId],
  })
  return rows.map((r) => ({
    lineId: Number(r.order_line_id),
    quantity: Number(r.quantity),
    valueUah: Number(r.value_uah),
  }))
}

/** What a receipt shows of its order. */
export interface ReceiptOrder {
  id: number
  number: string
  payType: string
  deliveryType: string
  deliveryCostUah: number
  totalUah: number
  paidUah: number
  ttn: string
  email: string
  lines: {
    id: number
    code: string
    name: string
    quantity: number
    unitPriceUah: number
    totalUah: number
    promoDiscountUah: number
    /** Units recorded as returned (order_return_lines). */
    returned: number
  }[]
}

export async function receiptOrder(db: Db, orderId: number): Promise<ReceiptOrder | null> {
  const [orderRows, lineRows] = await db.$client.batch(
    [
      {
        sql: `SELECT o.id, o.number, o.pay_type, o.delivery_type, o.delivery_cost_uah, o.total_uah, o.paid_uah, o.ttn,
          coalesce(nullif(o.email, ''), u.email, '') AS email FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ?`,
        args: [orderId],
      },
      {
        // A receipt is in Ukrainian whatever the order's language (the law's state language): the
        // product's Ukrainian names, or the line's own where the product is gone.
        sql: `SELECT l.id, l.code, coalesce(p.name_ua, l.product_name) AS product_name,
          coalesce(v.value_ua, l.variant_name) AS variant_name, l.quantity, l.unit_price_uah, l.total_uah,
          l.promo_discount_uah, (SELECT coalesce(sum(r.quantity), 0) FROM order_return_lines r WHERE r.order_line_id = l.id) AS returned
          FROM order_lines l LEFT JOIN variants v ON v.id = l.variant_id LEFT JOIN products p ON p.id = v.product_id
          WHERE l.order_id = ? ORDER BY l.id`,
        args: [orderId],
      },
    ],
    'read',
  )
  const o = orderRows!.rows[0]
  if (!o) return null
  return {
    id: Number(o.id),
    number: String(o.number),
    payType: String(o.pay_type),
    deliveryType: String(o.delivery_type),
    deliveryCostUah: Number(o.delivery_cost_uah),
    totalUah: Number(o.total_uah),
    paidUah: Number(o.paid_uah),
    ttn: String(o.ttn),
    email: String(o.email),
    lines: lineRows!.rows.map((l) => ({
      id: Number(l.id),
      code: String(l.code),
      name: [String(l.product_name), variantPart(String(l.product_name), String(l.variant_name))]
        .filter(Boolean)
        .join(' '),
      quantity: Number(l.quantity),
      unitPriceUah: Number(l.unit_price_uah),
      totalUah: Number(l.total_uah),
      promoDiscountUah: Number(l.promo_discount_uah),
      returned: Number(l.returned),
    })),
  }
}

/** Order numbers by id, for lists of receipts. */
export async function orderNumbers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { rows } = await db.$client.execute({
    sql: `SELECT id, number FROM orders WHERE id IN (${ids.map(() => '?').join(',')})`,
    args: ids,
  })
  return new Map(rows.map((r) => [Number(r.id), String(r.number)]))
}

export async function orderIdByReference(db: Db, reference: string): Promise<number | null> {
  const { rows } = await db.$client.execute({ sql: 'SELECT id FROM orders WHERE reference = ?', args: [reference] })
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * The link of the issued receipt Checkbox knows by `receiptId` (the id the store chose), or null: only
 * a receipt the store issued has one. The job kind is written into the text (not bound) so that
 * SQLite can use the partial index on the receipt id (migration 0030).
 */
export async function issuedReceiptUrl(db: Db, receiptId: string): Promise<string | null> {
  const { rows } = await db.$client.execute({
    sql: `SELECT json_extract(result, '$.url') AS url FROM outbox_jobs
      WHERE kind = '${FISCAL_RECEIPT_JOB}' AND json_extract(result, '$.receiptId') = ? AND status = 'done'`,
    args: [receiptId],
  })
  const url = rows[0]?.url
  return typeof url === 'string' && url !== '' ? url : null
}
