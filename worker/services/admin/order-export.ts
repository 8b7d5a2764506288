import { kyivDateTime } from '../../../app/domain/kyiv-time'
import type { Locale } from '../../../app/domain/locale'
import { resources } from '../../../app/i18n/resources'
import type { Db } from '../../../db/client'
import { type OrderFilter, orderExportLines } from '../../../db/queries/order-export'
import { toCsv } from './spreadsheet/csv'

/** At most this many lines in one export: a year of a busy store, and still one Worker's memory. */
const MAX_EXPORT_LINES = 100_000

/**
 * The filtered orders for Ukrainian Excel: `;` between cells (its list separator), a UTF-8 BOM,
 * Kyiv time, statuses in the staff member's language, one row per order line (the order's own
 * columns repeated), so a pivot table can sum goods as well as orders.
 */
export async function ordersCsv(db: Db, where: OrderFilter, locale: Locale): Promise<string> {
  const texts = resources[locale].translation.admin
  const rows = await orderExportLines(db, where, MAX_EXPORT_LINES)
  const h = texts.export
  return toCsv(
    [
      [
        h.number,
        h.created,
        h.status,
        h.pay_type,
        h.delivery_type,
        h.customer,
        h.phone,
        h.email,
        h.code,
        h.product,
        h.quantity,
        h.unit_price,
        h.line_total,
        h.order_total,
        h.wholesale,
      ],
      ...rows.map((r) => [
        r.number,
        kyivDateTime(r.createdAt),
        texts.status[r.status],
        texts.pay_type[r.payType],
        texts.delivery_type[r.deliveryType],
        `${r.firstName} ${r.lastName}`.trim(),
        r.phone,
        r.email,
        r.code,
        r.product === null ? null : r.variant ? `${r.product}, ${r.variant}` : r.product,
        r.quantity,
        r.unitPrice,
        r.lineTotal,
        r.orderTotal,
        r.isWholesale ? texts.common.yes : texts.common.no,
      ]),
    ],
    ';',
  )
}
