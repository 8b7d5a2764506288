import type { Row } from '@libsql/client'
import type { Db } from '../client'
import {
  LINE_SELECT,
  num,
  numOrNull,
  ORDER_SELECT,
  type OrderLineRow,
  type OrderRow,
  toLineRow,
  toOrderRow,
} from './order-rows'
import { productShownSql } from './shown'

/** What an order is priced from: its variants' prices and stock, the promo code, an earlier request's order. */

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
      { sql: `${PRICING_SELECT} WHERE v.id IN (${placeholders(ids.length)}) AND ${productShownSql('p')}`, args: ids },
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
