import { describe, expect, it } from 'vitest'
import { cartWithOrder, listedUnitUah, reorderChange } from './reorder'

const line = (variant_id: number, quantity: number) => ({
  variant_id,
  code: `C${variant_id}`,
  quantity,
  price: 300,
  variant: { brand: 'Rica', brand_url: '/brands/rica', name: `Крем ${variant_id}` },
})

describe('cartWithOrder', () => {
  it('adds each line, summing with what the cart already holds', () => {
    const cart = cartWithOrder([], [line(1, 2)])
    expect(cart).toEqual([
      expect.objectContaining({ id: 1, code: 'C1', quantity: 2, price: 300, brand: 'Rica', name: 'Крем 1' }),
    ])
    expect(cartWithOrder(cart, [line(1, 3), line(2, 1)]).map((i) => [i.id, i.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ])
  })

  it('keeps the product’s page and picture; an older answer without them links the brand', () => {
    const [placed] = cartWithOrder([], [{ ...line(1, 1), url: '/product/krem?variant=C1', image: '/media/k-s.webp' }])
    expect(placed).toMatchObject({ url: '/product/krem?variant=C1', image: '/media/k-s.webp' })
    expect(cartWithOrder([], [line(2, 1)])[0]).toMatchObject({ url: '/brands/rica', image: '' })
  })

  it('keeps quantities within the cart’s limit', () => {
    expect(cartWithOrder([], [line(1, 10_000), line(1, 5)])[0]!.quantity).toBe(10_000)
  })
})

describe('reorderChange', () => {
  const paid = (unitUah: number, promoUnitUah = 0) => ({ unitUah, promoUnitUah })
  it('names a gone variant, then a new price, then a pre-order, else nothing', () => {
    expect(reorderChange(paid(500), null)).toBe('gone')
    expect(reorderChange(paid(500), { price: 480, preorderQuantity: 2 })).toBe('price')
    expect(reorderChange(paid(500), { price: 500, preorderQuantity: 2 })).toBe('preorder')
    expect(reorderChange(paid(500), { price: 500, preorderQuantity: 0 })).toBe('same')
  })

  it('tells a promo not carried over apart from a price change', () => {
    // 1763 asked, 1410 paid with a one-time code, 1763 today: the price did not change, the promo is missing.
    expect(reorderChange(paid(1410, 353), { price: 1763, preorderQuantity: 0 })).toBe('promo')
    expect(reorderChange(paid(1410, 353), { price: 1763, preorderQuantity: 3 })).toBe('promo')
    // The price asked moved too: that is the change named, against the price asked then.
    expect(reorderChange(paid(1410, 353), { price: 1800, preorderQuantity: 0 })).toBe('price')
    expect(listedUnitUah(paid(1410, 353))).toBe(1763)
  })
})
