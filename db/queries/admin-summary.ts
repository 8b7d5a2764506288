import { and, eq, inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { NOT_A_SALE_STATUSES } from '../../app/domain/order-revenue'
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
import { jsonArray, jsonObject, statementRow } from './json-statement'
import { refundedInFullSql, revenueSql } from './order-money-sql'

/** Orders that wait for staff: new ones and payments to check; and those paid or packed, to send. */
const ORDERS_WAITING = ['new', 'created', 'payed_check'] as const
const ORDERS_TO_SHIP = ['payed', 'prepered'] as const
/**
 * A paid or packed order whose payment went back in full is not to be sent (it stays paid until staff
 * cancel it): it is counted apart, for staff to cancel. Orders in these statuses are few at any time.
 */
const toShip = and(inArray(orders.status, ORDERS_TO_SHIP), sql`NOT ${refundedInFullSql}`)
const refundedNotCancelled = and(inArray(orders.status, ORDERS_TO_SHIP), refundedInFullSql)

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

const countOf = (table: SQLiteTable, where: SQL | undefined) => sql`(SELECT count(*) FROM ${table} WHERE ${where})`

const onHand = sql`(${variants.stock} + ${variants.stockOpt})`
const lowStock = and(sql`${onHand} < ${sql.placeholder('below')}`, eq(products.isActive, true))

/**
 * Orders placed in the week (not declined) with conditional sums for today: one walk of the
 * created-at range over orders_sales_idx, which holds every column read, so no order row is read.
 */
const sales = sql`(SELECT count(*) AS week_orders, coalesce(sum(${revenueSql}), 0) AS week_revenue,
    coalesce(sum(${orders.totalUah}), 0) AS week_total,
    count(*) FILTER (WHERE ${orders.createdAt} >= ${sql.placeholder('todayFrom')}) AS today_orders,
    coalesce(sum(${revenueSql}) FILTER (WHERE ${orders.createdAt} >= ${sql.placeholder('todayFrom')}), 0) AS today_revenue,
    coalesce(sum(${orders.totalUah}) FILTER (WHERE ${orders.createdAt} >= ${sql.placeholder('todayFrom')}), 0) AS today_total
  FROM ${orders}
  WHERE ${orders.createdAt} >= ${sql.placeholder('weekFrom')} AND ${orders.status} NOT IN (${list(NOT_A_SALE_STATUSES)}))`

const name = (key: string) => sql`${sql.identifier(key)}`
/** `column AS "key", …`: a subquery's columns named as its JSON rows name them. */
const named = (fields: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(fields).map(([key, column]) => sql`${column} AS ${name(key)}`),
    sql`, `,
  )
/** The same names, read back from that subquery. */
const picked = (fields: Record<string, SQLWrapper>) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, name(key)]))

/**
 * How many variants of visible products are low: all low variants (counted in variants_on_hand_idx
 * alone) less those of hidden products (found from the few hidden products). Joining every low variant
 * to its product instead read tens of thousands of product rows at 100,000 products. A variant always
 * has its product (a foreign key that deletes variants with it), so the two counts are the same.
 */
const lowStockCount = sql`((SELECT count(*) FROM ${variants} WHERE ${onHand} < ${sql.placeholder('below')})
    - (SELECT count(*) FROM ${products} CROSS JOIN ${variants} ON ${variants.productId} = ${products.id}
      WHERE ${eq(products.isActive, false)} AND ${onHand} < ${sql.placeholder('below')}))`

/** The few variants listed, as one JSON text: the fewest pieces first (variants_on_hand_idx walks them in order). */
const lowStockRows = (() => {
  const row = {
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
  }
  const chosen = sql`SELECT ${named(row)}, ${onHand} AS on_hand
    FROM ${variants} JOIN ${products} ON ${products.id} = ${variants.productId} JOIN ${brands} ON ${brands.id} = ${products.brandId}
    WHERE ${lowStock} ORDER BY ${onHand}, ${variants.id} LIMIT ${sql.placeholder('listed')}`
  return sql`(SELECT ${jsonArray(jsonObject(picked(row)), sql`on_hand, ${name('variantId')}`)} FROM (${chosen}))`
})()

