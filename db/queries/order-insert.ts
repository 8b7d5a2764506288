import type { InStatement } from '@libsql/client'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import type { IssuedSellers } from '../../app/contract/invoice'
import type { Db } from '../client'
import { HOLDING_STATUSES } from '../../app/domain/order-holds'
import { quotedList } from '../sql-literals'
import { acceptedMessageStatement } from './messages'
import { LINE_SELECT, ORDER_SELECT, type OrderLineRow, type OrderRow, toLineRow, toOrderRow } from './order-rows'
import { endStockContextStatement, orderStockContextStatement } from './stock-movements'

/**
 * Creating an order, in raw SQL on the libSQL client: one write batch (one round trip, one IMMEDIATE
 * transaction), which drizzle's batch (always DEFERRED) cannot express.
 */

export interface NewOrder {
  reference: string
  numberOffset: number
  userId: number | null
  status: OrderStatus
  payType: PaymentType
  deliveryType: 'newpost' | 'curier'
  firstName: string
  lastName: string
  fatherName: string
  phone: string
  email: string
  npCity: string
  npBranch: string
  npSettlementRef: string
  npWarehouseRef: string
  npRefsVerified: boolean
  courierCity: string
  courierStreet: string
  courierHouse: string
  courierApartment: string
  /** The courier address as the limit compares it ('' for Nova Poshta). */
  courierAddressKey: string
  isWholesale: boolean
  goodsTotalUah: number
  promoDiscountUah: number
  deliveryCostUah: number
  totalUah: number
  promoCodeId: number | null
  idempotencyKey: string | null
  locale: 'ua' | 'en'
  /** Until when an unpaid card order holds its stock (ms), or null. */
  holdUntil: number | null
  /** The buyer asked for Viber/SMS messages (and the store sends them). */
  messagesOptIn: boolean
  /**
   * At most this many guest orders awaiting confirmation (or a lapsed card payment) per phone and per
   * courier address, this one included; null: the buyer is not limited (app/domain/order-holds.ts).
   */
  maxOpenPerContact: number | null
  /** Now (ms): a card hold counts against the limit only once it lapsed. */
  nowMs: number
  /** An order paid by invoice: what its invoice prints besides the buyer's company, kept as issued. */
  invoice?: { vatPercent: number; seller: IssuedSellers | null }
  lines: {
    variantId: number
    productName: string
    variantName: string
    brandName: string
    quantity: number
    unitPriceUah: number
    totalUah: number
    /** What the promo took off this line in all. */
    promoDiscountUah?: number
  }[]
}

/**
 * The invoice's parties as issued: the buyer's company row as it is inside this transaction (what the
 * profile holds at the moment of the order) and the seller the Worker read from the site settings.
 */
function invoicePartiesStatement(reference: string, invoice: NonNullable<NewOrder['invoice']>): InStatement {
  return {
    sql: `INSERT INTO invoice_parties (order_id, vat_percent, buyer, seller)
      SELECT o.id, ?, (SELECT json_object('name', c.name, 'code', c.code, 'iban', c.iban, 'address', c.address,
        'director', c.director, 'email', c.email) FROM companies c WHERE c.user_id = o.user_id), ?
      FROM orders o WHERE o.reference = ?`,
    args: [invoice.vatPercent, invoice.seller === null ? null : JSON.stringify(invoice.seller), reference],
  }
}

/** A guest order the open-orders limit counts (its `?` is now, ms): awaiting confirmation, or a card payment whose hold lapsed. */
const OPEN_GUEST_ORDER = `(status = 'new' OR (status IN (${quotedList(HOLDING_STATUSES)}) AND hold_until IS NOT NULL AND hold_until <= ?))`

/**
 * How many open guest orders share the phone or the courier address key (arguments: phone, now, key,
 * key, now; an empty key counts none). Each contact's orders are read from its own index
 * (orders_guest_phone_idx, orders_guest_address_idx), one arm a contact, so that an order with both is
 * counted once and no order of other buyers is read.
 */
