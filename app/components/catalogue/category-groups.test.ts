import { describe, expect, it } from 'vitest'
import {
  type CategoryFacet,
  groupCategoryFacets,
  groupCheckState,
  initiallyExpanded,
  toggleIds,
} from './category-groups'

const facet = (id: number, parent_id: number | null, count = 1): CategoryFacet => ({
  id,
  name: `c${id}`,
  slug: `c${id}`,
  parent_id,
  count,
})
const names = { 1: 'Face', 2: 'Body' }

describe('groupCategoryFacets', () => {
  it('groups subcategories under their parents, summing counts', () => {
    const groups = groupCategoryFacets([facet(11, 1, 3), facet(12, 1, 2), facet(21, 2, 4)], names)
    expect(groups.map((g) => [g.id, g.name, g.count, g.ids])).toEqual([
      [1, 'Face', 5, [11, 12]],
      [2, 'Body', 4, [21]],
    ])
  })

  it('a facet without a parent is a group of its own', () => {
    expect(groupCategoryFacets([facet(3, null, 7)], names)).toEqual([
      { id: 3, name: 'c3', count: 7, ids: [3], children: [] },
    ])
  })
})

describe('initiallyExpanded (spec §4 category tree)', () => {
  it('expands the only parent that has children', () => {
    expect(initiallyExpanded(groupCategoryFacets([facet(11, 1), facet(12, 1)], names))).toEqual([1])
  })
  it('collapses all when several parents have children', () => {
    expect(initiallyExpanded(groupCategoryFacets([facet(11, 1), facet(21, 2)], names))).toEqual([])
  })
  it('collapses all when no parent has children', () => {
    expect(initiallyExpanded(groupCategoryFacets([facet(3, null)], names))).toEqual([])
  })
  it('counts only parents with children', () => {
    expect(initiallyExpanded(groupCategoryFacets([facet(11, 1), facet(3, null)], names))).toEqual([1])
  })
})

describe('parent checkbox', () => {
  const [group] = groupCategoryFacets([facet(11, 1), facet(12, 1)], names)
  it('is on, mixed or off by its subcategories', () => {
    expect(groupCheckState(group!, [])).toBe('off')
    expect(groupCheckState(group!, [11])).toBe('mixed')
    expect(groupCheckState(group!, [11, 12, 99])).toBe('on')
  })
  it('selects all subcategories, or clears them when all are on', () => {
    expect(toggleIds([11, 99], group!.ids)).toEqual([11, 12, 99])
    expect(toggleIds([11, 12, 99], group!.ids)).toEqual([99])
  })
})
