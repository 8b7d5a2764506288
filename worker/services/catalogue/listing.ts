import type { Category } from '../../../app/contract/catalogue'
import type { CategoryProductsQuery, CategoryProductsResponse } from '../../../app/contract/listing'
import { AppError } from '../../../app/domain/app-error'
import { type Locale, localized } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { type ListingFilter, listingPage } from '../../../db/queries/listing'
import { searchMatches } from '../../../db/queries/search'
import { isSearchable } from '../../../app/domain/search-query'
import { toProductDtos } from './product-dto'
import { type Viewer } from '../../../app/domain/viewer'

/** The brand fields a listing resolves slugs and selections against (the cached brand list carries them). */
type ListingBrand = { id: number; slug: string }

/** Turns the page's slugs into a scope; an unknown slug is a 404. */
function scopeOf(query: CategoryProductsQuery, tree: Category[], brands: ListingBrand[]) {
  let scopeCategoryIds: number[] | undefined
  if (query.parent_slug) {
    const parent = tree.find((c) => c.slug === query.parent_slug)
    if (!parent) throw new AppError('not_found', 'No such category')
    const child = query.child_slug ? parent.children.find((c) => c.slug === query.child_slug) : undefined
    if (query.child_slug && !child) throw new AppError('not_found', 'No such category')
    scopeCategoryIds = child ? [child.id] : [parent.id, ...parent.children.map((c) => c.id)]
  } else if (query.child_slug) {
    throw new AppError('invalid_data', 'child_slug needs parent_slug', { child_slug: ['child_slug needs parent_slug'] })
  }
  let scopeBrandId: number | undefined
  if (query.brand_slug) {
    const brand = brands.find((b) => b.slug === query.brand_slug)
    if (!brand) throw new AppError('not_found', 'No such brand')
    scopeBrandId = brand.id
  }
  return { scopeCategoryIds, scopeBrandId }
}

/** Selected ids that do not exist are ignored; a parent category stands for its children too. */
function selections(query: CategoryProductsQuery, tree: Category[], brands: ListingBrand[]) {
  const brandIds = query.brand_ids?.filter((id) => brands.some((b) => b.id === id))
  const categoryIds = query.category_ids?.flatMap((id) => {
    const parent = tree.find((c) => c.id === id)
    if (parent) return [parent.id, ...parent.children.map((c) => c.id)]
    return tree.some((c) => c.children.some((ch) => ch.id === id)) ? [id] : []
  })
  return {
    brandIds: brandIds?.length ? brandIds : undefined,
    categoryIds: categoryIds?.length ? categoryIds : undefined,
  }
}

export async function categoryProducts(
  db: Db,
  input: { query: CategoryProductsQuery; tree: Category[]; brands: ListingBrand[]; locale: Locale; viewer: Viewer },
): Promise<CategoryProductsResponse> {
  const { query, tree, brands, locale, viewer } = input
  const found =
    query.q === undefined
      ? null
      : isSearchable(query.q)
        ? await searchMatches(db, query.q)
        : { ids: [], correction: null }
  const filter: ListingFilter = {
    ...scopeOf(query, tree, brands),
    ...(found ? { scopeProductIds: found.ids } : {}),
    ...selections(query, tree, brands),
    priceMin: query.price_min,
    priceMax: query.price_max,
    wholesale: viewer.isWholesaler,
  }
  // A Ukrainian answer shows no English text (localized), so none is read.
  const texts = locale === 'ua' ? 'ua' : 'both'
  const page = await listingPage(db, filter, query.sort, query.limit, (query.page - 1) * query.limit, texts)
  return {
    results: toProductDtos(page.rows, page.media, locale, viewer),
    count: page.count,
    price_range: page.priceRange,
    brands: page.brandFacets,
    categories: page.categoryFacets.map((c) => ({
      id: c.id,
      name: localized(locale, c.nameUa, c.nameEn),
      slug: c.slug,
      parent_id: c.parentId,
      count: c.count,
    })),
    ...(found ? { correction: found.correction } : {}),
  }
}
