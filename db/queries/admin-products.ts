/**
 * The back office's product list: filters, sorting and numbered pages, with the search box answered by
 * the storefront's FTS5 index `products_search` (db/queries/search-index.ts: names in both languages,
 * brand, variant codes and barcodes) instead of a substring scan of every product and variant.
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { AdminProductsQuery } from '../../app/contract/admin-catalogue'
import type { Locale } from '../../app/domain/locale'
import { ftsMatchExpression, queryTerms, termSpellings } from '../../app/domain/search-query'
import { localisedName } from './localised-name'
import type { Db } from '../client'
import { brands, categories, products } from '../schema'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'

const SORT_COLUMNS = {
  sort_order: products.sortOrder,
  name: products.nameUa,
  created: products.createdAt,
  price: products.minPriceUah,
  id: products.id,
  stock: products.stockTotal,
}

export interface AdminProductListRow {
  id: number
  name: string
  slug: string
  brand: string
  category: string
  minPrice: number
  sortOrder: number
  isActive: boolean
  createdAt: number
  variants: number
  codes: string | null
  stock: number
}

const ftsMatches = (match: string) =>
  sql`SELECT ${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)} FROM products_search WHERE products_search MATCH ${match}`

/**
 * At least this many matches (of the search box or the stock filter) and a page is found by walking the
 * sort column's index in order (migration 0010_admin_product_sort_indexes; the id order is the table's
 * own), each product checked against the matches: a page's rows come within the first few hundred. Fewer, and each match is looked up by its id
 * and the few sorted (walking would then read most of the index for a handful of rows).
 */
const WALK_FROM = 2000

/** The match expression of a search text: every typed word as a word prefix, in either alphabet (app/domain/search-query.ts). */
function matchOf(q: string): string | null {
  const groups = queryTerms(q).map(termSpellings)
  return groups.length === 0 ? null : ftsMatchExpression(groups)
}

/**
 * One numbered page of the list and the number of products the filters match. The search box is answered
 * by the index (names in both languages, brand, codes and barcodes; hidden products too, so staff find
 * them); text with no searchable word finds nothing.
 */
export async function adminProductPage(
  db: Db,
  query: AdminProductsQuery,
  locale: Locale,
  { walkFrom = WALK_FROM, lowStockBelow = 1 }: { walkFrom?: number; lowStockBelow?: number } = {},
): Promise<{ rows: AdminProductListRow[]; total: number }> {
  const match = query.q === undefined ? undefined : matchOf(query.q)
  if (match === null) return { rows: [], total: 0 }
  const below = query.stock === undefined ? undefined : query.stock === 'out' ? 1 : lowStockBelow
  // The products with a variant short of stock, read from variants_on_hand_idx alone (it holds the product).
  const shortOf = (pieces: number) => sql`SELECT v.product_id FROM variants v WHERE v.stock + v.stock_opt < ${pieces}`
  const filters = [
    query.brand_id ? eq(products.brandId, query.brand_id) : undefined,
    query.category_id
      ? or(eq(products.categoryId, query.category_id), eq(categories.parentId, query.category_id))
      : undefined,
    query.active === undefined ? undefined : eq(products.isActive, query.active),
  ].filter((f) => f !== undefined)
  const total =
    match !== undefined && filters.length === 0 && below === undefined
      ? // The search alone: every indexed row is a product, so the index counts them without reading products.
        Number(
          (
            await db.get<{ n: number }>(
              sql`SELECT count(*) AS n FROM products_search WHERE products_search MATCH ${match}`,
            )
          )?.n ?? 0,
        )
      : match === undefined && filters.length === 0 && below !== undefined
        ? // The stock filter alone: its index counts the products (each has its category) without reading them.
          Number(
            (
              await db.get<{ n: number }>(
                sql`SELECT count(DISTINCT v.product_id) AS n FROM variants v WHERE v.stock + v.stock_opt < ${below}`,
              )
            )?.n ?? 0,
          )
        : ((
            await db
              .select({ n: count() })
              .from(products)
              .innerJoin(categories, eq(categories.id, products.categoryId))
              .where(
                and(
                  ...filters,
                  below === undefined ? undefined : sql`${products.id} IN (${shortOf(below)})`,
                  match === undefined ? undefined : sql`${products.id} IN (${ftsMatches(match)})`,
                ),
              )
          )[0]?.n ?? 0)
  if (total === 0 || (query.page - 1) * query.limit >= total) return { rows: [], total }
  const walk = total >= walkFrom
  // `+ 0` keeps SQLite from looking every match up by id, so it walks the sort order instead.
  const matching = (ids: SQL) => (walk ? sql`${products.id} + 0 IN (${ids})` : sql`${products.id} IN (${ids})`)
  const search = match === undefined ? undefined : matching(ftsMatches(match))
  const short = below === undefined ? undefined : matching(shortOf(below))
  const order = query.dir === 'asc' ? asc : desc
  const rows = await db
    .select({
      id: products.id,
      name: localisedName(products.nameUa, products.nameEn, locale),
      slug: products.slug,
      brand: brands.name,
      category: localisedName(categories.nameUa, categories.nameEn, locale),
      minPrice: products.minPriceUah,
      sortOrder: products.sortOrder,
      isActive: products.isActive,
      createdAt: products.createdAt,
      variants: sql<number>`(SELECT count(*) FROM variants v WHERE v.product_id = "products"."id")`,
      codes: sql<
        string | null
      >`(SELECT group_concat(v.code, ', ') FROM variants v WHERE v.product_id = "products"."id")`,
      stock: products.stockTotal,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...filters, short, search))
    .orderBy(order(SORT_COLUMNS[query.sort]), order(products.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
  return { rows: rows.map((r) => ({ ...r, variants: Number(r.variants), stock: Number(r.stock) })), total }
}
