import type { QuickOrderAnswer, QuickOrderLineAnswer, QuickOrderRequest } from '../../../app/contract/quick-order'
import { AppError } from '../../../app/domain/app-error'
import { cartLineName } from '../../../app/domain/cart'
import { type Locale, localized } from '../../../app/domain/locale'
import { partnerPrices } from '../../../app/domain/partner-tier'
import { quickOrderPrice } from '../../../app/domain/quick-order'
import type { Viewer } from '../../../app/domain/viewer'
import { packOf, roundUpToPack } from '../../../app/domain/wholesale-rules'
import type { Db } from '../../../db/client'
import { type OrderableVariantRow, orderableVariantsByCodes } from '../../../db/queries/quick-order'
import { wholesaleRules } from '../admin/wholesale-settings'
import { mediaUrl } from '../media-url'

/** Quick order belongs to approved partners: anyone else (retail, pending, anonymous) is refused alike. */
export function refuseUnlessPartner(viewer: Viewer): void {
  if (!viewer.isWholesaler) throw new AppError('not_allowed', 'Quick order is for approved wholesale partners')
}

/**
 * A found line's figures for the buyer, as the quick order and the reorder answer them. A partner's
 * quantity is rounded up to whole packs (the answer keeps what was asked, so the page can say so).
 */
export function pricedLine(row: OrderableVariantRow, asked: number, locale: Locale, viewer: Viewer) {
  const pack = viewer.isWholesaler ? packOf(row.packSize) : 1
  const quantity = roundUpToPack(asked, pack)
  const figures = quickOrderPrice(partnerPrices(row, row.brandId, viewer), quantity, viewer.isWholesaler)
  return {
    id: row.id,
    code: row.code,
    name: cartLineName(
      localized(locale, row.productNameUa, row.productNameEn),
      localized(locale, row.valueUa, row.valueEn),
    ),
    brand: row.brandName,
    url: `/product/${row.productSlug}?variant=${encodeURIComponent(row.code)}`,
    image: mediaUrl(row.image) ?? '',
    quantity,
    price: figures.price,
    regular_price: figures.regularPrice,
    in_stock: figures.inStock,
    preorder_quantity: figures.preorderQuantity,
    total: figures.total,
    pack_size: pack,
    rounded_from: quantity === asked ? null : asked,
  }
}

/** POST /quick-order/price: each typed line found by its code and priced for the partner, or named unknown by its row. */
export async function priceQuickOrder(
  db: Db,
  request: QuickOrderRequest,
  viewer: Viewer,
  locale: Locale,
): Promise<QuickOrderAnswer> {
  refuseUnlessPartner(viewer)
  const rows = await orderableVariantsByCodes(
    db,
    request.lines.map((l) => l.code),
  )
  const byCode = new Map(rows.map((r) => [r.code.toUpperCase(), r]))
  const lines = request.lines.map((line, row): QuickOrderLineAnswer => {
    const variant = byCode.get(line.code.toUpperCase())
    return variant ? { row, found: true, ...pricedLine(variant, line.quantity, locale, viewer) } : { row, found: false }
  })
  return {
    lines,
    total: lines.reduce((sum, l) => sum + (l.found ? l.total : 0), 0),
    minimum_total: (await wholesaleRules(db)).minimumTotalUah,
  }
}
