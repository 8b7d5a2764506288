import { describe, expect, it } from 'vitest'
import { addToCart, type CartItem, clampQuantity, MAX_QUANTITY, toggleWishlist, type WishlistItem } from './cart'

const item = (id: number, quantity = 1): CartItem => ({
  id,
  code: `C-${id}`,
  name: `Item ${id}`,
  brand: 'Brand',
  price: 100,
  discount_price: 0,
  quantity,
  image: '',
  url: `/product/p-${id}`,
  promo_discount: 0,
})

describe('clampQuantity (spec §9: 1 to 10000)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [7.9, 7],
    [10_000, 10_000],
    [10_001, MAX_QUANTITY],
    [Number.NaN, 1],
  ])('%s → %s', (input, expected) => expect(clampQuantity(input)).toBe(expected))
})

describe('addToCart', () => {
  it('adds a new line', () => expect(addToCart([item(1)], item(2)).map((l) => l.id)).toEqual([1, 2]))
  it('raises the quantity of an existing id instead of adding a line', () => {
    const cart = addToCart([item(1, 2)], item(1, 3))
    expect(cart).toHaveLength(1)
    expect(cart[0]!.quantity).toBe(5)
  })
  it('never goes past the maximum', () => expect(addToCart([item(1, 9_999)], item(1, 5))[0]!.quantity).toBe(MAX_QUANTITY))
})

describe('toggleWishlist (deduplicated by code)', () => {
  const w = (code: string): WishlistItem => ({ id: 1, code, name: code, price: 1, image: '', url: '/' })
  it('adds a new code', () => expect(toggleWishlist([w('A')], w('B')).map((x) => x.code)).toEqual(['A', 'B']))
  it('removes a code already there', () => expect(toggleWishlist([w('A'), w('B')], w('A')).map((x) => x.code)).toEqual(['B']))
})
