import type { StockAlertKind } from '../schema/alerts'
import type { Db } from '../client'

export type { StockAlertKind }

/** The effective retail price of `v` in SQL: the discount when set and lower (app/domain/price.ts). */
const RETAIL = `CASE WHEN v.discount_price_uah > 0 AND (v.price_uah <= 0 OR v.discount_price_uah < v.price_uah)
  THEN v.discount_price_uah ELSE v.price_uah END`
/** Whether the buyer could buy `v` now: a wholesaler from wholesale stock, others from either. */
const AVAILABLE = `CASE WHEN :wholesale THEN v.stock_opt > 0 ELSE v.stock + v.stock_opt > 0 END`

/** Asked alerts per email address that may wait at once: past it another is quietly not kept. */
export const ALERTS_PER_EMAIL = 50

export interface AlertRequest {
  variantCode: string
  kind: StockAlertKind
  email: string
  userId: number | null
  locale: 'ua' | 'en'
  wholesale: boolean
  token: string
}

export type SubscribeOutcome = 'kept' | 'unknown_variant' | 'in_stock'

/**
 * Keeps the wish, or renews a told or cancelled one (a new round, so its email is a new job). The
 * insert reads the variant in the same statement, so a back-in-stock alert is never kept for a variant
 * already in stock (its trigger would never fire). A wish already waiting is left as it is.
 */
export async function subscribe(db: Db, a: AlertRequest): Promise<SubscribeOutcome> {
  const args = {
    code: a.variantCode,
    kind: a.kind,
    email: a.email,
    user: a.userId,
    locale: a.locale,
    wholesale: a.wholesale ? 1 : 0,
    token: a.token,
    cap: ALERTS_PER_EMAIL,
  }
  const { rowsAffected } = await db.$client.execute({
    sql: `INSERT INTO stock_alerts (variant_id, kind, email, user_id, locale, wholesale, price_uah, token)
      SELECT v.id, :kind, :email, :user, :locale, :wholesale, ${RETAIL}, :token FROM variants v
      WHERE v.code = :code AND (:kind = 'price' OR NOT (${AVAILABLE}))
        AND (SELECT count(*) FROM stock_alerts WHERE email = :email AND notified_at IS NULL AND unsubscribed_at IS NULL) < :cap
      ON CONFLICT (variant_id, kind, email) DO UPDATE SET
        round = CASE WHEN notified_at IS NULL AND unsubscribed_at IS NULL THEN round ELSE round + 1 END,
        price_uah = CASE WHEN notified_at IS NULL AND unsubscribed_at IS NULL THEN price_uah ELSE excluded.price_uah END,
        notified_at = NULL, unsubscribed_at = NULL, locale = excluded.locale, wholesale = excluded.wholesale,
        user_id = coalesce(excluded.user_id, user_id)`,
    args,
  })
  if (rowsAffected > 0) return 'kept'
  const { rows } = await db.$client.execute({
    sql: `SELECT ${AVAILABLE} AS available FROM variants v WHERE v.code = :code`,
    args: { code: a.variantCode, wholesale: args.wholesale },
  })
  if (!rows[0]) return 'unknown_variant'
  // In stock for a stock alert; otherwise the address's cap was reached, answered like a kept wish.
  return a.kind === 'stock' && Number(rows[0].available) === 1 ? 'in_stock' : 'kept'
}

/** Ends the wish the link's token names; false for an unknown token. */
export async function unsubscribe(db: Db, token: string, now: number): Promise<boolean> {
  const { rows } = await db.$client.execute({
    sql: `UPDATE stock_alerts SET unsubscribed_at = coalesce(unsubscribed_at, ?) WHERE token = ? RETURNING id`,
    args: [now, token],
  })
  return rows.length > 0
}

/** What the alert's email says: the wish, the product and its price now. */
export interface AlertMail {
  id: number
  kind: StockAlertKind
  email: string
  locale: 'ua' | 'en'
  token: string
  round: number
  unsubscribed: boolean
  productName: string
  variantValue: string
  slug: string
  code: string
  priceUah: number
  askedPriceUah: number
}

export async function alertMail(db: Db, id: number): Promise<AlertMail | null> {
  const { rows } = await db.$client.execute({
    sql: `SELECT a.id, a.kind, a.email, a.locale, a.token, a.round, a.unsubscribed_at, a.price_uah AS asked,
        CASE WHEN a.locale = 'en' AND p.name_en <> '' THEN p.name_en ELSE p.name_ua END AS name,
        CASE WHEN a.locale = 'en' AND v.value_en <> '' THEN v.value_en ELSE v.value_ua END AS value,
        p.slug, v.code, ${RETAIL} AS price
      FROM stock_alerts a JOIN variants v ON v.id = a.variant_id JOIN products p ON p.id = v.product_id
      WHERE a.id = ?`,
    args: [id],
  })
  const r = rows[0]
  if (!r) return null
  return {
    id: Number(r.id),
    kind: String(r.kind) as StockAlertKind,
    email: String(r.email),
    locale: r.locale === 'en' ? 'en' : 'ua',
    token: String(r.token),
    round: Number(r.round),
    unsubscribed: r.unsubscribed_at !== null,
    productName: String(r.name),
    variantValue: String(r.value),
    slug: String(r.slug),
    code: String(r.code),
    priceUah: Number(r.price),
    askedPriceUah: Number(r.asked),
  }
}
