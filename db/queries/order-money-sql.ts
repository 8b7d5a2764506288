import { sql } from 'drizzle-orm'
import { COLLECTED_STATUSES } from '../../app/domain/payment-state'
import { orders } from '../schema'

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** `paidInAll` (app/domain/payment-state.ts) in SQL: the provider's payment, or the whole total once cash was collected. */
export const paidInAllSql = sql`(CASE WHEN ${orders.payType} <> 'card' AND ${orders.status} IN (${list(COLLECTED_STATUSES)})
  THEN max(${orders.paidUah}, ${orders.totalUah}) ELSE ${orders.paidUah} END)`

/** Refunded in all: the provider's refunds and cash handed back for returns. */
export const refundedInAllSql = sql`(${orders.refundedUah} + ${orders.cashRefundedUah})`

/** `orderRevenueUah` (app/domain/order-revenue.ts) in SQL: paid in all less refunded in all. */
export const revenueSql = sql`(${paidInAllSql} - ${refundedInAllSql})`

/** The payment state `refunded` (app/domain/payment-state.ts): something was paid and all of it went back. */
export const refundedInFullSql = sql`(${paidInAllSql} > 0 AND ${refundedInAllSql} >= ${paidInAllSql})`
