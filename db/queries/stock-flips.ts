import type { InStatement, ResultSet } from '@libsql/client'
import { anyFlip, availabilityFlip, type AvailabilityFlip } from '../../app/domain/availability'

/**
 * Whether a write that gives stock back (a decline, a buyer's cancel, a return) turned a variant from
 * pre-order to in stock: only then do cached pages and card lists read otherwise. Told by the
 * restocking statement itself: its RETURNING gives each variant's stock after the change and what it
 * got back, so the stock before is known in the same statement, whatever other writes race it (a
 * separate read before or after would be another moment's stock).
 */
const RESTOCKS = new WeakSet<object>()

/** The RETURNING clause of a restock: the stock after the change and, bound to `back` and `backOpt`, what came back. */
export const RESTOCK_RETURNING = (back: string, backOpt: string) =>
  `RETURNING stock, stock_opt, ${back} AS stock_back, ${backOpt} AS stock_opt_back`

/** Marks a statement ending in RESTOCK_RETURNING, so its answer is found in its batch's (stockFlipsOf). */
export function restocking<T extends Exclude<InStatement, string>>(statement: T): T {
  RESTOCKS.add(statement)
  return statement
}

/** The flips of every restock among a batch's statements, read from their answers (same order). */
export function stockFlipsOf(statements: readonly InStatement[], results: readonly ResultSet[]): AvailabilityFlip {
  const flips: AvailabilityFlip[] = []
  statements.forEach((statement, i) => {
    if (typeof statement === 'string' || !RESTOCKS.has(statement)) return
    for (const row of results[i]!.rows) {
      const after = { stock: Number(row.stock), stockOpt: Number(row.stock_opt) }
      const before = {
        stock: after.stock - Number(row.stock_back),
        stockOpt: after.stockOpt - Number(row.stock_opt_back),
      }
      flips.push(availabilityFlip(before, after))
    }
  })
  return anyFlip(flips)
}
