import { describe, expect, it } from 'vitest'
import { cartWithOrder } from './reorder'

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

  it('keeps quantities within the cart’s limit', () => {
    expect(cartWithOrder([], [line(1, 10_000), line(1, 5)])[0]!.quantity).toBe(10_000)
  })
})
