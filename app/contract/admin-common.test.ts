import { describe, expect, it } from 'vitest'
import { decode } from '../domain/admin-message'
import { money, quantity } from './admin-common'

describe('money and quantity fields', () => {
  it('say their limit when a figure is too large, not that it is not a whole number', () => {
    const price = money.safeParse(99_999_999_999)
    expect(decode(price.error!.issues[0]!.message)).toEqual({ code: 'at_most', params: { max: '10 000 000' } })
    const stock = quantity.safeParse(1_000_001)
    expect(decode(stock.error!.issues[0]!.message)).toEqual({ code: 'at_most', params: { max: '1 000 000' } })
    expect(money.safeParse(10_000_000).success).toBe(true)
  })
})
