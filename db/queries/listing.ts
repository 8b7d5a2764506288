import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Sort } from '../../app/domain/listing'
import type { Db } from '../client'
import { brands, categories, products } from '../schema'
import { productMediaQueries, productRows, toProductMedia } from './catalogue'

/**
 * A listing: its scope (the page's category or brand) and the shopper's selections within it. The
 * price column is the audience's lowest effective price (app/domain productPriceBounds).
 */
export interface ListingFilter {
  scopeCategoryIds?: number[]
  scopeBrandId?: number
  /** The search results page: the products found, best first (their order is the default sort). */
  scopeProductIds?: number[]
  categoryIds?: number[]
  brandIds?: number[]
  priceMin?: number
  priceMax?: number
  wholesale: boolean
}

/** Which selections a query applies: a facet leaves its own selection out, so choosing one keeps the others. */
type Selections = { brands: boolean; categories: boolean; price: boolean }
const ALL: Selections = { brands: true, categories: true, price: true }

const priceColumn = (wholesale: boolean) => (wholesale ? products.minWholesalePriceUah : products.minPriceUah)

function conditions(filter: ListingFilter, apply: Selections): SQL {
  const price = priceColumn(filter.wholesale)
  const list: SQL[] = [eq(products.isActive, true)]
  if (filter.scopeCategoryIds) list.push(inArray(products.categoryId, filter.scopeCategoryIds))
  if (filter.scopeBrandId !== undefined) list.push(eq(products.brandId, filter.scopeBrandId))
  if (filter.scopeProductIds)
    list.push(filter.scopeProductIds.length > 0 ? inArray(products.id, filter.scopeProductIds) : sql`0`)
  if (apply.categories && filter.categoryIds) list.push(inArray(products.categoryId, filter.categoryIds))
  if (apply.brands && filter.brandIds) list.push(inArray(products.brandId, filter.brandIds))
  if (apply.price && filter.priceMin !== undefined) list.push(gte(price, filter.priceMin))
  if (apply.price && filter.priceMax !== undefined) list.push(lte(price, filter.priceMax))
  return and(...list)!
}

/** Spec §9 sorts: sort_order descending; popular by views; price sorts by the effective price. */
function ordering(sort: Sort, filter: ListingFilter): SQL[] {
  const price = priceColumn(filter.wholesale)
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)]
    case 'popular':
      return [desc(products.views), desc(products.id)]
    case 'price_asc':
      return [asc(price), asc(products.id)]
    case 'price_dsc':
      return [desc(price), desc(products.id)]
    case 'sort_order':
      return filter.scopeProductIds?.length
        ? [relevance(filter.scopeProductIds)]
        : [desc(products.sortOrder), desc(products.id)]
  }
}

/** The search's own order: each product's place in the list of ids the search answered. */
function relevance(ids: readonly number[]): SQL {
  return sql`CASE ${products.id} ${sql.join(
    ids.map((id, place) => sql`WHEN ${sql.raw(String(Math.trunc(id)))} THEN ${sql.raw(String(place))}`),
    sql` `,
  )} END`
}

/**
 * Just the page's product ids. Sorting these (not whole rows) is cheap, and index-only where an index
 * covers the filter and sort (the price sorts), so each statement of the batch can re-select them.
 */
function pageIdsQuery(db: Db, where: SQL, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
}

function countQuery(db: Db, where: SQL) {
  return db
    .select({ count: sql<number>`count(*)` })
    .from(products)
    .where(where)
}

/** Effective price bounds of the listing's scope alone: the price slider's ends (spec: the global bounds). */
function priceRangeQuery(db: Db, filter: ListingFilter) {
  const price = priceColumn(filter.wholesale)
  const where = conditions(filter, { brands: false, categories: false, price: false })
  // Two scalar subqueries, so SQLite answers each from the price index's ends (min and max in one
  // SELECT would scan the range).
  return db.all<{ min: number | null; max: number | null }>(
    sql`SELECT (SELECT min(${price}) FROM ${products} WHERE ${where}) AS min, (SELECT max(${price}) FROM ${products} WHERE ${where}) AS max`,
  )
}

/**
 * Brands present in the listing (before its brand selection), with counts. SQLite walks a brand-first
 * index once per brand (its GROUP BY then needs no sort): right for the whole catalogue, but on a
 * category's page that reads every brand's products. There the products are counted per brand from the
 * category's own index first (`+brand_id` turns the brand index off), then named: a category page of
 * 15,000 out of 100,000 products, 5.9 ms -> 2.8 ms.
 */
function brandFacetsQuery(db: Db, filter: ListingFilter) {
  const where = conditions(filter, { ...ALL, brands: false })
  if (filter.scopeCategoryIds === undefined && filter.categoryIds === undefined) {
    return db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, count: sql<number>`count(*)` })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .groupBy(brands.id)
      .orderBy(asc(brands.name))
  }
  const counts = db
    .select({
      brandId: sql<number>`${products.brandId}`.as('facet_brand_id'),
      count: sql<number>`count(*)`.as('facet_count'),
    })
    .from(products)
    .where(where)
    .groupBy(sql`+${products.brandId}`)
    .as('counts')
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, count: counts.count })
    .from(counts)
    .innerJoin(brands, eq(brands.id, counts.brandId))
    .orderBy(asc(brands.name))
}

/** Categories present in the listing (before its category selection), with counts. */
function categoryFacetsQuery(db: Db, filter: ListingFilter) {
  return db
    .select({
      id: categories.id,
      nameUa: categories.nameUa,
      nameEn: categories.nameEn,
      slug: categories.slug,
      parentId: categories.parentId,
      count: sql<number>`count(*)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(conditions(filter, { ...ALL, categories: false }))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
}

/**
 * Everything a listing page shows, in one round trip (one batch: one Hrana pipeline request, one read
 * transaction): the page's product rows, the count, the price slider's ends, the brand and category
 * facets, and the page's variants, images and ratings (selected by the page's ids as a subquery).
 */
export async function listingPage(db: Db, filter: ListingFilter, sort: Sort, limit: number, offset: number) {
  const where = conditions(filter, ALL)
  const orderBy = ordering(sort, filter)
  const pageIds = pageIdsQuery(db, where, orderBy, limit, offset)
  const [rows, [total], [range], brandFacets, categoryFacets, ...media] = await db.batch([
    // The page is chosen from the index alone; only its rows are read in full (not every match, then sorted).
    productRows(db, inArray(products.id, pageIds), orderBy, limit),
    countQuery(db, where),
    priceRangeQuery(db, filter),
    brandFacetsQuery(db, filter),
    categoryFacetsQuery(db, filter),
    ...productMediaQueries(db, pageIds),
  ])
  return {
    rows,
    media: toProductMedia(media),
    count: Number(total?.count ?? 0),
    priceRange: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) },
    brandFacets: brandFacets.map((b) => ({ ...b, count: Number(b.count) })),
    categoryFacets: categoryFacets.map((c) => ({ ...c, count: Number(c.count) })),
  }
}
