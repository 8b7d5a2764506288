import { stockFor } from '../../../app/domain/availability'
import { type Locale, localized } from '../../../app/domain/locale'
import { partnerPrices } from '../../../app/domain/partner-tier'
import { effectivePrice } from '../../../app/domain/price'
import type { Viewer } from '../../../app/domain/viewer'
import { packOf } from '../../../app/domain/wholesale-rules'
import { emailTexts } from '../../../app/i18n/email'
import type { Db } from '../../../db/client'
import { orderableVariantsAfter } from '../../../db/queries/quick-order'
import { csvLines, toCsv } from '../admin/spreadsheet/csv'
import { refuseUnlessPartner } from './quick-order'

/** Variants read per round trip: each page is written out before the next is read. */
const PAGE = 2000

type Row = Awaited<ReturnType<typeof orderableVariantsAfter>>[number]

/** One variant at this partner's price (their tier's percent on its brand), beside the retail price. */
function line(row: Row, viewer: Viewer, locale: Locale) {
  return [
    row.code,
    row.brandName,
    localized(locale, row.productNameUa, row.productNameEn),
    localized(locale, row.valueUa, row.valueEn),
    effectivePrice(partnerPrices(row, row.brandId, viewer), true),
    effectivePrice(row, false),
    packOf(row.packSize),
    stockFor(row, true),
  ]
}

/**
 * GET /quick-order/price-list.csv: every variant on sale at the partner's own price, for their
 * spreadsheet or ERP (a B2B buyer compares and plans from a file, then orders through the quick
 * order). Streamed a page at a time in id order, so 200,000 variants never sit in memory at once.
 */
export function partnerPriceList(db: Db, viewer: Viewer, locale: Locale, page = PAGE): ReadableStream<Uint8Array> {
  refuseUnlessPartner(viewer)
  const t = emailTexts(locale).price_list
  const encoder = new TextEncoder()
  let after: number | null = null
  return new ReadableStream({
    async pull(controller) {
      if (after === null) {
        after = 0
        const header = [t.code, t.brand, t.product, t.variant, t.price, t.retail, t.pack, t.stock]
        return controller.enqueue(encoder.encode(toCsv([header])))
      }
      const rows = await orderableVariantsAfter(db, after, page)
      if (rows.length > 0) controller.enqueue(encoder.encode(csvLines(rows.map((r) => line(r, viewer, locale)))))
      if (rows.length < page) return controller.close()
      after = rows[rows.length - 1]!.id
    },
  })
}
