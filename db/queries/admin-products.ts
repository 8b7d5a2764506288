/**
 * The back office's product list: filters, sorting and numbered pages, with the search box answered by
 * the storefront's FTS5 index `products_search` (db/queries/search-index.ts: names in both languages,
 * brand, variant codes and barcodes) instead of a substring scan of every product and variant.
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { AdminProductsQuery } from '../../app/contract/admin-catalogue'
import type { Locale } from '../../app/domain/locale'
import { ftsMatchExpression, queryTerms, termSpellings } from '../../app/domain/search-query'
import { localisedName } from '../../worker/services/admin/localised-name'
import type { Db } from '../client'
import { brands, categories, products } from '../schema'
import { PRODUCT_ID_OF_SEARCH_ROWID } from './search-index'

const SORT_COLUMNS = { sort_order: products.sortOrder, name: products.nameUa, created: products.createdAt, price: products.minPriceUah, id: products.id }

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

/**
 * Products whose name, brand or code has every typed word as a word prefix, in either alphabet (the
 * storefront's rules, app/domain/search-query.ts). Inactive products are in the index too, so staff
 * find hidden ones. Undefined when the text has no searchable word: such a query finds nothing.
 */
function searchFilter(q: string): SQL | undefined {
  const groups = queryTerms(q).map(termSpellings)
  if (groups.length === 0) return undefined
  return sql`${products.id} IN (SELECT ${sql.raw(PRODUCT_ID_OF_SEARCH_ROWID)} FROM products_search WHERE products_search MATCH ${ftsMatchExpression(groups)})`
}

/** One numbered page of the list and the number of products the filters match. */
export async function adminProductPage(db: Db, query: AdminProductsQuery, locale: Locale): Promise<{ rows: AdminProductListRow[]; total: number }> {
  const search = query.q === undefined ? undefined : searchFilter(query.q)
  if (query.q !== undefined && search === undefined) return { rows: [], total: 0 }
  const where: SQL | undefined = and(
    query.brand_id ? eq(products.brandId, query.brand_id) : undefined,
    query.category_id ? or(eq(products.categoryId, query.category_id), eq(categories.parentId, query.category_id)) : undefined,
    query.active === undefined ? undefined : eq(products.isActive, query.active),
    search,
  )
  const order = query.dir === 'asc' ? asc : desc
  const [rows, [total]] = await db.batch([
    db
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
        codes: sql<string | null>`(SELECT group_concat(v.code, ', ') FROM variants v WHERE v.product_id = "products"."id")`,
        stock: sql<number>`(SELECT coalesce(sum(v.stock + v.stock_opt), 0) FROM variants v WHERE v.product_id = "products"."id")`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(where),
  ])
  return { rows: rows.map((r) => ({ ...r, variants: Number(r.variants), stock: Number(r.stock) })), total: total?.n ?? 0 }
}
