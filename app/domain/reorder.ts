import type { CartItem } from './cart'
import { addToCart } from './cart'

/** A line of a placed order, as the buyer's order answer carries it. */
interface PlacedLine {
  variant_id: number
  code: string
  quantity: number
  price: number
  /** The product's page and picture (older answers have none). */
  url?: string
  image?: string
  variant: { brand: string; brand_url: string; name: string }
}

/**
 * Puts an order's lines back in the cart, to place it again (after its time to pay ran out). The
 * prices are only what the cart shows until it reprices them; the checkout computes the real ones.
 */
export function cartWithOrder(cart: readonly CartItem[], lines: readonly PlacedLine[]): CartItem[] {
  return lines.reduce<CartItem[]>(
    (next, line) =>
      addToCart(next, {
        id: line.variant_id,
        code: line.code,
        name: line.variant.name,
        brand: line.variant.brand,
        price: line.price,
        discount_price: 0,
        quantity: line.quantity,
        image: line.image ?? '',
        url: line.url || line.variant.brand_url,
        promo_discount: 0,
      }),
    [...cart],
  )
}

/** What changed for one line of an earlier order, priced for today; each has a text under order.reorder (ua and en). */
export type ReorderChange = 'same' | 'price' | 'promo' | 'preorder' | 'gone'

/** A line of an earlier order as paid: the unit price charged and what a promo took off each unit. */
export interface PaidLine {
  unitUah: number
  promoUnitUah: number
}

/** The unit price of an earlier line before its promo: the price the store asked then. */
export const listedUnitUah = (paid: PaidLine): number => paid.unitUah + paid.promoUnitUah

/**
 * A line of an earlier order against today: gone when the variant is no longer sold, else a new price
 * (against the price asked then, before any promo: money matters most), else a promo the earlier
 * order had and a new one does not carry (a code is used once), else a pre-order where stock no
 * longer covers it, else unchanged.
 */
export function reorderChange(
  paid: PaidLine,
  today: { price: number; preorderQuantity: number } | null,
): ReorderChange {
  if (!today) return 'gone'
  if (today.price !== listedUnitUah(paid)) return 'price'
  if (paid.promoUnitUah > 0) return 'promo'
  return today.preorderQuantity > 0 ? 'preorder' : 'same'
}
