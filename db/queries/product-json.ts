import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { brands, categories, comments, products, variantImages, variants } from '../schema'
import { parentCategory as parent, type ProductMedia, type ProductRow, productRowFields } from './catalogue'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { jsonArray } from './json-statement'
import { countsTowardsRating } from './reviews'

/**
 * Products with their media as JSON lists made by SQLite (json-statement.ts): the first
 * PRODUCT_JSON_COLUMNS values of a statement's row, for the products whose ids `ids` selects (a
 * subquery or a list), read back by productsFromJson as db/queries/catalogue.ts's rows and media.
 */
export const PRODUCT_JSON_COLUMNS = 4

/**
 * Which texts the lists hold: both languages, or what a Ukrainian answer shows. localized()
 * (app/domain/locale.ts) answers the Ukrainian text for `ua` whatever the English one is, so with
 * 'ua' every English text (each field named …En) is read as '': about a third of the bytes.
 */
export type ProductTexts = 'both' | 'ua'

function textsOf<F extends Record<string, unknown>>(fields: F, texts: ProductTexts): F {
  if (texts === 'both') return fields
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, key.endsWith('En') ? sql`''` : field]),
  ) as F
}

/**
 * A row as `json_array(value, …)` in `fields`' key order, read back by `objectOf` with the same keys: the
 * lists carry no key names (a listing's database answer was a fifth key names, each escaped again inside
 * Hrana's JSON envelope), and parsing arrays and naming their values in JavaScript cost about half of
 * parsing the same objects (2026-11-29, a listing's answer: 444 µs → 254 µs to decode and parse).
 */
function jsonValues(fields: Record<string, SQLiteColumn | SQL | SQL.Aliased>): SQL {
  return sql`json_array(${sql.join(Object.values(fields), sql`, `)})`
}

/** The object `jsonValues` wrote: each of `keys` (its fields' keys, in order) with the value in its place. */
function objectOf<T>(keys: readonly string[], values: readonly unknown[]): T {
  const object: Record<string, unknown> = {}
  for (let i = 0; i < keys.length; i++) object[keys[i]!] = values[i]
  return object as T
}

const { parent: parentFields, ...rowFields } = productRowFields
const variantFields = getTableColumns(variants)
const imageFields = getTableColumns(variantImages)
/** Each list's keys, in the order its SQL writes the values (textsOf keeps the keys and their order). */
const KEYS = {
  product: Object.keys(rowFields.product),
  brand: Object.keys(rowFields.brand),
  category: Object.keys(rowFields.category),
  parent: Object.keys(parentFields),
  variant: Object.keys(variantFields),
  image: Object.keys(imageFields),
}

/** The products' rows as ProductRow values (product, brand, category, parent or null), in `orderBy`'s order. */
function rowsJson(ids: SQL, orderBy: SQL, texts: ProductTexts): SQL {
  const row = sql`json_array(${jsonValues(textsOf(rowFields.product, texts))}, ${jsonValues(rowFields.brand)},
    ${jsonValues(textsOf(rowFields.category, texts))},
    CASE WHEN ${parent.id} IS NULL THEN NULL ELSE ${jsonValues(textsOf(parentFields, texts))} END)`
  return sql`SELECT ${jsonArray(row, orderBy)} FROM ${products}
    INNER JOIN ${brands} ON ${eq(brands.id, products.brandId)}
    INNER JOIN ${categories} ON ${eq(categories.id, products.categoryId)}
    LEFT JOIN ${categories} ${parent} ON ${eq(parent.id, categories.parentId)}
    WHERE ${products.id} IN (${ids})`
}

/** The products' variants, their images and their published ratings, as productMediaQueries reads them. */
function mediaJson(ids: SQL, texts: ProductTexts): SQL[] {
  return [
    sql`SELECT ${jsonArray(jsonValues(textsOf(variantFields, texts)), sql`${variants.productId}, ${variants.sortOrder}, ${variants.id}`)}
      FROM ${variants} WHERE ${variants.productId} IN (${ids})`,
    sql`SELECT ${jsonArray(jsonValues(imageFields), sql`${variantImages.variantId}, ${variantImages.position}`)}
      FROM ${variantImages} INNER JOIN ${variants} ON ${eq(variants.id, variantImages.variantId)}
      WHERE ${variants.productId} IN (${ids})`,
    sql`SELECT json_group_array(json_object('productId', product_id, 'count', rating_count, 'sum', rating_sum)) FROM (
      SELECT ${comments.productId} AS product_id, count(*) AS rating_count, coalesce(sum(${comments.rate}), 0) AS rating_sum
      FROM ${comments} WHERE ${comments.productId} IN (${ids}) AND ${countsTowardsRating()} GROUP BY ${comments.productId})`,
  ]
}

/** The scalar subqueries of the products' rows (in `orderBy`'s order) and media. */
export const productsJson = (ids: SQL, orderBy: SQL, texts: ProductTexts = 'both'): SQL[] => [
  rowsJson(ids, orderBy, texts),
  ...mediaJson(ids, texts),
]

type Values = unknown[]
const list = (value: unknown) => JSON.parse(String(value)) as Values[]

/** The rows and media from the first PRODUCT_JSON_COLUMNS values of a row. */
export function productsFromJson(row: readonly unknown[]): { rows: ProductRow[]; media: ProductMedia } {
  const [rows, variantList, imageList, ratings] = row
  return {
    rows: list(rows).map(([product, brand, category, parentRow]) => ({
      product: objectOf(KEYS.product, product as Values),
      brand: objectOf(KEYS.brand, brand as Values),
      category: objectOf(KEYS.category, category as Values),
      parent: parentRow === null ? null : objectOf(KEYS.parent, parentRow as Values),
    })) as ProductRow[],
    media: {
      variants: list(variantList).map((values) => objectOf(KEYS.variant, values)),
      images: list(imageList).map((values) => objectOf(KEYS.image, values)),
      ratings: JSON.parse(String(ratings)) as ProductMedia['ratings'],
    },
  }
}
