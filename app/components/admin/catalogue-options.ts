import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../i18n/use-locale'
import { brandsQuery } from '../../lib/admin-queries/brands'
import { categoriesQuery } from '../../lib/admin-queries/categories'

/** The brands and categories a product is placed in, as choices; a subcategory marked with a dash. */
export function useCatalogueOptions() {
  const locale = useLocale()
  const brands = useQuery(brandsQuery(locale)).data ?? []
  const categories = useQuery(categoriesQuery(locale)).data ?? []
  return {
    brand_id: brands.map((b) => ({ id: b.id, label: b.name })),
    category_id: categories.map((c) => ({
      id: c.id,
      label: `${c.parent_id ? '— ' : ''}${locale === 'en' ? c.name_en : c.name_ua}`,
    })),
  }
}
