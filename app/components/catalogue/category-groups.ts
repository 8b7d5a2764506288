import type { CategoryProductsResponse } from '../../contract/listing'

export type CategoryFacet = CategoryProductsResponse['categories'][number]

/** A parent row of the category accordion and the subcategories of the listing under it. */
export interface CategoryGroup {
  id: number
  name: string
  count: number
  /** The ids a parent's checkbox selects: its subcategories, or itself when it has none. */
  ids: number[]
  children: CategoryFacet[]
}

/**
 * Groups the listing's category facets under their parents. Facets are the categories products sit
 * in; a facet without a parent is a group of its own. `parentNames` names the parents (from the tree).
 */
export function groupCategoryFacets(
  facets: readonly CategoryFacet[],
  parentNames: Readonly<Record<number, string>>,
): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>()
  for (const facet of facets) {
    if (facet.parent_id === null) {
      const group = groups.get(facet.id)
      if (group) {
        group.count += facet.count
        group.ids.push(facet.id)
      } else groups.set(facet.id, { id: facet.id, name: facet.name, count: facet.count, ids: [facet.id], children: [] })
      continue
    }
    let group = groups.get(facet.parent_id)
    if (!group) {
      group = { id: facet.parent_id, name: parentNames[facet.parent_id] ?? '', count: 0, ids: [], children: [] }
      groups.set(facet.parent_id, group)
    }
    group.count += facet.count
    group.ids.push(facet.id)
    group.children.push(facet)
  }
  return [...groups.values()]
}

/** Spec §4: with exactly one parent that has children the tree starts expanded, otherwise all are collapsed. */
export function initiallyExpanded(groups: readonly CategoryGroup[]): number[] {
  const withChildren = groups.filter((g) => g.children.length > 0)
  return withChildren.length === 1 ? [withChildren[0]!.id] : []
}

/** A parent's checkbox: checked when all its ids are selected, mixed when some are. */
export function groupCheckState(group: CategoryGroup, selected: readonly number[]): 'on' | 'off' | 'mixed' {
  const chosen = group.ids.filter((id) => selected.includes(id)).length
  if (chosen === 0) return 'off'
  return chosen === group.ids.length ? 'on' : 'mixed'
}

/** Toggles ids in a selection: adds them all unless all are already selected, then removes them. */
export function toggleIds(selected: readonly number[], ids: readonly number[]): number[] {
  const allOn = ids.every((id) => selected.includes(id))
  const next = allOn
    ? selected.filter((id) => !ids.includes(id))
    : [...selected, ...ids.filter((id) => !selected.includes(id))]
  return next.sort((a, b) => a - b)
}
