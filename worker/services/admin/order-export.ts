import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/universal'
import { kyivDateTime } from '../../../app/domain/kyiv-time'
import type { Locale } from '../../../app/domain/locale'
import { paymentSummary } from '../../../app/domain/payment-state'
import { resources } from '../../../app/i18n/resources'
import type { Db } from '../../../db/client'
import { type OrderExportLine, type OrderFilter, orderExportLines } from '../../../db/queries/order-export'

/** At most this many lines in one export: a year of a busy store, and still one Worker's memory. */
const MAX_EXPORT_LINES = 100_000

/** "16.01.2026 00:30" in Kyiv as a date cell Excel shows the same (a spreadsheet has no time zones). */
function kyivWallClock(at: number): Date {
  const [d, m, y, h, min] = kyivDateTime(at)
    .split(/[.\s:]/)
    .map(Number) as [number, number, number, number, number]
  return new Date(Date.UTC(y, m - 1, d, h, min))
}

const where = (r: OrderExportLine) =>
  r.deliveryType === 'newpost'
    ? { city: r.npCity, place: r.npBranch }
    : r.deliveryType === 'curier'
      ? {
          city: r.courierCity,
          place: [r.courierStreet, r.courierHouse, r.courierApartment].filter(Boolean).join(', '),
        }
      : { city: '', place: '' }

const MONEY = '#,##0'

/**
 * The filtered orders as an Excel workbook (write-excel-file: pure JavaScript over fflate, so it runs
 * in the Worker): one row per order line with the order's columns repeated, so a pivot table sums goods
 * as well as orders; dates in Kyiv time, statuses and payment states in the staff member's language.
 */
export async function ordersXlsx(db: Db, filter: OrderFilter, locale: Locale): Promise<Blob> {
  const texts = resources[locale].translation.admin
  const h = texts.export
  const rows = await orderExportLines(db, filter, MAX_EXPORT_LINES)
  const money = (value: number | null): Cell => (value === null ? null : { value, format: MONEY })
  const header: Row = [
    h.number,
    h.created,
    h.status,
    h.payment_state,
    h.pay_type,
    h.delivery_type,
    h.city,
    h.where,
    h.ttn,
    h.customer,
    h.phone,
    h.email,
    h.promo_code,
    h.promo_discount,
    h.delivery_cost,
    h.order_total,
    h.paid,
    h.refunded,
    h.wholesale,
    h.code,
    h.product,
    h.quantity,
    h.unit_price,
    h.line_total,
  ].map((value) => ({ value, fontWeight: 'bold' as const }))
  const data: Row[] = rows.map((r) => {
    const { city, place } = where(r)
    // As the order page shows it: cash counts once collected, cash handed back counts as refunded.
    const payment = paymentSummary({
      status: r.status,
      payType: r.payType,
      totalUah: r.orderTotal,
      paidUah: r.paid,
      refundedUah: r.refunded,
      cashRefundedUah: r.cashRefunded,
    })
    return [
      r.number,
      { value: kyivWallClock(r.createdAt), format: 'dd.mm.yyyy hh:mm' },
      texts.status[r.status],
      texts.payment_state[payment.state],
      texts.pay_type[r.payType],
      texts.delivery_type[r.deliveryType],
      city || null,
      place || null,
      r.ttn || null,
      `${r.firstName} ${r.lastName}`.trim(),
      r.phone,
      r.email || null,
      r.promoCode,
      money(r.promoDiscount),
      money(r.deliveryCost),
      money(r.orderTotal),
      money(payment.paidUah),
      money(payment.refundedUah),
      r.isWholesale ? texts.common.yes : texts.common.no,
      r.code,
      r.product === null ? null : r.variant ? `${r.product}, ${r.variant}` : r.product,
      r.quantity,
      money(r.unitPrice),
      money(r.lineTotal),
    ]
  })
  const widths = [10, 16, 14, 16, 14, 12, 14, 28, 16, 22, 15, 24, 12, 10, 10, 12, 12, 12, 6, 14, 40, 8, 10, 12]
  return writeXlsxFile([header, ...data], {
    sheet: h.sheet,
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob()
}
