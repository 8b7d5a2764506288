import { describe, expect, it } from 'vitest'
import { holdUntil } from './order-holds'

describe('holdUntil', () => {
  it('holds a card order for the configured minutes and nothing else', () => {
    expect(holdUntil('card', 1_000, 60)).toBe(1_000 + 3_600_000)
    expect(holdUntil('card', 0, 5)).toBe(300_000)
    for (const payType of ['cash', 'prepayment', 'np'] as const) expect(holdUntil(payType, 1_000, 60)).toBeNull()
  })
})
