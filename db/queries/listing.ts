import { and, asc, desc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Sort } from '../../app/domain/listing'
import type { Db } from '../client'
import { brands, categories, products } from '../schema'
import { listPlaceholders, listValues, rowColumns, statementRow, statementWith } from './json-statement'
import { PRODUCT_JSON_COLUMNS, type ProductTexts, productsFromJson, productsJson } from './product-json'
import { productShown } from './shown'

/**
 * A listing: its scope (the page's category or brand) and the shopper's selections within it. The
 * price column is the audience's listing price (app/domain productPriceBounds: the price of the variant the card starts on).
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

/** A ListingFilter with a placeholder for each value: the SQL of every filter of one shape is the same text. */
type BoundFilter = {
  [K in keyof ListingFilter]: ListingFilter[K] extends number[] | undefined
    ? Placeholder[] | undefined
    : ListingFilter[K] extends number | undefined
      ? Placeholder | undefined
      : ListingFilter[K]
}

/** The placeholders of a filter, its values, and its shape: which values are set, and how many ids each list has. */
function bind(filter: ListingFilter, sort: Sort) {
  const values: Record<string, number> = {}
  // A repeated id changes no IN list (nor the search's order, which its first place decides), and each
  // id is bound several times over in the statement: a list of one id repeated is bound as one id.
  const list = (name: string, ids: number[] | undefined) => {
    const unique = ids && [...new Set(ids)]
    listValues(name, unique, values)
    return unique && listPlaceholders(name, unique.length)
  }
  const one = (name: string, value: number | undefined) => {
    if (value === undefined) return undefined
    values[name] = value
    return sql.placeholder(name)
  }
  const bound: BoundFilter = {
    scopeCategoryIds: list('scopeCategory', filter.scopeCategoryIds),
    scopeBrandId: one('scopeBrand', filter.scopeBrandId),
    scopeProductIds: list('scopeProduct', filter.scopeProductIds),
    categoryIds: list('category', filter.categoryIds),
    brandIds: list('brand', filter.brandIds),
    priceMin: one('priceMin', filter.priceMin),
    priceMax: one('priceMax', filter.priceMax),
    wholesale: filter.wholesale,
  }
  const shape = [
    'listing',
    sort,
    ...Object.entries(bound).map(([key, value]) => `${key}:${Array.isArray(value) ? value.length : String(!!value)}`),
  ].join('|')
  return { bound, values, shape }
}

/** Which selections a query applies: a facet leaves its own selection out, so choosing one keeps the others. */
type Selections = { brands: boolean; categories: boolean; price: boolean }
const ALL: Selections = { brands: true, categories: true, price: true }

const priceColumn = (wholesale: boolean) => (wholesale ? products.minWholesalePriceUah : products.minPriceUah)

