import { describe, expect, it } from 'vitest'
import { itemsPerView, nextPosition } from './product-slider'

describe('itemsPerView (spec §9)', () => {
  it.each([
    [1280, 4],
    [1024, 4],
    [1023, 3],
    [700, 3],
    [699, 2],
    [360, 2],
  ])('%s px → %s', (width, expected) => expect(itemsPerView(width)).toBe(expected))
})

describe('nextPosition wraps around the product count', () => {
  it.each([
    [0, 4, 40, 4],
    [36, 4, 40, 0],
    [0, -4, 40, 36],
    [38, 4, 40, 2],
    [0, 4, 0, 0],
  ])('from %s by %s of %s → %s', (pos, step, count, expected) => expect(nextPosition(pos, step, count)).toBe(expected))
})
