import type { ReorderAnswer } from '../../../app/contract/reorder'
import { AppError } from '../../../app/domain/app-error'
import { cartLineName } from '../../../app/domain/cart'
import type { Locale } from '../../../app/domain/locale'
import { listedUnitUah, reorderChange } from '../../../app/domain/reorder'
import type { Viewer } from '../../../app/domain/viewer'
import type { Db } from '../../../db/client'
import { orderById } from '../../../db/queries/order-rows'
import { orderableVariantsByIds } from '../../../db/queries/quick-order'
import { lineNames } from './order-dto'
import { wholesaleRules } from '../admin/wholesale-settings'
import { pricedLine } from './quick-order'

/**
 * An earlier order of the signed-in buyer, its lines priced for today at the buyer's own price (a
 * partner's wholesale, a retail buyer's retail) and each line's change named. Someone else's order
 * answers 404, exactly like a missing one.
 */
export async function reorderLines(db: Db, id: number, viewer: Viewer, locale: Locale): Promise<ReorderAnswer> {
  if (viewer.userId === null) throw new AppError('unauthorized', 'Authentication required')
  const found = await orderById(db, id)
  if (!found || found.order.userId !== viewer.userId) throw new AppError('not_found', 'No such order')
  const today = new Map(
    (await orderableVariantsByIds(db, [...new Set(found.lines.map((l) => l.variantId))])).map((v) => [v.id, v]),
  )
  return {
    minimum_total: viewer.isWholesaler ? (await wholesaleRules(db)).minimumTotalUah : 0,
    lines: found.lines.map((line) => {
      const variant = today.get(line.variantId)
      const priced = variant ? pricedLine(variant, line.quantity, locale, viewer) : null
      const names = lineNames(line, locale)
      // Promo discounts are whole hryvnias per unit, so this divides exactly.
      const paid = { unitUah: line.unitPriceUah, promoUnitUah: Math.round(line.promoDiscountUah / line.quantity) }
      return {
        line_id: line.id,
        change: reorderChange(paid, priced && { price: priced.price, preorderQuantity: priced.preorder_quantity }),
        name: cartLineName(names.product, names.variant),
        paid_price: line.unitPriceUah,
        listed_price: listedUnitUah(paid),
        quantity: line.quantity,
        today: priced,
      }
    }),
  }
}
