import { describe, expect, it } from 'vitest'
import { pageCount, pagerItems, pageSlice } from './pagination'

describe('pageCount', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [205, 9],
  ])('%s items at 24 a page → %s pages', (total, pages) => expect(pageCount(total, 24)).toBe(pages))
})

describe('pagerItems: first, last, the current page with a neighbour each side, gaps between', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [99, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('page %s of %s', (page, total, expected) => expect(pagerItems(page, total)).toEqual(expected))

  it('always holds the current page once and never hides a single page behind a gap', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pagerItems(page, total)
        expect(items.filter((i) => i === page)).toHaveLength(1)
        items.forEach((item, i) => {
          if (item !== 'gap') return
          const before = items[i - 1] as number
          const after = items[i + 1] as number
          expect(after - before).toBeGreaterThan(2)
        })
      }
    }
  })
})

describe('pageSlice (24 category tiles a page)', () => {
  const tiles = Array.from({ length: 50 }, (_, i) => i + 1)
  it('cuts pages and clamps to the last', () => {
    expect(pageSlice(tiles, 1, 24)).toHaveLength(24)
    expect(pageSlice(tiles, 3, 24)).toEqual([49, 50])
    expect(pageSlice(tiles, 9, 24)).toEqual([49, 50])
  })
})
