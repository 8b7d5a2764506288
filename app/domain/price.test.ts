import { describe, expect, it } from 'vitest'
import { discountPercent, effectivePrice, productPriceBounds, regularPrice, type VariantPrices } from './price'

const v = (
  priceUah: number,
  discountPriceUah = 0,
  wholesalePriceUah = 0,
  discountWholesalePriceUah = 0,
): VariantPrices => ({
  priceUah,
  discountPriceUah,
  wholesalePriceUah,
  discountWholesalePriceUah,
})

describe('effectivePrice (spec §9)', () => {
  it.each([
    ['regular price when no discount', v(500), false, 500],
    ['discount price when above 0', v(500, 420), false, 420],
    ['wholesale price for a wholesaler', v(500, 420, 300), true, 300],
    ['discounted wholesale price when above 0', v(500, 420, 300, 270), true, 270],
    ['retail pair ignores wholesale prices', v(500, 0, 300, 270), false, 500],
    ['retail price for a wholesaler when no wholesale price is set', v(500, 450), true, 450],
    ['a discount not below the price is ignored', v(500, 600), false, 500],
    ['an equal discount is no discount', v(500, 500), false, 500],
    ['a wholesale discount not below the wholesale price is ignored', v(500, 0, 300, 310), true, 300],
  ])('%s', (_name, prices, wholesale, expected) => {
    expect(effectivePrice(prices, wholesale)).toBe(expected)
  })
})

describe('productPriceBounds: the price a listing sorts and filters a product by', () => {
  const stocked = (prices: VariantPrices, stock: number, stockOpt: number) => ({ ...prices, stock, stockOpt })
  it('is the price of the variant its card starts on: the first the buyer can have, for each audience', () => {
    // The cheaper first size is on pre-order: the card shows the second, and the sort must read its price.
    const variants = [stocked(v(139), 0, 0), stocked(v(379, 0, 300), 5, 0), stocked(v(500, 420, 310, 250), 0, 4)]
    expect(productPriceBounds(variants)).toEqual({ minPriceUah: 379, minWholesalePriceUah: 250 })
  })
  it('is the first variant’s price when none (or all) can be had', () => {
    expect(productPriceBounds([stocked(v(500, 420, 300), 0, 0), stocked(v(380, 0, 310, 250), 0, 0)])).toEqual({
      minPriceUah: 420,
      minWholesalePriceUah: 300,
    })
    expect(productPriceBounds([stocked(v(500), 1, 1), stocked(v(380), 1, 1)])).toEqual({
      minPriceUah: 500,
      minWholesalePriceUah: 500,
    })
  })
  it('is zero for a product without variants', () => {
    expect(productPriceBounds([])).toEqual({ minPriceUah: 0, minWholesalePriceUah: 0 })
  })
})

describe('discountPercent', () => {
  it.each([
    [500, 420, 16],
    [500, 500, 0],
    [500, 600, 0],
    [0, 0, 0],
    [300, 199, 34],
  ])('regular %s, current %s → %s%%', (regular, current, expected) =>
    expect(discountPercent(regular, current)).toBe(expected),
  )
})

describe('regularPrice', () => {
  it.each([
    ['retail price for a retail buyer', v(500, 420, 300), false, 500],
    ['wholesale price for a wholesaler', v(500, 420, 300, 270), true, 300],
    ['retail price for a wholesaler without a wholesale price', v(500, 420), true, 500],
  ])('%s', (_name, prices, wholesale, expected) => {
    expect(regularPrice(prices, wholesale)).toBe(expected)
  })
})
