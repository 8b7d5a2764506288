import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { CASH_IN_HAND_STATUSES, CASH_PAY_TYPES, NOT_A_SALE_STATUSES } from '../../app/domain/order-revenue'
import type { Db } from '../client'
import {
  brands,
  comments,
  contactMessages,
  emailOutbox,
  leads,
  orders,
  partnerApplications,
  products,
  variants,
  wholesaleRequests,
} from '../schema'

/** The counts behind the back office's start page; reviews are those since `reviewsSince`. */
export async function waitingCounts(db: Db, reviewsSince: number) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0
  const [ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews] = await Promise.all([
    n(
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ['new', 'created', 'payed_check'])),
    ),
    n(
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ['payed', 'prepered'])),
    ),
    n(db.select({ n: count() }).from(wholesaleRequests).where(eq(wholesaleRequests.status, 'pending'))),
    n(db.select({ n: count() }).from(partnerApplications).where(eq(partnerApplications.status, 'new'))),
    n(db.select({ n: count() }).from(leads).where(eq(leads.handled, false))),
    n(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.handled, false))),
    n(
      db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.handled, false), eq(contactMessages.kind, 'contact'))),
    ),
    n(db.select({ n: count() }).from(comments).where(gte(comments.createdAt, reviewsSince))),
  ])
  return { ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews }
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** `orderRevenueUah` (app/domain/order-revenue.ts) in SQL: card money kept, plus cash once in hand. */
const revenue = sql<number>`${orders.paidUah} - ${orders.refundedUah} + CASE WHEN ${orders.payType} IN (${list(CASH_PAY_TYPES)}) AND ${orders.status} IN (${list(CASH_IN_HAND_STATUSES)}) THEN max(0, ${orders.totalUah} - ${orders.paidUah}) ELSE 0 END`

export interface SalesFigures {
  orders: number
  revenueUah: number
  totalUah: number
}

/** Orders placed from `since` on (not declined), what they brought in and what they were for. */
export async function salesSince(db: Db, since: number): Promise<SalesFigures> {
  const [row] = await db
    .select({
      orders: count(),
      revenueUah: sql<number>`coalesce(sum(${revenue}), 0)`,
      totalUah: sql<number>`coalesce(sum(${orders.totalUah}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), sql`${orders.status} NOT IN (${list(NOT_A_SALE_STATUSES)})`))
  return { orders: row?.orders ?? 0, revenueUah: Number(row?.revenueUah ?? 0), totalUah: Number(row?.totalUah ?? 0) }
}

const onHand = sql<number>`(${variants.stock} + ${variants.stockOpt})`

/** Variants of visible products with fewer pieces on hand than `below`: the fewest first, and how many there are. */
export async function lowStockVariants(db: Db, below: number, limit: number) {
  const where = and(sql`${onHand} < ${below}`, eq(products.isActive, true))
  const [rows, [total]] = await Promise.all([
    db
      .select({
        variantId: variants.id,
        productId: products.id,
        code: variants.code,
        productUa: products.nameUa,
        productEn: products.nameEn,
        valueUa: variants.valueUa,
        valueEn: variants.valueEn,
        brand: brands.name,
        stock: variants.stock,
        stockOpt: variants.stockOpt,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(onHand, variants.id)
      .limit(limit),
    db.select({ n: count() }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Emails the provider refused: how many, and the latest few. */
export async function failedEmails(db: Db, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'failed'))
      .orderBy(sql`${emailOutbox.createdAt} DESC`)
      .limit(limit),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
  ])
  return { rows, total: total?.n ?? 0 }
}
