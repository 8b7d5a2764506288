import type { InStatement, Row } from '@libsql/client'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import type { Db } from '../client'
import { acceptedMessageStatement } from './messages'
import { endStockContextStatement, orderStockContextStatement, stockContextStatement } from './stock-movements'

/**
 * Orders in raw SQL on the libSQL client: creating one is a single write batch (one round trip, one
 * IMMEDIATE transaction), which drizzle's batch (always DEFERRED) cannot express.
 */

export interface PricingVariantRow {
  id: number
  code: string
  valueUa: string
  valueEn: string
  priceUah: number
  discountPriceUah: number
  wholesalePriceUah: number
  discountWholesalePriceUah: number
  productNameUa: string
  productNameEn: string
  brandId: number
  brandName: string
  stock: number
  stockOpt: number
  /** A partner orders whole packs of this many. */
  packSize: number
}

export interface PromoRow {
  id: number
  code: string
  brandId: number
  brandName: string
  brandSlug: string
  kind: 'percent' | 'fixed'
  amount: number
  startsAt: number | null
  endsAt: number | null
  usageLimit: number | null
  usedCount: number
  isActive: boolean
}

export interface OrderRow {
  id: number
  number: string
  reference: string
  userId: number | null
  status: OrderStatus
  payType: PaymentType
  deliveryType: 'newpost' | 'curier' | 'pickup'
  isWholesale: boolean
  goodsTotalUah: number
  promoDiscountUah: number
  deliveryCostUah: number
  totalUah: number
  promoCode: string | null
  promoCodeId: number | null
  createdAt: number
  ttn: string
  npCity: string
  npBranch: string
  /** The buyer's phone: the carrier tells more about a parcel to whoever names its recipient's phone. */
  phone: string
  paidUah: number
  refundedUah: number
  holdUntil: number | null
  /** Notes staff wrote for the buyer (filled by the readers that list orders). */
  notes: { at: number; text: string }[]
  /** Money handed back in cash for returned goods. */
  cashRefundedUah: number
  /** Goods that came back, oldest first. */
  returns: BuyerReturnRow[]
}

export interface BuyerReturnRow {
  id: number
  at: number
  reason: string
  valueUah: number
  refundUah: number
  lines: { lineId: number; quantity: number }[]
}

export interface OrderLineRow {
  id: number
  orderId: number
  variantId: number
  code: string
  quantity: number
  preorderQuantity: number
  unitPriceUah: number
  totalUah: number
  productName: string
  variantName: string
  brandName: string
  brandSlug: string | null
}

const num = (v: unknown) => Number(v)
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

const ORDER_SELECT = `SELECT o.id, o.number, o.reference, o.user_id, o.status, o.pay_type, o.delivery_type, o.is_wholesale,
  o.goods_total_uah, o.promo_discount_uah, o.delivery_cost_uah, o.total_uah, o.promo_code_id, pc.code AS promo_code, o.created_at,
  o.ttn, o.np_city, o.np_branch, o.phone, o.paid_uah, o.refunded_uah, o.cash_refunded_uah, o.hold_until
  FROM orders o LEFT JOIN promo_codes pc ON pc.id = o.promo_code_id`

const LINE_SELECT = `SELECT l.id, l.order_id, l.variant_id, l.code, l.quantity, l.preorder_quantity, l.unit_price_uah, l.total_uah,
  l.product_name, l.variant_name, l.brand_name, b.slug AS brand_slug
  FROM order_lines l LEFT JOIN variants v ON v.id = l.variant_id LEFT JOIN products p ON p.id = v.product_id LEFT JOIN brands b ON b.id = p.brand_id`

function toOrderRow(r: Row): OrderRow {
  return {
    id: num(r.id),
    number: String(r.number),
    reference: String(r.reference),
    userId: numOrNull(r.user_id),
    status: r.status as OrderStatus,
    payType: r.pay_type as PaymentType,
    deliveryType: r.delivery_type as OrderRow['deliveryType'],
    isWholesale: num(r.is_wholesale) === 1,
    goodsTotalUah: num(r.goods_total_uah),
    promoDiscountUah: num(r.promo_discount_uah),
    deliveryCostUah: num(r.delivery_cost_uah),
    totalUah: num(r.total_uah),
    promoCode: r.promo_code === null ? null : String(r.promo_code),
    promoCodeId: numOrNull(r.promo_code_id),
    createdAt: num(r.created_at),
    ttn: String(r.ttn ?? ''),
    npCity: String(r.np_city ?? ''),
    npBranch: String(r.np_branch ?? ''),
    phone: String(r.phone ?? ''),
    paidUah: num(r.paid_uah ?? 0),
    refundedUah: num(r.refunded_uah ?? 0),
    holdUntil: numOrNull(r.hold_until),
    notes: [],
    cashRefundedUah: num(r.cash_refunded_uah ?? 0),
    returns: [],
  }
}

