import { describe, expect, it } from 'vitest'
import { preorderQuantity } from './availability'
import { quoteOrder, type QuoteVariant } from './order-quote'

const variant = (over: Partial<QuoteVariant> = {}): QuoteVariant => ({
  id: 1,
  code: 'A-1',
  brandId: 7,
  priceUah: 1000,
  discountPriceUah: 900,
  wholesalePriceUah: 600,
  discountWholesalePriceUah: 0,
  stock: 3,
  stockOpt: 2,
  ...over,
})

describe('preorderQuantity', () => {
  it.each([
    [2, false, 0],
    [5, false, 0],
    // More than is available takes none of it: the whole line is pre-order.
    [6, false, 6],
    [2, true, 0],
    [3, true, 3],
    [7, true, 7],
  ])('%i units, wholesaler %s → %i on pre-order', (quantity, wholesale, expected) => {
    expect(preorderQuantity(quantity, { stock: 3, stockOpt: 2 }, wholesale)).toBe(expected)
  })

  it('counts negative stock as none', () => {
    expect(preorderQuantity(2, { stock: -4, stockOpt: -1 }, false)).toBe(2)
  })
})

describe('quoteOrder', () => {
  it('prices retail and wholesale buyers by the one price rule, with delivery by the courier threshold', () => {
    const retail = quoteOrder([{ variant: variant(), quantity: 2 }], null, 'curier', false)
    expect(retail).toMatchObject({
      isWholesale: false,
      goodsTotalUah: 1800,
      deliveryCostUah: 150,
      delivery: 150,
      totalUah: 1950,
    })
    expect(retail.lines[0]).toMatchObject({
      regularUah: 1000,
      currentUah: 900,
      unitPriceUah: 900,
      totalUah: 1800,
      preorderQuantity: 0,
    })
    const wholesale = quoteOrder([{ variant: variant(), quantity: 3 }], null, 'newpost', true)
    expect(wholesale).toMatchObject({ goodsTotalUah: 1800, deliveryCostUah: 0, delivery: 'carrier', totalUah: 1800 })
    expect(wholesale.lines[0]).toMatchObject({ regularUah: 600, unitPriceUah: 600, preorderQuantity: 3 })
    expect(quoteOrder([{ variant: variant(), quantity: 5 }], null, 'curier', false)).toMatchObject({
      deliveryCostUah: 0,
      delivery: 'free',
    })
    expect(quoteOrder([{ variant: variant(), quantity: 1 }], null, null, false).delivery).toBeNull()
  })

  it('applies a promo to its brand only, from the regular price', () => {
    const other = variant({ id: 2, code: 'B-2', brandId: 8, priceUah: 500, discountPriceUah: 0 })
    const quote = quoteOrder(
      [
        { variant: variant(), quantity: 1 },
        { variant: other, quantity: 1 },
      ],
      { brand: 7, kind: 'percent', amount: 20 },
      'curier',
      false,
    )
    expect(quote.lines.map((l) => [l.unitPriceUah, l.promoDiscountUah])).toEqual([
      [800, 100],
      [500, 0],
    ])
    expect(quote).toMatchObject({ goodsTotalUah: 1400, promoDiscountUah: 100, totalUah: 1450 })
  })

  it("works a partner's promo out from the retail price, lowering only a wholesale price above it", () => {
    const promo = (amount: number) => ({ brand: 7, kind: 'percent' as const, amount })
    // Retail 1000 less 20 % is 800, above the partner's 600: nothing changes and the code is not used up.
    const above = quoteOrder([{ variant: variant(), quantity: 2 }], promo(20), 'newpost', true)
    expect(above.lines[0]).toMatchObject({ regularUah: 600, currentUah: 600, unitPriceUah: 600, promoDiscountUah: 0 })
    expect(above).toMatchObject({
      goodsTotalUah: 1200,
      promoDiscountUah: 0,
      totalUah: 1200,
      promoEffect: 'partner_price_lower',
    })
    // Retail 1000 less 50 % is 500, below 600: the partner pays 500, never 50 % off the wholesale price (300).
    const below = quoteOrder([{ variant: variant(), quantity: 2 }], promo(50), 'newpost', true)
    expect(below.lines[0]).toMatchObject({ unitPriceUah: 500, promoDiscountUah: 200 })
    expect(below).toMatchObject({ promoDiscountUah: 200, totalUah: 1000, promoEffect: 'applied' })
    // A fixed amount is off the retail price too: 1000 − 450 = 550.
    const fixed = quoteOrder(
      [{ variant: variant(), quantity: 1 }],
      { brand: 7, kind: 'fixed', amount: 450 },
      null,
      true,
    )
    expect(fixed.lines[0]!.unitPriceUah).toBe(550)
  })

  it('names what a promo did: applied, no line of its brand, or prices already lower', () => {
    const promo = { brand: 7, kind: 'percent' as const, amount: 20 }
    const other = variant({ brandId: 8 })
    expect(quoteOrder([{ variant: variant(), quantity: 1 }], promo, null, false).promoEffect).toBe('applied')
    expect(quoteOrder([{ variant: other, quantity: 1 }], promo, null, false).promoEffect).toBe('no_brand_lines')
    expect(quoteOrder([{ variant: other, quantity: 1 }], promo, null, true).promoEffect).toBe('no_brand_lines')
    const onSale = variant({ discountPriceUah: 700 })
    expect(quoteOrder([{ variant: onSale, quantity: 1 }], promo, null, false).promoEffect).toBe('sale_price_lower')
    expect(quoteOrder([{ variant: variant(), quantity: 1 }], promo, null, true).promoEffect).toBe('partner_price_lower')
    expect(quoteOrder([{ variant: variant(), quantity: 1 }], null, null, true).promoEffect).toBeNull()
  })

  it('fingerprints what the buyer sees: the same cart gives the same print, any shown change another', () => {
    const base = () => quoteOrder([{ variant: variant(), quantity: 2 }], null, 'curier', false).fingerprint
    expect(base()).toBe(base())
    const changes = [
      quoteOrder([{ variant: variant({ discountPriceUah: 899 }), quantity: 2 }], null, 'curier', false),
      quoteOrder([{ variant: variant(), quantity: 3 }], null, 'curier', false),
      quoteOrder([{ variant: variant({ stock: 0, stockOpt: 1 }), quantity: 2 }], null, 'curier', false),
      quoteOrder([{ variant: variant(), quantity: 2 }], { brand: 7, kind: 'fixed', amount: 150 }, 'curier', false),
      quoteOrder([{ variant: variant(), quantity: 2 }], null, 'newpost', false),
      quoteOrder([{ variant: variant(), quantity: 2 }], null, 'curier', true),
      quoteOrder([{ variant: variant({ id: 9 }), quantity: 2 }], null, 'curier', false),
    ].map((q) => q.fingerprint)
    expect(new Set([base(), ...changes]).size).toBe(changes.length + 1)
  })

  it('keeps the fingerprint when only stock that covers the line anyway changes', () => {
    const a = quoteOrder([{ variant: variant({ stock: 30 }), quantity: 2 }], null, 'curier', false)
    const b = quoteOrder([{ variant: variant({ stock: 29 }), quantity: 2 }], null, 'curier', false)
    expect(a.fingerprint).toBe(b.fingerprint)
  })
})
