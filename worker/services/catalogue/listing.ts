import type { Category } from '../../../app/contract/catalogue'
import type { CategoryProductsQuery, CategoryProductsResponse } from '../../../app/contract/listing'
import { AppError } from '../../../app/domain/app-error'
import { type Locale, localized } from '../../../app/domain/locale'
import type { Db } from '../../../db/client'
import { type BrandRow, variantsWithImages } from '../../../db/queries/catalogue'
import { type ListingFilter, listingBrandFacets, listingCategoryFacets, listingPriceRange, listProductRows } from '../../../db/queries/listing'
import { toProductDtos, type Viewer } from './product-dto'

/** Turns the page's slugs into a scope; an unknown slug is a 404. */
function scopeOf(query: CategoryProductsQuery, tree: Category[], brands: BrandRow[]) {
  let scopeCategoryIds: number[] | undefined
  if (query.parent_slug) {
    const parent = tree.find((c) => c.slug === query.parent_slug)
    if (!parent) throw new AppError('not_found', `No category ${query.parent_slug}`)
    const child = query.child_slug ? parent.children.find((c) => c.slug === query.child_slug) : undefined
    if (query.child_slug && !child) throw new AppError('not_found', `No category ${query.parent_slug}/${query.child_slug}`)
    scopeCategoryIds = child ? [child.id] : [parent.id, ...parent.children.map((c) => c.id)]
  } else if (query.child_slug) {
    throw new AppError('invalid_data', 'child_slug needs parent_slug', { child_slug: ['child_slug needs parent_slug'] })
  }
  let scopeBrandId: number | undefined
  if (query.brand_slug) {
    const brand = brands.find((b) => b.slug === query.brand_slug)
    if (!brand) throw new AppError('not_found', `No brand ${query.brand_slug}`)
    scopeBrandId = brand.id
  }
  return { scopeCategoryIds, scopeBrandId }
}

/** Selected ids that do not exist are ignored; a parent category stands for its children too. */
function selections(query: CategoryProductsQuery, tree: Category[], brands: BrandRow[]) {
  const brandIds = query.brand_ids?.filter((id) => brands.some((b) => b.id === id))
  const categoryIds = query.category_ids?.flatMap((id) => {
    const parent = tree.find((c) => c.id === id)
    if (parent) return [parent.id, ...parent.children.map((c) => c.id)]
    return tree.some((c) => c.children.some((ch) => ch.id === id)) ? [id] : []
  })
  return { brandIds: brandIds?.length ? brandIds : undefined, categoryIds: categoryIds?.length ? categoryIds : undefined }
}

export async function categoryProducts(
  db: Db,
  input: { query: CategoryProductsQuery; tree: Category[]; brands: BrandRow[]; locale: Locale; viewer: Viewer },
): Promise<CategoryProductsResponse> {
  const { query, tree, brands, locale, viewer } = input
  const filter: ListingFilter = {
    ...scopeOf(query, tree, brands),
    ...selections(query, tree, brands),
    priceMin: query.price_min,
    priceMax: query.price_max,
    wholesale: viewer.isWholesaler,
  }
  const [{ rows, count }, priceRange, brandFacets, categoryFacets] = await Promise.all([
    listProductRows(db, filter, query.sort, query.limit, (query.page - 1) * query.limit),
    listingPriceRange(db, filter),
    listingBrandFacets(db, filter),
    listingCategoryFacets(db, filter),
  ])
  const media = await variantsWithImages(db, rows.map((r) => r.product.id))
  return {
    results: toProductDtos(rows, media, locale, viewer),
    count,
    price_range: priceRange,
    brands: brandFacets.map((b) => ({ ...b, count: Number(b.count) })),
    categories: categoryFacets.map((c) => ({
      id: c.id,
      name: localized(locale, c.nameUa, c.nameEn),
      slug: c.slug,
      parent_id: c.parentId,
      count: Number(c.count),
    })),
  }
}