function toLineRow(r: Row): OrderLineRow {
  return {
    id: num(r.id),
    orderId: num(r.order_id),
    variantId: num(r.variant_id),
    code: String(r.code),
    quantity: num(r.quantity),
    preorderQuantity: num(r.preorder_quantity),
    unitPriceUah: num(r.unit_price_uah),
    totalUah: num(r.total_uah),
    productName: String(r.product_name),
    variantName: String(r.variant_name),
    brandName: String(r.brand_name),
    brandSlug: r.brand_slug === null ? null : String(r.brand_slug),
  }
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

const PRICING_SELECT = `SELECT v.id, v.code, v.value_ua, v.value_en, v.price_uah, v.discount_price_uah, v.wholesale_price_uah,
  v.discount_wholesale_price_uah, v.stock, v.stock_opt, v.pack_size, p.name_ua, p.name_en, b.id AS brand_id, b.name AS brand_name
  FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id`

const PROMO_SELECT = `SELECT pc.id, pc.code, pc.brand_id, b.name AS brand_name, b.slug AS brand_slug, pc.kind, pc.amount, pc.starts_at,
  pc.ends_at, pc.usage_limit, pc.used_count, pc.is_active
  FROM promo_codes pc JOIN brands b ON b.id = pc.brand_id`

function toPricingRow(r: Row): PricingVariantRow {
  return {
    id: num(r.id),
    code: String(r.code),
    valueUa: String(r.value_ua),
    valueEn: String(r.value_en),
    priceUah: num(r.price_uah),
    discountPriceUah: num(r.discount_price_uah),
    wholesalePriceUah: num(r.wholesale_price_uah),
    discountWholesalePriceUah: num(r.discount_wholesale_price_uah),
    productNameUa: String(r.name_ua),
    productNameEn: String(r.name_en),
    brandId: num(r.brand_id),
    brandName: String(r.brand_name),
    stock: num(r.stock),
    stockOpt: num(r.stock_opt),
    packSize: num(r.pack_size ?? 1),
  }
}

function toPromoRow(r: Row): PromoRow {
  return {
    id: num(r.id),
    code: String(r.code),
    brandId: num(r.brand_id),
    brandName: String(r.brand_name),
    brandSlug: String(r.brand_slug),
    kind: r.kind === 'fixed' ? 'fixed' : 'percent',
    amount: num(r.amount),
    startsAt: numOrNull(r.starts_at),
    endsAt: numOrNull(r.ends_at),
    usageLimit: numOrNull(r.usage_limit),
    usedCount: num(r.used_count),
    isActive: num(r.is_active) === 1,
  }
}

/** A promo code by its normalised (upper-case) text. */
export async function promoByCode(db: Db, code: string): Promise<PromoRow | null> {
  const { rows } = await db.$client.execute({ sql: `${PROMO_SELECT} WHERE upper(pc.code) = ? LIMIT 1`, args: [code] })
  return rows[0] ? toPromoRow(rows[0]) : null
}

export interface OrderInputs {
  /** The order an earlier request with the same Idempotency-Key wrote, if any. */
  existing: { order: OrderRow; lines: OrderLineRow[] } | null
  /** Active variants among the ids, with what pricing needs: prices, names and brand. */
  variants: PricingVariantRow[]
  promo: PromoRow | null
}

/** Everything an order is computed from, in one read round trip. */
export async function orderInputs(
  db: Db,
  input: { variantIds: number[]; promoCode: string | null; idempotencyKey: string | null },
): Promise<OrderInputs> {
  const ids = input.variantIds.length > 0 ? input.variantIds : [0]
  const key = input.idempotencyKey ?? ''
  const [existing, lines, variants, promo] = await db.$client.batch(
    [
      { sql: `${ORDER_SELECT} WHERE o.idempotency_key = ?`, args: [key] },
      {
        sql: `${LINE_SELECT} WHERE l.order_id = (SELECT id FROM orders WHERE idempotency_key = ?) ORDER BY l.id`,
        args: [key],
      },
      { sql: `${PRICING_SELECT} WHERE v.id IN (${placeholders(ids.length)}) AND p.is_active = 1`, args: ids },
      { sql: `${PROMO_SELECT} WHERE upper(pc.code) = ? LIMIT 1`, args: [input.promoCode ?? ''] },
    ],
    'read',
  )
  const order = input.idempotencyKey && existing!.rows[0] ? toOrderRow(existing!.rows[0]) : null
  return {
    existing: order ? { order, lines: lines!.rows.map(toLineRow) } : null,
    variants: variants!.rows.map(toPricingRow),
    promo: input.promoCode && promo!.rows[0] ? toPromoRow(promo!.rows[0]) : null,
  }
}

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
 * `tookLastStock`: some line took the last units of its variant, which a shopper now sees as pre-order.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; tookLastStock: boolean }> {
  const o = order
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO orders (id, number, reference, user_id, status, pay_type, delivery_type, first_name, last_name, father_name, phone, email,
        np_city, np_branch, np_settlement_ref, np_warehouse_ref, np_refs_verified, courier_city, courier_street, courier_house, courier_apartment,
        courier_address_key, is_wholesale, goods_total_uah, promo_discount_uah, delivery_cost_uah, total_uah, promo_code_id, idempotency_key, locale, hold_until, messages_opt_in)
        SELECT n.id, CAST(max(n.id + CAST(? AS INTEGER), n.number) AS TEXT), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
        FROM (SELECT coalesce(max(id), 0) + 1 AS id, coalesce((SELECT max(CAST(number AS INTEGER)) FROM orders), 0) + 1 AS number FROM orders) n
        WHERE CAST(? AS INTEGER) IS NULL OR (SELECT count(*) FROM orders WHERE user_id IS NULL
          AND (status = 'new' OR (status IN ('created', 'payed_error') AND hold_until IS NOT NULL AND hold_until <= ?))
          AND (phone = ? OR (? <> '' AND courier_address_key = ?))) < ?`,
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
        o.nowMs,
        o.phone,
        o.courierAddressKey,
        o.courierAddressKey,
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
      sql: `SELECT count(*) AS emptied FROM order_lines l JOIN variants v ON v.id = l.variant_id
        WHERE l.order_id = (SELECT id FROM orders WHERE reference = ?) AND l.taken_stock + l.taken_stock_opt > 0 AND max(v.stock, 0) + max(v.stock_opt, 0) = 0`,
      args: [o.reference],
    },
  )
  try {
    const results = await db.$client.batch(statements, 'write')
    const orderRows = results.at(-3)!.rows
    const lineRows = results.at(-2)!.rows
    const tookLastStock = Number(results.at(-1)!.rows[0]!.emptied) > 0
    if (!orderRows[0]) throw new OrderWriteRefused('open_order_limit')
    return { order: toOrderRow(orderRows[0]!), lines: lineRows.map(toLineRow), tookLastStock }
  } catch (e) {
    const message = String((e as Error).message)
    if (message.includes('orders.idempotency_key')) throw new OrderWriteRefused('duplicate_idempotency_key')
    if (message.includes('promo_usage_limit')) throw new OrderWriteRefused('promo_usage_limit')
    throw e
  }
}

/** Orders with their lines, selected by one condition on `o` (one round trip). */
async function ordersWhere(db: Db, where: string, args: (string | number)[], limit: number) {
  const selected = `SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`
  const [orderResult, lineResult, noteResult, returnResult] = await db.$client.batch(
    [
      { sql: `${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`, args },
      { sql: `${LINE_SELECT} WHERE l.order_id IN (${selected}) ORDER BY l.id`, args },
      {
        sql: `SELECT order_id, created_at, note FROM order_events WHERE for_buyer = 1 AND note <> '' AND kind IN ('note', 'status') AND order_id IN (${selected})
          ORDER BY created_at, id`,
        args,
      },
      {
        sql: `SELECT r.id, r.order_id, r.created_at, r.reason, r.value_uah,
            CASE WHEN r.refund_outcome IN ('refunded', 'cash') THEN r.provider_refund_uah + r.cash_refund_uah ELSE 0 END AS refund_uah,
            l.order_line_id, l.quantity
          FROM order_returns r JOIN order_return_lines l ON l.return_id = r.id
          WHERE r.order_id IN (${selected}) ORDER BY r.created_at, r.id, l.id`,
        args,
      },
    ],
    'read',
  )
  const returns = new Map<number, BuyerReturnRow & { orderId: number }>()
  for (const r of returnResult!.rows) {
    const id = num(r.id)
    const found = returns.get(id) ?? {
      id,
      orderId: num(r.order_id),
      at: num(r.created_at),
      reason: String(r.reason),
      valueUah: num(r.value_uah),
      refundUah: num(r.refund_uah),
      lines: [],
    }
    found.lines.push({ lineId: num(r.order_line_id), quantity: num(r.quantity) })
    returns.set(id, found)
  }
  const lines = lineResult!.rows.map(toLineRow)
  const notes = noteResult!.rows.map((r) => ({ orderId: num(r.order_id), at: num(r.created_at), text: String(r.note) }))
  return orderResult!.rows.map(toOrderRow).map((order) => ({
    order: {
      ...order,
      notes: notes.filter((n) => n.orderId === order.id).map(({ at, text }) => ({ at, text })),
      returns: [...returns.values()].filter((r) => r.orderId === order.id).map(({ orderId: _, ...r }) => r),
    },
    lines: lines.filter((l) => l.orderId === order.id),
  }))
}

export const orderById = async (db: Db, id: number) => (await ordersWhere(db, 'o.id = ?', [id], 1))[0] ?? null
export const orderByReference = async (db: Db, reference: string) =>
  (await ordersWhere(db, 'o.reference = ?', [reference], 1))[0] ?? null
export const ordersOfUser = (db: Db, userId: number, limit: number) => ordersWhere(db, 'o.user_id = ?', [userId], limit)

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
    sql: `UPDATE orders SET pay_type = ?, status = ?, hold_until = ?, updated_at = unixepoch('subsec') * 1000 WHERE id = ? AND status IN ('new', 'created')`,
    args: [payType, status, holdUntil, id],
  })
  return rowsAffected === 1
}

/**
 * What a declined order gives back, once: the stock its lines took (retail and wholesale) and its
 * promo use. Run in the same write transaction that moves the order to declined (the customer's
 * cancel below and the staff's decline in the back office both do).
 */
export function releaseOrderStatements(
  id: number,
  why: { reason: 'cancel' | 'lapse'; actorId: number | null },
): InStatement[] {
  return [
    stockContextStatement({ ...why, orderId: id }),
    {
      sql: `UPDATE variants SET
          stock = stock + (SELECT coalesce(sum(taken_stock), 0) FROM order_lines WHERE order_id = ? AND variant_id = variants.id),
          stock_opt = stock_opt + (SELECT coalesce(sum(taken_stock_opt), 0) FROM order_lines WHERE order_id = ? AND variant_id = variants.id)
          WHERE id IN (SELECT variant_id FROM order_lines WHERE order_id = ?)`,
      args: [id, id, id],
    },
    {
      sql: `UPDATE promo_codes SET used_count = max(used_count - 1, 0) WHERE id = (SELECT promo_code_id FROM orders WHERE id = ?)`,
      args: [id],
    },
    endStockContextStatement,
  ]
}

/**
 * Cancels an open order: its status becomes declined, the stock its lines took goes back, and its
 * promo use is returned. One write transaction; false when the order was no longer open.
 */
export async function cancelOpenOrder(db: Db, id: number): Promise<boolean> {
  const tx = await db.$client.transaction('write')
  try {
    const { rows } = await tx.execute({
      sql: `SELECT status FROM orders WHERE id = ? AND status IN ('new', 'created')`,
      args: [id],
    })
    if (!rows[0]) {
      await tx.rollback()
      return false
    }
    await tx.batch([
      {
        sql: `UPDATE orders SET status = 'declined', hold_until = NULL, updated_at = unixepoch('subsec') * 1000 WHERE id = ?`,
        args: [id],
      },
      ...releaseOrderStatements(id, { reason: 'cancel', actorId: null }),
      {
        sql: `INSERT INTO order_events (order_id, kind, from_status, to_status, note) VALUES (?, 'status', ?, 'declined', 'Cancelled by the buyer')`,
        args: [id, String(rows[0].status)],
      },
    ])
    await tx.commit()
    return true
  } finally {
    tx.close()
  }
}

/** The email of a signed-in buyer's account, for an order placed without one. */
export async function accountEmail(db: Db, userId: number): Promise<string | null> {
  const { rows } = await db.$client.execute({ sql: 'SELECT email FROM users WHERE id = ?', args: [userId] })
  return rows[0]?.email ? String(rows[0].email) : null
}
