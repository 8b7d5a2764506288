import { and, eq, type SQL, sql } from 'drizzle-orm'
import { brands, categories, products } from '../schema'

/**
 * What the storefront shows, the rule once: a brand or a category staff have not hidden, a subcategory
 * whose parent is not hidden either, and an active product of a shown brand in a shown category.
 * Uncorrelated subqueries: SQLite reads the few hidden ids once per statement, not once per product.
 */
const HIDDEN_BRANDS = 'SELECT id FROM brands WHERE is_hidden = 1'
const HIDDEN_CATEGORIES =
  'SELECT id FROM categories WHERE is_hidden = 1 OR parent_id IN (SELECT id FROM categories WHERE is_hidden = 1)'

/**
 * Nothing is hidden in the usual case: the uncorrelated EXISTS is answered once per statement, and each
 * product then passes on it without looking its brand and category up among the hidden ones (which
 * nearly doubled a listing's database time on the bench catalogue).
 */
const placementShown = (brandId: string, categoryId: string) =>
  `(NOT EXISTS (SELECT 1 FROM brands WHERE is_hidden = 1) OR ${brandId} NOT IN (${HIDDEN_BRANDS})) AND ` +
  `(NOT EXISTS (SELECT 1 FROM categories WHERE is_hidden = 1) OR ${categoryId} NOT IN (${HIDDEN_CATEGORIES}))`

/** For raw SQL: the product (under `alias`) is shown on the storefront. */
export const productShownSql = (alias: string) =>
  `${alias}.is_active = 1 AND ${placementShown(`${alias}.brand_id`, `${alias}.category_id`)}`

/** For Drizzle: the `products` row is shown on the storefront. */
export const productShown: SQL = and(
  eq(products.isActive, true),
  sql.raw(placementShown('"products"."brand_id"', '"products"."category_id"')),
)!

/** For Drizzle: the brand is shown. */
export const brandShown: SQL = eq(brands.isHidden, false)

/** For Drizzle: the category is shown (a hidden parent hides its subcategories). */
export const categoryShown: SQL = sql`${categories.id} NOT IN (${sql.raw(HIDDEN_CATEGORIES)})`
