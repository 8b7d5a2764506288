import { describe, expect, it } from 'vitest'
import { decode } from './admin-message'
import {
  buyingStep,
  isWholePacks,
  minimumShortfall,
  packOf,
  roundUpToPack,
  wholesaleRefusal,
  wholesaleNoticeOf,
  wholesaleRulesOf,
} from './wholesale-rules'

describe('wholesale rules', () => {
  it('reads a stored minimum, and anything unreadable as no minimum', () => {
    expect(wholesaleRulesOf({ minimumTotalUah: 3000 })).toEqual({ minimumTotalUah: 3000 })
    for (const bad of [
      undefined,
      null,
      {},
      { minimumTotalUah: -1 },
      { minimumTotalUah: 1.5 },
      { minimumTotalUah: '3000' },
    ])
      expect(wholesaleRulesOf(bad)).toEqual({ minimumTotalUah: 0 })
  })

  it('rounds a quantity up to whole packs, at least one pack and never above the cart limit', () => {
    expect(roundUpToPack(1, 6)).toBe(6)
    expect(roundUpToPack(6, 6)).toBe(6)
    expect(roundUpToPack(7, 6)).toBe(12)
    expect(roundUpToPack(0, 6)).toBe(6)
    expect(roundUpToPack(5, 1)).toBe(5)
    expect(roundUpToPack(10_000, 6)).toBe(9_996)
    expect(isWholePacks(12, 6)).toBe(true)
    expect(isWholePacks(13, 6)).toBe(false)
    expect(packOf(0)).toBe(1)
    expect(packOf(null)).toBe(1)
  })

  it('says how much is missing to the minimum, nothing when there is none', () => {
    expect(minimumShortfall(2550, { minimumTotalUah: 3000 })).toBe(450)
    expect(minimumShortfall(3000, { minimumTotalUah: 3000 })).toBe(0)
    expect(minimumShortfall(10, { minimumTotalUah: 0 })).toBe(0)
  })

  it('refuses a wholesale order below the minimum or off a pack, naming each problem with its figures', () => {
    const fields = wholesaleRefusal(
      [
        { quantity: 6, packSize: 6 },
        { quantity: 5, packSize: 6 },
      ],
      2550,
      { minimumTotalUah: 3000 },
      true,
    )
    expect(Object.keys(fields ?? {}).sort()).toEqual(['cartItems.1.quantity', 'goods_total'])
    expect(decode(fields!.goods_total![0]!)).toEqual({
      code: 'wholesale_minimum',
      params: { minimum: '3000', short: '450' },
    })
    expect(decode(fields!['cartItems.1.quantity']![0]!)).toEqual({ code: 'pack_multiple', params: { pack: '6' } })
  })

  it('holds a retail buyer to neither rule, and passes a wholesale order that keeps both', () => {
    const lines = [{ quantity: 5, packSize: 6 }]
    expect(wholesaleRefusal(lines, 10, { minimumTotalUah: 3000 }, false)).toBeNull()
    expect(wholesaleRefusal([{ quantity: 12, packSize: 6 }], 3000, { minimumTotalUah: 3000 }, true)).toBeNull()
  })

  it('reads a refusal back for the cart, and nothing from another refusal', () => {
    const fields = wholesaleRefusal([{ quantity: 5, packSize: 6 }], 2500, { minimumTotalUah: 3000 }, true)
    expect(wholesaleNoticeOf(fields ?? undefined)).toEqual({
      minimum: { minimum: 3000, short: 500 },
      packs: new Map([[0, 6]]),
    })
    expect(wholesaleNoticeOf({ 'cartItems.0.id': ['No such product'] })).toBeNull()
    expect(wholesaleNoticeOf(undefined)).toBeNull()
  })
})

describe('the product page’s step', () => {
  it('is the pack for a partner, 1 for anyone else or a variant without a pack', () => {
    expect(buyingStep(6, true)).toBe(6)
    expect(buyingStep(6, false)).toBe(1)
    expect(buyingStep(null, true)).toBe(1)
    expect(buyingStep(undefined, true)).toBe(1)
    expect(buyingStep(0, true)).toBe(1)
  })

  it('keeps the page’s quantity in whole packs when the variant changes under it', () => {
    // 6 asked on a pack-6 variant, then a pack-4 variant is chosen: 8, never 6.
    expect(roundUpToPack(6, buyingStep(4, true))).toBe(8)
    expect(roundUpToPack(6, buyingStep(4, false))).toBe(6)
  })
})
