import { describe, expect, it } from 'vitest'
import { itemsOf, nextPageOf } from './reviews'

const page = (ids: number[], count: number) => ({ results: ids.map((id) => ({ id })), count })

describe('the buyer’s reviews, page by page', () => {
  it('asks for the next page while fewer items are shown than the list counts', () => {
    expect(nextPageOf([page([1, 2], 5)])).toBe(2)
    expect(nextPageOf([page([1, 2], 5), page([3, 4], 5)])).toBe(3)
    expect(nextPageOf([page([1, 2], 5), page([3, 4], 5), page([5], 5)])).toBeUndefined()
  })

  it('stops at an empty page, and when there is nothing at all', () => {
    expect(nextPageOf([page([1, 2], 5), page([], 5)])).toBeUndefined()
    expect(nextPageOf([page([], 0)])).toBeUndefined()
    expect(nextPageOf([])).toBeUndefined()
  })

  it('lists each review once when one moved to the next page between asks', () => {
    expect(itemsOf([page([1, 2], 4), page([2, 3], 4)]).map((r) => r.id)).toEqual([1, 2, 3])
  })
})
