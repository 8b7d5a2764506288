import { useQuery } from '@tanstack/react-query'
import type { AdminCategory } from '../../contract/admin-catalogue'
import type { Locale } from '../../domain/locale'
import { useLocale } from '../../i18n/use-locale'
import { brandsQuery } from '../../lib/admin-queries/brands'
import { categoriesQuery } from '../../lib/admin-queries/categories'

/**
 * Categories as choices: each first-level category followed by its own subcategories (marked with a
 * dash), in their sort order. The list arrives sorted across all levels, which put a subcategory under
 * whichever parent happened to come before it.
 */
export function categoryChoices(
  categories: readonly Pick<AdminCategory, 'id' | 'parent_id' | 'name_ua' | 'name_en'>[],
  locale: Locale,
): { id: number; label: string }[] {
  const name = (c: (typeof categories)[number]) => (locale === 'en' ? c.name_en : c.name_ua)
  const ids = new Set(categories.map((c) => c.id))
  const children = (id: number) => categories.filter((c) => c.parent_id === id)
  const roots = categories.filter((c) => c.parent_id === null || !ids.has(c.parent_id))
  return roots.flatMap((root) => [
    { id: root.id, label: `${root.parent_id === null ? '' : '— '}${name(root)}` },
    ...children(root.id).map((c) => ({ id: c.id, label: `— ${name(c)}` })),
  ])
}

/** The brands and categories a product is placed in, as choices. */
export function useCatalogueOptions() {
  const locale = useLocale()
  const brands = useQuery(brandsQuery(locale)).data ?? []
  const categories = useQuery(categoriesQuery(locale)).data ?? []
  return {
    brand_id: brands.map((b) => ({ id: b.id, label: b.name })),
    category_id: categoryChoices(categories, locale),
  }
}

/** Brand, category and partner-tier names by id, for a record that keeps only the ids (the audit log's states). */
export type CatalogueNames = Partial<
  Record<'brand_id' | 'category_id' | 'partner_tier_id', ReadonlyMap<number, string>>
>

export function useCatalogueNames(): CatalogueNames {
  const options = useCatalogueOptions()
  return {
    brand_id: new Map(options.brand_id.map((o) => [o.id, o.label])),
    category_id: new Map(options.category_id.map((o) => [o.id, o.label.replace(/^— /, '')])),
  }
}
