import { describe, expect, it } from 'vitest'
import { parsePrice, trackPercent } from './price-range'

const bounds = { min: 90, max: 4500 }

describe('parsePrice', () => {
  it.each([
    ['200', 200],
    ['1 500', 1500],
    ['10', 90],
    ['99999', 4500],
    ['', 4500],
    ['abc', 4500],
  ])('%j → %s', (text, expected) => expect(parsePrice(text, bounds, 4500)).toBe(expected))
})

describe('trackPercent', () => {
  it('places prices on the track', () => {
    expect(trackPercent(90, bounds)).toBe(0)
    expect(trackPercent(4500, bounds)).toBe(100)
    expect(trackPercent(2295, bounds)).toBe(50)
    expect(trackPercent(5, { min: 10, max: 10 })).toBe(0)
  })
})