function conditions(filter: BoundFilter, apply: Selections): SQL {
  const price = priceColumn(filter.wholesale)
  const list: SQL[] = [productShown]
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
function ordering(sort: Sort, filter: BoundFilter): SQL[] {
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
function relevance(ids: readonly Placeholder[]): SQL {
  return sql`CASE ${products.id} ${sql.join(
    ids.map((id, place) => sql`WHEN ${id} THEN ${sql.raw(String(place))}`),
    sql` `,
  )} END`
}

/**
 * Just the page's product ids, chosen once (a materialized CTE) and read by each list of the statement.
 * Sorting ids (not whole rows) is cheap, and index-only where an index covers the filter and sort (the
 * price sorts). Chosen once because a deep page passes over every product before it: re-selected by
 * the four lists, a price-filtered page 4,000 of the bench's 100,000 products took 2 s.
 */
const pageIds = (where: SQL, orderBy: SQL) =>
  sql`page_ids AS MATERIALIZED (SELECT ${products.id} AS id FROM ${products} WHERE ${where} ORDER BY ${orderBy} LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})`

/** Effective price bounds of the listing's scope alone: the price slider's ends (spec: the global bounds). */
function priceRange(filter: BoundFilter): SQL[] {
  const price = priceColumn(filter.wholesale)
  const where = conditions(filter, { brands: false, categories: false, price: false })
  // Two scalar subqueries, so SQLite answers each from the price index's ends (min and max in one
  // SELECT would scan the range).
  return [
    sql`SELECT min(${price}) FROM ${products} WHERE ${where}`,
    sql`SELECT max(${price}) FROM ${products} WHERE ${where}`,
  ]
}

/** A facet list as JSON in the given order, from a subquery with `facet_count` and the facet's columns. */
const facetJson = (pairs: string, order: string) =>
  sql.raw(`json_group_array(json_object(${pairs}, 'count', facet_count) ORDER BY ${order})`)

/**
 * Brands present in the listing (before its brand selection), with counts. SQLite walks a brand-first
 * index once per brand (its GROUP BY then needs no sort): right for the whole catalogue, but on a
 * category's page that reads every brand's products. There the products are counted per brand from the
 * category's own index first (`+brand_id` turns the brand index off), then named: a category page of
 * 15,000 out of 100,000 products, 5.9 ms -> 2.8 ms.
 */
function brandFacets(filter: BoundFilter): SQL {
  const where = conditions(filter, { ...ALL, brands: false })
  const named = sql`${brands.id} AS id, ${brands.name} AS name, ${brands.slug} AS slug`
  const facets =
    filter.scopeCategoryIds === undefined && filter.categoryIds === undefined
      ? sql`SELECT ${named}, count(*) AS facet_count FROM ${products}
          INNER JOIN ${brands} ON ${eq(brands.id, products.brandId)} WHERE ${where} GROUP BY ${brands.id}`
      : sql`SELECT ${named}, counts.facet_count FROM (
          SELECT ${products.brandId} AS facet_brand_id, count(*) AS facet_count FROM ${products}
          WHERE ${where} GROUP BY +${products.brandId}) counts
          INNER JOIN ${brands} ON ${brands.id} = counts.facet_brand_id`
  return sql`SELECT ${facetJson("'id', id, 'name', name, 'slug', slug", 'name')} FROM (${facets})`
}

/** Categories present in the listing (before its category selection), with counts. */
function categoryFacets(filter: BoundFilter): SQL {
  const facets = sql`SELECT ${categories.id} AS id, ${categories.nameUa} AS name_ua, ${categories.nameEn} AS name_en,
    ${categories.slug} AS slug, ${categories.parentId} AS parent_id, ${categories.sortOrder} AS sort_order,
    count(*) AS facet_count FROM ${products} INNER JOIN ${categories} ON ${eq(categories.id, products.categoryId)}
    WHERE ${conditions(filter, { ...ALL, categories: false })} GROUP BY ${categories.id}`
  const pairs = "'id', id, 'nameUa', name_ua, 'nameEn', name_en, 'slug', slug, 'parentId', parent_id"
  return sql`SELECT ${facetJson(pairs, 'sort_order, id')} FROM (${facets})`
}

/** One statement, one row: each of its values a scalar subquery (a JSON text for each list). */
function listingStatement(filter: BoundFilter, sort: Sort, texts: ProductTexts): SQL {
  const where = conditions(filter, ALL)
  const orderBy = sql.join(ordering(sort, filter), sql`, `)
  const parts = [
    ...productsJson(sql`SELECT id FROM page_ids`, orderBy, texts),
    sql`SELECT count(*) FROM ${products} WHERE ${where}`,
    ...priceRange(filter),
    brandFacets(filter),
    categoryFacets(filter),
  ]
  return sql`WITH ${pageIds(where, orderBy)} SELECT ${rowColumns(parts)}`
}

type Facet = { id: number; name: string; slug: string; count: number }
type CategoryFacet = {
  id: number
  nameUa: string
  nameEn: string
  slug: string
  parentId: number | null
  count: number
}
const parsed = <T>(value: unknown) => JSON.parse(String(value)) as T

function listingStatementParts(filter: ListingFilter, sort: Sort, limit: number, offset: number, texts: ProductTexts) {
  const { bound, values, shape } = bind(filter, sort)
  return {
    shape: `${shape}|${texts}`,
    build: () => listingStatement(bound, sort, texts),
    values: { ...values, limit, offset },
  }
}

/** The listing page's statement text and arguments, as listingPage runs it (for its query plan). */
export function listingPageStatement(
  filter: ListingFilter,
  sort: Sort,
  limit: number,
  offset: number,
): { text: string; args: unknown[] } {
  const { shape, build, values } = listingStatementParts(filter, sort, limit, offset, 'ua')
  return statementWith(shape, build, values)
}

/**
 * Everything a listing page shows, in one round trip (one statement, so one consistent read): the
 * page's product rows, the count, the price slider's ends, the brand and category facets, and the
 * page's variants, images and ratings (selected by the page's ids as a subquery), with the `texts` the
 * answer shows (a Ukrainian page reads no English: a third fewer bytes to move and parse).
 */
export async function listingPage(
  db: Db,
  filter: ListingFilter,
  sort: Sort,
  limit: number,
  offset: number,
  texts: ProductTexts = 'both',
) {
  const { shape, build, values } = listingStatementParts(filter, sort, limit, offset, texts)
  const row = await statementRow(db, shape, build, values)
  const [count, min, max, brandFacetList, categoryFacetList] = row.slice(PRODUCT_JSON_COLUMNS)
  return {
    ...productsFromJson(row),
    count: Number(count ?? 0),
    priceRange: { min: Number(min ?? 0), max: Number(max ?? 0) },
    brandFacets: parsed<Facet[]>(brandFacetList),
    categoryFacets: parsed<CategoryFacet[]>(categoryFacetList),
  }
}
