import { describe, expect, it } from 'vitest'
import { priceChangeOf } from './price-change'

const retail = (unit: number) => ({ unit, wholesale: false })

describe('priceChangeOf: the unit price the buyer saw against the price now, same audience', () => {
  it('says a rise, with the old and the new price', () =>
    expect(priceChangeOf(retail(450), 520, false)).toEqual({ code: 'price_rose', was: 450, now: 520 }))
  it('says a fall (a sale began)', () =>
    expect(priceChangeOf(retail(520), 450, false)).toEqual({ code: 'price_fell', was: 520, now: 450 }))
  it('says nothing when the price is what the buyer saw', () =>
    expect(priceChangeOf(retail(450), 450, false)).toBeNull())
  it('says nothing for a line of an older cart that remembers no price', () =>
    expect(priceChangeOf(undefined, 520, false)).toBeNull())
  it('says nothing when the audience changed: a partner’s prices after a sign-in are not a price change', () => {
    expect(priceChangeOf(retail(450), 300, true)).toBeNull()
    expect(priceChangeOf({ unit: 300, wholesale: true }, 450, false)).toBeNull()
  })
  it('compares a partner’s price with the partner’s price they saw', () =>
    expect(priceChangeOf({ unit: 300, wholesale: true }, 330, true)).toEqual({
      code: 'price_rose',
      was: 300,
      now: 330,
    }))
  it('says nothing while a price is unknown (0)', () => {
    expect(priceChangeOf(retail(0), 520, false)).toBeNull()
    expect(priceChangeOf(retail(450), 0, false)).toBeNull()
  })
})