const failedEmailRows = (() => {
  const fields = {
    id: emailOutbox.id,
    to: emailOutbox.to,
    subject: emailOutbox.subject,
    createdAt: emailOutbox.createdAt,
  }
  return sql`(SELECT ${jsonArray(jsonObject(picked(fields)), sql`${name('createdAt')} DESC, ${name('id')} DESC`)}
    FROM (SELECT ${named(fields)} FROM ${emailOutbox} WHERE ${emailOutbox.status} = 'failed'
    ORDER BY ${emailOutbox.createdAt} DESC, ${emailOutbox.id} DESC LIMIT ${sql.placeholder('listed')}))`
})()

/**
 * The whole start page as one statement (one round trip): each count a subquery over an index that
 * answers it alone, the week's and today's sales in one walk, the lists as JSON texts.
 */
const summaryStatement = () => sql`SELECT
    ${countOf(orders, inArray(orders.status, ORDERS_WAITING))},
    ${countOf(orders, toShip)},
    ${countOf(wholesaleRequests, eq(wholesaleRequests.status, 'pending'))},
    ${countOf(partnerApplications, eq(partnerApplications.status, 'new'))},
    ${countOf(leads, eq(leads.handled, false))},
    ${countOf(contactMessages, eq(contactMessages.handled, false))},
    ${countOf(contactMessages, and(eq(contactMessages.handled, false), eq(contactMessages.kind, 'contact')))},
    ${countOf(comments, sql`${comments.createdAt} >= ${sql.placeholder('reviewsSince')}`)},
    sales.week_orders, sales.week_revenue, sales.week_total, sales.today_orders, sales.today_revenue, sales.today_total,
    ${lowStockCount},
    ${lowStockRows},
    ${countOf(emailOutbox, eq(emailOutbox.status, 'failed'))},
    ${failedEmailRows},
    ${countOf(orders, refundedNotCancelled)}
  FROM ${sales} AS sales`

export interface SalesFigures {
  orders: number
  revenueUah: number
  totalUah: number
}

export interface LowStockVariant {
  variantId: number
  productId: number
  code: string
  productUa: string
  productEn: string | null
  valueUa: string
  valueEn: string | null
  brand: string
  stock: number
  stockOpt: number
}

export interface FailedEmail {
  id: number
  to: string
  subject: string
  createdAt: number
}

export interface DashboardFigures {
  ordersNew: number
  toShip: number
  /** Paid or packed orders whose payment went back in full: to cancel, not to ship. */
  refundedNotCancelled: number
  requests: number
  applications: number
  openLeads: number
  openMessages: number
  openContact: number
  reviews: number
  week: SalesFigures
  today: SalesFigures
  lowStock: { total: number; rows: LowStockVariant[] }
  failedEmails: { total: number; rows: FailedEmail[] }
}

/**
 * The figures behind the back office's start page: orders placed from `weekFrom` and `todayFrom` (not
 * declined), reviews since `reviewsSince`, variants of visible products with fewer than `lowStockBelow`
 * pieces on hand, emails the provider refused; `listed` of each list.
 */
export async function dashboardFigures(
  db: Db,
  at: { reviewsSince: number; weekFrom: number; todayFrom: number; lowStockBelow: number; listed: number },
): Promise<DashboardFigures> {
  const values = await statementRow(db, 'admin-summary', summaryStatement, {
    reviewsSince: at.reviewsSince,
    weekFrom: at.weekFrom,
    todayFrom: at.todayFrom,
    below: at.lowStockBelow,
    listed: at.listed,
  })
  const [ordersNew, toShip, requests, applications, openLeads, openMessages, openContact, reviews] = values
    .slice(0, 8)
    .map(Number) as number[]
  const [weekOrders, weekRevenue, weekTotal, todayOrders, todayRevenue, todayTotal, lowTotal] = values
    .slice(8, 15)
    .map(Number) as number[]
  return {
    ordersNew: ordersNew!,
    toShip: toShip!,
    refundedNotCancelled: Number(values[18]),
    requests: requests!,
    applications: applications!,
    openLeads: openLeads!,
    openMessages: openMessages!,
    openContact: openContact!,
    reviews: reviews!,
    week: { orders: weekOrders!, revenueUah: weekRevenue!, totalUah: weekTotal! },
    today: { orders: todayOrders!, revenueUah: todayRevenue!, totalUah: todayTotal! },
    lowStock: { total: lowTotal!, rows: JSON.parse(String(values[15])) as LowStockVariant[] },
    failedEmails: { total: Number(values[16]), rows: JSON.parse(String(values[17])) as FailedEmail[] },
  }
}
