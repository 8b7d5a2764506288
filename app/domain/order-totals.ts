import { deliveryCost } from './delivery-cost'
import type { DeliveryType } from './order-status'
import { promoUnitPrice, type PromoTerms } from './promo'

/** A line to price: its brand, the unit price a promo is worked out from (`promoBasePrice`), the current unit price, quantity. */
export interface TotalsLine<Brand> {
  brand: Brand
  promoBaseUah: number
  currentUah: number
  quantity: number
}

export interface TotalsPromo<Brand> extends PromoTerms {
  brand: Brand
}

export interface LineTotals {
  /** The unit price charged, after the promo. */
  unitPriceUah: number
  /** What the promo took off this line in all. */
  promoDiscountUah: number
  totalUah: number
}

export interface OrderTotals {
  lines: LineTotals[]
  /** Goods at their current prices, before the promo. */
  goodsTotalUah: number
  promoDiscountUah: number
  deliveryCostUah: number
  /** Spec §9: the cart total (goods after the promo) plus delivery. */
  totalUah: number
}

/**
 * The one computation of an order's figures, run by the server for the quote and the order. The promo applies only to lines of its brand; the courier threshold is judged on the
 * goods after the promo, which is what the shopper pays for them.
 */
export function orderTotals<Brand>(
  lines: readonly TotalsLine<Brand>[],
  promo: TotalsPromo<Brand> | null,
  deliveryType: DeliveryType | null,
): OrderTotals {
  const priced = lines.map((line) => {
    const unitPriceUah =
      promo && line.brand === promo.brand ? promoUnitPrice(line.promoBaseUah, line.currentUah, promo) : line.currentUah
    return {
      unitPriceUah,
      promoDiscountUah: (line.currentUah - unitPriceUah) * line.quantity,
      totalUah: unitPriceUah * line.quantity,
    }
  })
  const goodsTotalUah = lines.reduce((sum, line) => sum + line.currentUah * line.quantity, 0)
  const promoDiscountUah = priced.reduce((sum, line) => sum + line.promoDiscountUah, 0)
  const goodsAfterPromo = goodsTotalUah - promoDiscountUah
  const deliveryCostUah = deliveryType ? deliveryCost(goodsAfterPromo, deliveryType) : 0
  return {
    lines: priced,
    goodsTotalUah,
    promoDiscountUah,
    deliveryCostUah,
    totalUah: goodsAfterPromo + deliveryCostUah,
  }
}
