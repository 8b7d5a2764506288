import type { Row } from '@libsql/client'
import type { OrderStatus, PaymentType } from '../../app/domain/order-status'
import type { Db } from '../client'

/** Orders and their lines as the buyer's and staff's services read them (raw SQL on the libSQL client). */

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
  /** What the order's promo took off this line in all (0 without one). */
  promoDiscountUah: number
  productName: string
  variantName: string
  brandName: string
  brandSlug: string | null
  /** The product's slug and the variant's first picture (R2 key) while they exist. */
  productSlug: string | null
  imageRef: string | null
  /** The product's and variant's names in both languages now, while they exist (a page in the reader's language). */
  names: { productUa: string; productEn: string; valueUa: string; valueEn: string } | null
}

export const num = (v: unknown) => Number(v)
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

export const ORDER_SELECT = `SELECT o.id, o.number, o.reference, o.user_id, o.status, o.pay_type, o.delivery_type, o.is_wholesale,
  o.goods_total_uah, o.promo_discount_uah, o.delivery_cost_uah, o.total_uah, o.promo_code_id, pc.code AS promo_code, o.created_at,
  o.ttn, o.np_city, o.np_branch, o.phone, o.paid_uah, o.refunded_uah, o.cash_refunded_uah, o.hold_until
  FROM orders o LEFT JOIN promo_codes pc ON pc.id = o.promo_code_id`

export const LINE_SELECT = `SELECT l.id, l.order_id, l.variant_id, l.code, l.quantity, l.preorder_quantity, l.unit_price_uah, l.total_uah, l.promo_discount_uah,
  l.product_name, l.variant_name, l.brand_name, b.slug AS brand_slug, p.slug AS product_slug,
  p.name_ua AS now_product_ua, p.name_en AS now_product_en, v.value_ua AS now_value_ua, v.value_en AS now_value_en,
  (SELECT vi.s FROM variant_images vi WHERE vi.variant_id = l.variant_id ORDER BY vi.position LIMIT 1) AS image_ref
  FROM order_lines l LEFT JOIN variants v ON v.id = l.variant_id LEFT JOIN products p ON p.id = v.product_id LEFT JOIN brands b ON b.id = p.brand_id`

export function toOrderRow(r: Row): OrderRow {
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

export function toLineRow(r: Row): OrderLineRow {
  return {
    id: num(r.id),
    orderId: num(r.order_id),
    variantId: num(r.variant_id),
    code: String(r.code),
    quantity: num(r.quantity),
    preorderQuantity: num(r.preorder_quantity),
    unitPriceUah: num(r.unit_price_uah),
    totalUah: num(r.total_uah),
    promoDiscountUah: num(r.promo_discount_uah ?? 0),
    productName: String(r.product_name),
    variantName: String(r.variant_name),
    brandName: String(r.brand_name),
    brandSlug: r.brand_slug === null ? null : String(r.brand_slug),
    productSlug: r.product_slug === null || r.product_slug === undefined ? null : String(r.product_slug),
    imageRef: r.image_ref === null || r.image_ref === undefined ? null : String(r.image_ref),
    names:
      r.now_product_ua === null || r.now_product_ua === undefined
        ? null
        : {
            productUa: String(r.now_product_ua),
            productEn: String(r.now_product_en ?? ''),
            valueUa: String(r.now_value_ua ?? ''),
            valueEn: String(r.now_value_en ?? ''),
          },
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
            -- The provider's part once it went back; what staff paid back themselves (cash, transfer) went back when recorded.
            CASE WHEN r.refund_outcome = 'refunded' THEN r.provider_refund_uah ELSE 0 END + r.cash_refund_uah + r.transfer_refund_uah AS refund_uah,
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