export const OPEN_GUEST_ORDERS_COUNT = `SELECT count(*) FROM (
  SELECT id FROM orders WHERE user_id IS NULL AND phone = ? AND ${OPEN_GUEST_ORDER}
  UNION SELECT id FROM orders WHERE user_id IS NULL AND ? <> '' AND courier_address_key = ? AND ${OPEN_GUEST_ORDER})`

/** What the database refuses inside the order batch, named by the guard that refused it. */
export type OrderWriteRefusal = 'duplicate_idempotency_key' | 'promo_usage_limit' | 'open_order_limit'

export class OrderWriteRefused extends Error {
  constructor(readonly refusal: OrderWriteRefusal) {
    super(refusal)
  }
}

/**
 * Writes an order, its lines, its stock and its promo use in one IMMEDIATE transaction (one batch):
 * each line takes what stock is left — a retail buyer's from `stock` then `stock_opt`, a wholesaler's
 * from `stock_opt` only (spec §4/§6) — and records the rest as pre-order, so stock never goes below
 * zero and nothing is oversold, however many orders race. The promo's use is counted here too; the
 * `promo_usage_limit` trigger refuses the use beyond the limit and so rolls the whole order back.
 * A line asking for more than is available takes nothing and is all pre-order, so one order cannot
 * drain a variant. The order is not written at all (`open_order_limit`) when its phone or courier
 * address (by its normalised key) already has `maxOpenPerContact` guest orders awaiting confirmation
 * or a lapsed card payment: the count and the insert are one statement inside the transaction, so
 * concurrent requests cannot slip past it.
 * An order's number is its id plus the offset, or one past the highest number stored when that is
 * taken (orders imported with their own numbers): a number above every stored one cannot collide
 * (orders_number_int_idx makes finding it one index step).
 * `tookLastStock`: some line took the last units of its variant, which a shopper now sees as pre-order;
 * `tookLastWholesaleStock`: some line took the last wholesale units, which a partner now sees as pre-order.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; tookLastStock: boolean; tookLastWholesaleStock: boolean }> {
  const o = order
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO orders (id, number, reference, user_id, status, pay_type, delivery_type, first_name, last_name, father_name, phone, email,
        np_city, np_branch, np_settlement_ref, np_warehouse_ref, np_refs_verified, courier_city, courier_street, courier_house, courier_apartment,
        courier_address_key, is_wholesale, goods_total_uah, promo_discount_uah, delivery_cost_uah, total_uah, promo_code_id, idempotency_key, locale, hold_until, messages_opt_in)
        SELECT n.id, CAST(max(n.id + CAST(? AS INTEGER), n.number) AS TEXT), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
        FROM (SELECT coalesce(max(id), 0) + 1 AS id, coalesce((SELECT max(CAST(number AS INTEGER)) FROM orders), 0) + 1 AS number FROM orders) n
        WHERE CAST(? AS INTEGER) IS NULL OR (${OPEN_GUEST_ORDERS_COUNT}) < ?`,
      args: [
        o.numberOffset,
        o.reference,
        o.userId,
        o.status,
        o.payType,
        o.deliveryType,
        o.firstName,
        o.lastName,
        o.fatherName,
        o.phone,
        o.email,
        o.npCity,
        o.npBranch,
        o.npSettlementRef,
        o.npWarehouseRef,
        o.npRefsVerified ? 1 : 0,
        o.courierCity,
        o.courierStreet,
        o.courierHouse,
        o.courierApartment,
        o.courierAddressKey,
        o.isWholesale ? 1 : 0,
        o.goodsTotalUah,
        o.promoDiscountUah,
        o.deliveryCostUah,
        o.totalUah,
        o.promoCodeId,
        o.idempotencyKey,
        o.locale,
        o.holdUntil,
        o.messagesOptIn ? 1 : 0,
        o.maxOpenPerContact,
        o.phone,
        o.nowMs,
        o.courierAddressKey,
        o.courierAddressKey,
        o.nowMs,
        o.maxOpenPerContact,
      ],
    },
    {
      sql: `INSERT INTO order_events (order_id, kind, to_status) SELECT id, 'created', status FROM orders WHERE reference = ?`,
      args: [o.reference],
    },
    orderStockContextStatement(o.reference),
    // The buyer's "order accepted" Viber/SMS message, when they asked for messages: with the order or not at all.
    acceptedMessageStatement(o.reference),
  ]
  if (o.invoice) statements.push(invoicePartiesStatement(o.reference, o.invoice))
  for (const line of o.lines) {
    statements.push(
      {
        sql: `INSERT INTO order_lines (order_id, variant_id, product_name, variant_name, brand_name, code, quantity, taken_stock, taken_stock_opt,
          preorder_quantity, unit_price_uah, total_uah, promo_discount_uah)
          SELECT o.id, t.id, ?, ?, ?, t.code, t.q, t.s, t.so, t.q - t.s - t.so, ?, ?, ?
          FROM orders o, (
            SELECT id, code, q, CASE WHEN q > available THEN 0 ELSE s END AS s, CASE WHEN q > available THEN 0 ELSE so END AS so FROM (
              SELECT id, code, q, s, min(max(stock_opt, 0), q - s) AS so, retail + max(stock_opt, 0) AS available FROM (
                SELECT id, code, stock_opt, CAST(? AS INTEGER) AS q, CASE WHEN ? THEN 0 ELSE min(max(stock, 0), CAST(? AS INTEGER)) END AS s,
                  CASE WHEN ? THEN 0 ELSE max(stock, 0) END AS retail FROM variants WHERE id = ?
              )
            )
          ) t
          WHERE o.reference = ?`,
        args: [
          line.productName,
          line.variantName,
          line.brandName,
          line.unitPriceUah,
          line.totalUah,
          line.promoDiscountUah ?? 0,
          line.quantity,
          o.isWholesale ? 1 : 0,
          line.quantity,
          o.isWholesale ? 1 : 0,
          line.variantId,
          o.reference,
        ],
      },
      {
        // changes(): only when the line was written (an order refused by its open-order limit writes none).
        sql: `UPDATE variants SET
          stock = stock - (SELECT taken_stock FROM order_lines WHERE id = last_insert_rowid()),
          stock_opt = stock_opt - (SELECT taken_stock_opt FROM order_lines WHERE id = last_insert_rowid())
          WHERE id = ? AND changes() = 1`,
        args: [line.variantId],
      },
    )
  }
  if (o.promoCodeId !== null) {
    statements.push({
      sql: 'UPDATE promo_codes SET used_count = used_count + 1 WHERE id = ? AND EXISTS (SELECT 1 FROM orders WHERE reference = ?)',
      args: [o.promoCodeId, o.reference],
    })
  }
  statements.push(
    endStockContextStatement,
    { sql: `${ORDER_SELECT} WHERE o.reference = ?`, args: [o.reference] },
    {
      sql: `${LINE_SELECT} WHERE l.order_id = (SELECT id FROM orders WHERE reference = ?) ORDER BY l.id`,
      args: [o.reference],
    },
    {
      sql: `SELECT coalesce(sum(l.taken_stock + l.taken_stock_opt > 0 AND max(v.stock, 0) + max(v.stock_opt, 0) = 0), 0) AS emptied,
          coalesce(sum(l.taken_stock_opt > 0 AND v.stock_opt <= 0), 0) AS emptied_wholesale
        FROM order_lines l JOIN variants v ON v.id = l.variant_id
        WHERE l.order_id = (SELECT id FROM orders WHERE reference = ?)`,
      args: [o.reference],
    },
  )
  try {
    const results = await db.$client.batch(statements, 'write')
    const orderRows = results.at(-3)!.rows
    const lineRows = results.at(-2)!.rows
    const emptied = results.at(-1)!.rows[0]!
    if (!orderRows[0]) throw new OrderWriteRefused('open_order_limit')
    return {
      order: toOrderRow(orderRows[0]!),
      lines: lineRows.map(toLineRow),
      tookLastStock: Number(emptied.emptied) > 0,
      tookLastWholesaleStock: Number(emptied.emptied_wholesale) > 0,
    }
  } catch (e) {
    const message = String((e as Error).message)
    if (message.includes('orders.idempotency_key')) throw new OrderWriteRefused('duplicate_idempotency_key')
    if (message.includes('promo_usage_limit')) throw new OrderWriteRefused('promo_usage_limit')
    throw e
  }
}
