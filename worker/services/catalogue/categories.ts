import type { Category } from '../../../app/contract/catalogue'
import { type Locale, localized } from '../../../app/domain/locale'
import type { CategoryRow } from '../../../db/queries/catalogue'
import { mediaUrl } from '../media-url'

/** Builds the two-level tree; a parent's product_count includes its children's products. */
export function buildCategoryTree(rows: CategoryRow[], counts: Map<number, number>, locale: Locale): Category[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const name = (r: CategoryRow) => localized(locale, r.nameUa, r.nameEn)
  const toDto = (r: CategoryRow): Category => {
    const parent = r.parentId ? byId.get(r.parentId) : undefined
    const children = rows.filter((c) => c.parentId === r.id).map(toDto)
    const ownCount = counts.get(r.id) ?? 0
    return {
      id: r.id,
      name: name(r),
      human: name(r),
      url: parent ? `/catalogue/${parent.slug}/${r.slug}` : `/catalogue/${r.slug}`,
      image: mediaUrl(r.image),
      slug: r.slug,
      parent_id: r.parentId,
      parent_name: parent ? name(parent) : null,
      parent_slug: parent?.slug ?? null,
      product_count: ownCount + children.reduce((sum, c) => sum + c.product_count, 0),
      children,
    }
  }
  return rows.filter((r) => r.parentId === null).map(toDto)
}
