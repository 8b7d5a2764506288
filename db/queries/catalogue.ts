import { and, asc, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import { brands, categories, products, variantImages, variants } from '../schema'
import { ratingsQuery } from './reviews'
import { brandShown, categoryShown, productShown } from './shown'

export type CategoryRow = typeof categories.$inferSelect
export type VariantRow = typeof variants.$inferSelect
export type VariantImageRow = typeof variantImages.$inferSelect

/** The categories the storefront shows: not hidden, nor under a hidden parent. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).where(categoryShown).orderBy(asc(categories.sortOrder), asc(categories.id))
}

/** Active products per category they are directly attached to. */
export async function productCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)` })
    .from(products)
    .where(productShown)
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
  return productRows(db, productShown, [desc(products.createdAt), desc(products.id)], limit)
}

export async function topViewedProductRows(db: Db, limit: number) {
  return productRows(db, productShown, [desc(products.views), desc(products.id)], limit)
}

/** One active product by id, slug or external slug. */
export async function productRowBy(db: Db, by: { id: number } | { slug: string } | { externalSlug: string }) {
  const match =
    'id' in by
      ? eq(products.id, by.id)
      : 'slug' in by
        ? eq(products.slug, by.slug)
        : eq(products.externalSlug, by.externalSlug)
  const [row] = await productRows(db, and(productShown, match), [asc(products.id)], 1)
  return row ?? null
}

export async function countProductView(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(eq(products.id, productId))
}

export type ProductRow = Awaited<ReturnType<typeof latestProductRows>>[number]

/** Which products' media to read: their ids, or a subquery selecting them (so the reads can join another batch). */
export type ProductIds = number[] | SQLWrapper

/**
 * The statements that read products' variants (display order), their images and the products'
 * published ratings, turned into ProductMedia by toProductMedia (listings and search read the same
 * media as JSON lists: product-json.ts).
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

/**
 * Variants by code with their product's brand (a partner tier's discount is per brand), of products the
 * storefront shows: a withdrawn product's or a hidden brand's or category's price is nobody's to read.
 */
export async function shownVariantsWithBrandByCodes(
  db: Db,
  codes: string[],
): Promise<(VariantRow & { brandId: number })[]> {
  if (codes.length === 0) return []
  const rows = await db
    .select({ variant: variants, brandId: products.brandId })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.code, codes), productShown))
  return rows.map((r) => ({ ...r.variant, brandId: r.brandId }))
}

/** The names a stored line is written from, both languages, for the variants by code the storefront shows. */
export async function lineNamesByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return []
  return db
    .select({
      code: variants.code,
      productNameUa: products.nameUa,
      productNameEn: products.nameEn,
      valueUa: variants.valueUa,
      valueEn: variants.valueEn,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.code, codes), productShown))
}

export type BrandRow = typeof brands.$inferSelect

/** The brands the storefront shows: not hidden by staff. */
export async function allBrands(db: Db): Promise<BrandRow[]> {
  return db.select().from(brands).where(brandShown).orderBy(asc(brands.sortOrder), asc(brands.name))
}
