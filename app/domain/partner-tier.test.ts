import { describe, expect, it } from 'vitest'
import { partnerPrices, type PartnerTier, tierPercentFor, tierPriceUah } from './partner-tier'
import { effectivePrice, regularPrice } from './price'
import { ANONYMOUS, type Viewer } from './viewer'

const tier: PartnerTier = { id: 1, discountPercent: 10, brandPercents: { 7: 15, 8: 0 } }
const partner: Viewer = { userId: 5, isWholesaler: true, role: 'customer', tier }
const prices = { priceUah: 1500, discountPriceUah: 0, wholesalePriceUah: 1234, discountWholesalePriceUah: 0 }

describe('tierPriceUah', () => {
  it('takes whole percent off and rounds to whole hryvnias, half up', () => {
    expect(tierPriceUah(1234, 15)).toBe(1049) // 1048.9
    expect(tierPriceUah(1234, 20)).toBe(987) // 987.2
    expect(tierPriceUah(10, 5)).toBe(10) // 9.5 rounds up
    expect(tierPriceUah(1000, 0)).toBe(1000)
    expect(tierPriceUah(1000, 99)).toBe(10)
  })

  it('refuses 100 %, negatives and fractions', () => {
    for (const bad of [100, 101, -1, 12.5, Number.NaN]) expect(() => tierPriceUah(1000, bad)).toThrow(RangeError)
  })
})

describe('tierPercentFor', () => {
  it("uses the brand's override, 0 % included, else the tier's default", () => {
    expect(tierPercentFor(tier, 7)).toBe(15)
    expect(tierPercentFor(tier, 8)).toBe(0)
    expect(tierPercentFor(tier, 9)).toBe(10)
  })
})

describe('partnerPrices', () => {
  it('charges a tiered partner the tier price and shows the wholesale price as the regular one', () => {
    const p = partnerPrices(prices, 7, partner)
    expect(effectivePrice(p, true)).toBe(1049)
    expect(regularPrice(p, true)).toBe(1234)
    expect(effectivePrice(partnerPrices(prices, 9, partner), true)).toBe(1111) // 1110.6
  })

  it('leaves the prices alone for a 0 % brand, a partner without a tier, a retail buyer or an anonymous visitor', () => {
    expect(partnerPrices(prices, 8, partner)).toBe(prices)
    expect(partnerPrices(prices, 7, { ...partner, tier: null })).toBe(prices)
    expect(partnerPrices(prices, 7, { ...partner, isWholesaler: false })).toBe(prices)
    expect(partnerPrices(prices, 7, ANONYMOUS)).toBe(prices)
  })

  it('never raises a price: a lower wholesale sale price wins, and the two do not stack', () => {
    const onSale = { ...prices, discountWholesalePriceUah: 900 }
    expect(effectivePrice(partnerPrices(onSale, 7, partner), true)).toBe(900)
    const smallSale = { ...prices, discountWholesalePriceUah: 1200 }
    expect(effectivePrice(partnerPrices(smallSale, 7, partner), true)).toBe(1049)
  })

  it('does not touch a variant without a wholesale price (partners buy it at retail)', () => {
    const retailOnly = { ...prices, wholesalePriceUah: 0 }
    expect(effectivePrice(partnerPrices(retailOnly, 7, partner), true)).toBe(1500)
  })
})
