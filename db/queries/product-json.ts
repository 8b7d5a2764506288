import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { brands, categories, comments, products, variantImages, variants } from '../schema'
import { parentCategory as parent, type ProductMedia, type ProductRow, productRowFields } from './catalogue'
import { jsonArray, jsonObject, jsonRowOf } from './json-statement'
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

/** The products' rows as ProductRow objects, in `orderBy`'s order. */
function rowsJson(ids: SQL, orderBy: SQL, texts: ProductTexts): SQL {
  const { parent: parentFields, ...fields } = productRowFields
  const row = jsonObject({
    product: jsonObject(textsOf(fields.product, texts)),
    brand: jsonObject(fields.brand),
    category: jsonObject(textsOf(fields.category, texts)),
    parent: sql`CASE WHEN ${parent.id} IS NULL THEN NULL ELSE ${jsonObject(textsOf(parentFields, texts))} END`,
  })
  return sql`SELECT ${jsonArray(row, orderBy)} FROM ${products}
    INNER JOIN ${brands} ON ${eq(brands.id, products.brandId)}
    INNER JOIN ${categories} ON ${eq(categories.id, products.categoryId)}
    LEFT JOIN ${categories} ${parent} ON ${eq(parent.id, categories.parentId)}
    WHERE ${products.id} IN (${ids})`
}

/** The products' variants, their images and their published ratings, as productMediaQueries reads them. */
function mediaJson(ids: SQL, texts: ProductTexts): SQL[] {
  const variant = jsonObject(textsOf(getTableColumns(variants), texts))
  return [
    sql`SELECT ${jsonArray(variant, sql`${variants.productId}, ${variants.sortOrder}, ${variants.id}`)}
      FROM ${variants} WHERE ${variants.productId} IN (${ids})`,
    sql`SELECT ${jsonArray(jsonRowOf(variantImages), sql`${variantImages.variantId}, ${variantImages.position}`)}
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

/** The rows and media from the first PRODUCT_JSON_COLUMNS values of a row. */
export function productsFromJson(row: readonly unknown[]): { rows: ProductRow[]; media: ProductMedia } {
  const [rows, variantList, imageList, ratings] = row
    .slice(0, PRODUCT_JSON_COLUMNS)
    .map((value) => JSON.parse(String(value)) as never)
  return { rows: rows!, media: { variants: variantList!, images: imageList!, ratings: ratings! } }
}
