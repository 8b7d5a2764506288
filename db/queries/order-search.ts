import { or, type SQL, sql } from 'drizzle-orm'
import { orderNumberTerm, phoneSearchDigits } from '../../app/domain/order-search'
import { orderLines, orders } from '../schema'
import { textMatch } from './text-match'

/** The stored phone with its formatting taken out: forms store `+digits` now, but old foreign or odd rows keep what was typed. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${orders.phone}, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`

/**
 * One search box for orders: the number, the buyer's name (either order, first or last), email,
 * phone in any format, or a product code on one of its lines.
 */
export function orderSearch(q: string): SQL | undefined {
  const phone = phoneSearchDigits(q)
  const code = q.trim().toUpperCase()
  return or(
    textMatch(orderNumberTerm(q), [orders.number]),
    textMatch(q, [
      orders.email,
      sql`${orders.firstName} || ' ' || ${orders.lastName}`,
      sql`${orders.lastName} || ' ' || ${orders.firstName}`,
    ]),
    phone ? sql`${phoneDigits} LIKE ${`%${phone}%`}` : undefined,
    // The lines with the code are found once, not looked up again for every order the search reads.
    code.length >= 2
      ? sql`${orders.id} IN (SELECT ${orderLines.orderId} FROM ${orderLines} WHERE upper(${orderLines.code}) = ${code})`
      : undefined,
  )
}
