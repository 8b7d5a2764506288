import { resolve } from 'node:path'
import { createClient } from '@libsql/client'
import { storedOrder } from './admin-data'
import { SERVED_DB_FILE } from './served-store'

/** The database file the browser tests' server serves (served-store.ts). */
const DB_FILE = resolve(SERVED_DB_FILE)

async function withDb<T>(run: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${DB_FILE}` })
  try {
    await db.execute('PRAGMA busy_timeout = 10000')
    return await run(db)
  } finally {
    db.close()
  }
}

/**
 * A card order handed to delivery, paid 1,000 UAH with 100 UAH refunded and a 200 UAH refund the
 * acquirer refused, with a waybill, and on its timeline everything the machinery writes: the placed
 * email, WayForPay's report, the refused refund. Beside it, an audit row of a price and stock edit
 * in the field names the code uses.
 */
export async function busyCardOrder(): Promise<{ id: number; number: string; ttn: string; productId: number }> {
  const order = await storedOrder(`050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
  const ttn = `2045${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`
  await withDb(async (db) => {
    await db.batch(
      [
        {
          sql: `UPDATE orders SET status = 'at_delivry', pay_type = 'card', paid_uah = 1000, refunded_uah = 100, refund_failed_uah = 200, refund_error = 'Declined To Card Issuer', ttn = ? WHERE id = ?`,
          args: [ttn, order.id],
        },
        {
          sql: `INSERT INTO order_events (order_id, kind, note) VALUES (?, 'email', ?)`,
          args: [order.id, `order_placed → e2e.${order.number}@example.com: Замовлення № ${order.number} прийнято`],
        },
        {
          sql: `INSERT INTO order_events (order_id, kind, amount_uah, note) VALUES (?, 'refund_failed', 200, 'Declined To Card Issuer')`,
          args: [order.id],
        },
        {
          sql: `INSERT INTO payment_events (order_id, order_reference, source, transaction_status, signature_valid, payload) VALUES (?, ?, 'callback', 'Approved', 1, '{}')`,
          args: [order.id, order.reference],
        },
        {
          sql: `INSERT INTO audit_log (action, entity, entity_id, before, after) VALUES ('variant.update', 'variant', '1', '{"priceUah":500,"stockOpt":5,"isActive":true}', '{"priceUah":450,"stockOpt":3,"isActive":false}')`,
          args: [],
        },
        {
          sql: `INSERT INTO audit_log (action, entity, entity_id, before, after) VALUES ('order.status', 'order', ?, '{"status":"payed"}', '{"status":"prepered"}')`,
          args: [String(order.id)],
        },
        {
          sql: `INSERT INTO audit_log (action, entity, entity_id, before, after) VALUES ('catalogue.import', 'catalogue', 'Каталог на листопад.xlsx', NULL,
            '{"categories":1,"brands":0,"products":{"added":2,"updated":1,"unchanged":0},"variants":{"added":3,"updated":0,"unchanged":4},"galleries":0}')`,
          args: [],
        },
        {
          sql: `INSERT INTO audit_log (action, entity, entity_id, before, after) VALUES ('order.return', 'order', ?, NULL,
            '{"reason":"wrong_item","lines":[{"line_id":1,"quantity":1,"stock_back":1,"stock_opt_back":0}],"refund_by_provider":0,"refund_in_cash":100}')`,
          args: [String(order.id)],
        },
        {
          sql: `INSERT INTO audit_log (action, entity, entity_id, before, after) VALUES ('order.waybill', 'order', ?, '{"ttn":""}', '{"ttn":"20450000000001","cod_uah":0}')`,
          args: [String(order.id)],
        },
      ],
      'write',
    )
  })
  return { id: order.id, number: order.number, ttn, productId: order.productId }
}
