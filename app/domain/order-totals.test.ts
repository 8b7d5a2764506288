import { describe, expect, it } from 'vitest'
import { orderTotals, type TotalsLine } from './order-totals'

const line = (brand: string, currentUah: number, quantity: number, promoBaseUah = currentUah): TotalsLine<string> => ({
  brand,
  promoBaseUah,
  currentUah,
  quantity,
})

describe('orderTotals (spec §9: goods, promo, delivery, total)', () => {
  it.each([
    {
      name: 'courier below 4000 adds 150',
      lines: [line('A', 1000, 2), line('B', 500, 1)],
      promo: null,
      delivery: 'curier',
      expected: { goodsTotalUah: 2500, promoDiscountUah: 0, deliveryCostUah: 150, totalUah: 2650 },
    },
    {
      name: 'courier at 4000 is free',
      lines: [line('A', 2000, 2)],
      promo: null,
      delivery: 'curier',
      expected: { goodsTotalUah: 4000, promoDiscountUah: 0, deliveryCostUah: 0, totalUah: 4000 },
    },
    {
      name: 'Nova Poshta adds nothing',
      lines: [line('A', 300, 1)],
      promo: null,
      delivery: 'newpost',
      expected: { goodsTotalUah: 300, promoDiscountUah: 0, deliveryCostUah: 0, totalUah: 300 },
    },
    {
      name: 'a percent promo applies to its brand only',
      lines: [line('A', 1000, 2), line('B', 500, 1)],
      promo: { brand: 'A', kind: 'percent', amount: 10 },
      delivery: 'newpost',
      expected: { goodsTotalUah: 2500, promoDiscountUah: 200, deliveryCostUah: 0, totalUah: 2300 },
    },
    {
      name: 'a fixed promo takes its amount off each unit',
      lines: [line('A', 700, 3)],
      promo: { brand: 'A', kind: 'fixed', amount: 100 },
      delivery: 'newpost',
      expected: { goodsTotalUah: 2100, promoDiscountUah: 300, deliveryCostUah: 0, totalUah: 1800 },
    },
    {
      name: 'the promo pushing goods below 4000 brings the courier fee back',
      lines: [line('A', 2100, 2)],
      promo: { brand: 'A', kind: 'percent', amount: 10 },
      delivery: 'curier',
      expected: { goodsTotalUah: 4200, promoDiscountUah: 420, deliveryCostUah: 150, totalUah: 3930 },
    },
    {
      name: 'a promo of another brand changes nothing',
      lines: [line('A', 1000, 1)],
      promo: { brand: 'Z', kind: 'percent', amount: 50 },
      delivery: 'curier',
      expected: { goodsTotalUah: 1000, promoDiscountUah: 0, deliveryCostUah: 150, totalUah: 1150 },
    },
    {
      name: 'a deeper sale is kept; the promo does not stack on it',
      lines: [line('A', 800, 1, 1000)],
      promo: { brand: 'A', kind: 'percent', amount: 10 },
      delivery: 'newpost',
      expected: { goodsTotalUah: 800, promoDiscountUah: 0, deliveryCostUah: 0, totalUah: 800 },
    },
    {
      name: 'no delivery chosen yet counts none',
      lines: [line('A', 100, 1)],
      promo: null,
      delivery: null,
      expected: { goodsTotalUah: 100, promoDiscountUah: 0, deliveryCostUah: 0, totalUah: 100 },
    },
  ] as const)('$name', ({ lines, promo, delivery, expected }) => {
    expect(orderTotals(lines, promo, delivery)).toMatchObject(expected)
  })

  it('reports each line with its unit price after the promo and its promo share', () => {
    const totals = orderTotals(
      [line('A', 1000, 2), line('B', 500, 1)],
      { brand: 'A', kind: 'percent', amount: 10 },
      'curier',
    )
    expect(totals.lines).toEqual([
      { unitPriceUah: 900, promoDiscountUah: 200, totalUah: 1800 },
      { unitPriceUah: 500, promoDiscountUah: 0, totalUah: 500 },
    ])
  })
})
