import { and, asc, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import { brands, categories, comments, products, variantImages, variants } from '../schema'
import { countsTowardsRating, ratingsQuery } from './reviews'

export type CategoryRow = typeof categories.$inferSelect
export type VariantRow = typeof variants.$inferSelect
export type VariantImageRow = typeof variantImages.$inferSelect

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
}

/** Active products per category they are directly attached to. */
export async function productCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)` })
    .from(products)
    .where(eq(products.isActive, true))
    .groupBy(products.categoryId)
  return new Map(rows.map((r) => [r.categoryId, Number(r.count)]))
}

const parent = alias(categories, 'parent')

/** The columns of a ProductRow: the product, its brand, its category and that category's parent. */
export const productRowFields = {
  // The columns a product answer shows, not the whole row: a listing reads and decodes every one of them.
  product: {
    id: products.id,
    slug: products.slug,
    nameUa: products.nameUa,
    nameEn: products.nameEn,
    shortUa: products.shortUa,
    shortEn: products.shortEn,
    descriptionUa: products.descriptionUa,
    descriptionEn: products.descriptionEn,
    prescriptionUa: products.prescriptionUa,
    prescriptionEn: products.prescriptionEn,
    applicationUa: products.applicationUa,
    applicationEn: products.applicationEn,
    composition: products.composition,
    serie: products.serie,
    unitUa: products.unitUa,
    unitEn: products.unitEn,
    sortOrder: products.sortOrder,
    views: products.views,
  },
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  category: {
    id: categories.id,
    slug: categories.slug,
    nameUa: categories.nameUa,
    nameEn: categories.nameEn,
    parentId: categories.parentId,
  },
  parent: { id: parent.id, slug: parent.slug, nameUa: parent.nameUa, nameEn: parent.nameEn },
}
export { parent as parentCategory }

/** Product rows with their brand and category (and the category's parent). */
export function productRows(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset = 0) {
  return db
    .select(productRowFields)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
}

export async function latestProductRows(db: Db, limit: number) {
  return productRows(db, eq(products.isActive, true), [desc(products.createdAt), desc(products.id)], limit)
}

export async function topViewedProductRows(db: Db, limit: number) {
  return productRows(db, eq(products.isActive, true), [desc(products.views), desc(products.id)], limit)
}

/** One active product by id, slug or external slug. */
export async function productRowBy(db: Db, by: { id: number } | { slug: string } | { externalSlug: string }) {
  const match =
    'id' in by
      ? eq(products.id, by.id)
      : 'slug' in by
        ? eq(products.slug, by.slug)
        : eq(products.externalSlug, by.externalSlug)
  const [row] = await productRows(db, and(eq(products.isActive, true), match), [asc(products.id)], 1)
  return row ?? null
}

export async function countProductView(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(eq(products.id, productId))
}

/** Views of pages answered from the edge cache, which know the slug only: one round trip for the lot. */
export async function addProductViewsBySlug(db: Db, views: Map<string, number>): Promise<void> {
  const updates = [...views].map(([slug, count]) =>
    db
      .update(products)
      .set({ views: sql`${products.views} + ${count}` })
      .where(eq(products.slug, slug)),
  )
  const [first, ...rest] = updates
  if (first) await db.batch([first, ...rest])
}

export type ProductRow = Awaited<ReturnType<typeof latestProductRows>>[number]

/** Which products' media to read: their ids, or a subquery selecting them (so the reads can join another batch). */
export type ProductIds = number[] | SQLWrapper

/**
 * The statements that read products' variants (display order), their images and the products'
 * published ratings; a listing adds them to its own batch (db/queries/listing.ts), turned into
 * ProductMedia by toProductMedia.
 */
export function productMediaQueries(db: Db, productIds: ProductIds) {
  return [
    db
      .select()
      .from(variants)
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.sortOrder), asc(variants.id)),
    db
      .select({ image: variantImages })
      .from(variantImages)
      .innerJoin(variants, eq(variants.id, variantImages.variantId))
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variantImages.variantId), asc(variantImages.position)),
    ratingsQuery(db, productIds),
  ] as const
}

export interface ProductMedia {
  variants: VariantRow[]
  images: VariantImageRow[]
  ratings: RatingRow[]
}

export function toProductMedia([variantRows, imageRows, ratings]: readonly [
  VariantRow[],
  { image: VariantImageRow }[],
  RatingRow[],
]): ProductMedia {
  return { variants: variantRows, images: imageRows.map((r) => r.image), ratings }
}

/** `json_object('key', column, ...)` over a table's columns, keyed as drizzle names them (JSON.parse gives its rows). */
function jsonRow(table: typeof variants | typeof variantImages): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`)
  return sql`json_object(${sql.join(pairs, sql`, `)})`
}

/**
 * The same media as productMediaQueries, as JSON columns of a product's row, for a statement whose product
 * ids are not known beforehand (search): it then answers rows and media in one round trip. Read by
 * mediaFromColumns.
 */
export function productMediaColumns(productId: SQLWrapper) {
  return {
    variantsJson: sql<string>`(SELECT json_group_array(${jsonRow(variants)} ORDER BY ${variants.sortOrder}, ${variants.id}) FROM ${variants} WHERE ${variants.productId} = ${productId})`,
    imagesJson: sql<string>`(SELECT json_group_array(${jsonRow(variantImages)} ORDER BY ${variantImages.variantId}, ${variantImages.position}) FROM ${variantImages} INNER JOIN ${variants} ON ${variants.id} = ${variantImages.variantId} WHERE ${variants.productId} = ${productId})`,
    ratingCount: sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comments.productId} = ${productId} AND ${countsTowardsRating()})`,
    ratingSum: sql<number>`(SELECT coalesce(sum(${comments.rate}), 0) FROM ${comments} WHERE ${comments.productId} = ${productId} AND ${countsTowardsRating()})`,
  }
}

type MediaColumns = {
  [K in keyof ReturnType<typeof productMediaColumns>]: ReturnType<typeof productMediaColumns>[K]['_']['type']
}

/** ProductMedia from rows carrying productMediaColumns, in the rows' order. */
export function mediaFromColumns(rows: readonly { productId: number; media: MediaColumns }[]): ProductMedia {
  return {
    variants: rows.flatMap((r) => JSON.parse(r.media.variantsJson) as VariantRow[]),
    images: rows.flatMap((r) => JSON.parse(r.media.imagesJson) as VariantImageRow[]),
    ratings: rows
      .filter((r) => Number(r.media.ratingCount) > 0)
      .map((r) => ({ productId: r.productId, count: Number(r.media.ratingCount), sum: Number(r.media.ratingSum) })),
  }
}

/** Variants of the given products with their images, in display order, and the products' published ratings: one round trip. */
export async function variantsWithImages(db: Db, productIds: number[]): Promise<ProductMedia> {
  if (productIds.length === 0) return { variants: [], images: [], ratings: [] }
  return toProductMedia(await db.batch(productMediaQueries(db, productIds)))
}
export type RatingRow = Awaited<ReturnType<typeof ratingsQuery>>[number]

export async function variantsByCodes(db: Db, codes: string[]): Promise<VariantRow[]> {
  if (codes.length === 0) return []
  return db.select().from(variants).where(inArray(variants.code, codes))
}

export type BrandRow = typeof brands.$inferSelect

export async function allBrands(db: Db): Promise<BrandRow[]> {
  return db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.name))
}

export async function brandBySlug(db: Db, slug: string): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1)
  return row ?? null
}
