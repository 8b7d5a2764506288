/**
 * Staff write a category or brand in the catalogue file the way they see it («Сироватки», «NBL»),
 * not as its slug. In the back office, where categories and brands must already exist, a cell that
 * is no known slug is looked up by name (Ukrainian or English, case aside, whole name only) and
 * replaced by the slug it names. A name shared by two of them is refused, naming the row and column.
 */
import { coded } from './admin-message'
import type { CatalogueColumn, CatalogueIssue } from './catalogue-sheet'

export interface NamedSlug {
  slug: string
  /** Every name it goes by (ua, en); empty ones are ignored. */
  names: readonly string[]
}

/** The columns that hold a category's or a brand's slug, and what they name. */
const NAMED_COLUMNS: Partial<Record<CatalogueColumn, 'categories' | 'brands'>> = {
  category: 'categories',
  parent_category: 'categories',
  brand: 'brands',
}

const key = (name: string) => name.trim().toLocaleLowerCase('uk')

/** Name → the slugs that go by it. */
function byName(entries: readonly NamedSlug[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const entry of entries)
    for (const name of entry.names) {
      if (name.trim() === '') continue
      const slugs = found.get(key(name)) ?? new Set<string>()
      slugs.add(entry.slug)
      found.set(key(name), slugs)
    }
  return found
}

/**
 * The table (header first) with each category and brand named by name given its slug instead, and
 * the cells whose name is ambiguous. An empty brand cell takes the slug of the brand its
 * `brand_name` names, when exactly one does. Cells that match nothing are left for the sheet's rules.
 */
export function slugsForNames(
  table: readonly (readonly string[])[],
  known: { categories: readonly NamedSlug[]; brands: readonly NamedSlug[] },
): { table: string[][]; issues: CatalogueIssue[] } {
  const [header, ...body] = table
  if (!header) return { table: [], issues: [] }
  const slugs = {
    categories: new Set(known.categories.map((c) => c.slug)),
    brands: new Set(known.brands.map((b) => b.slug)),
  }
  const names = { categories: byName(known.categories), brands: byName(known.brands) }
  const columnOf = (name: CatalogueColumn) => header.findIndex((h) => key(h.replace(/^\uFEFF/, '')) === name)
  const brandNameAt = columnOf('brand_name')
  let brandAt = columnOf('brand')
  const out = table.map((row) => [...row])
  if (brandAt < 0 && brandNameAt >= 0) {
    brandAt = header.length
    out[0]!.push('brand')
  }
  const issues: CatalogueIssue[] = []
  out.slice(1).forEach((cells, i) => {
    const row = i + 2
    for (const [column, kind] of Object.entries(NAMED_COLUMNS) as [CatalogueColumn, 'categories' | 'brands'][]) {
      const at = column === 'brand' ? brandAt : columnOf(column)
      if (at < 0) continue
      const cell = (cells[at] ?? '').trim()
      const lookup = cell === '' && column === 'brand' && brandNameAt >= 0 ? (cells[brandNameAt] ?? '').trim() : cell
      if (lookup === '' || slugs[kind].has(lookup)) continue
      const matches = [...(names[kind].get(key(lookup)) ?? [])]
      if (matches.length === 1) {
        while (cells.length <= at) cells.push('')
        cells[at] = matches[0]!
      } else if (matches.length > 1)
        issues.push({
          row,
          column: cell === '' ? 'brand_name' : column,
          message: coded('sheet_name_ambiguous', { slugs: matches.sort().join(', ') }),
        })
    }
  })
  // Rows that were all empty stay empty, so the sheet still skips them.
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) out[i + 1] = [...cells]
  })
  return { table: out, issues }
}
