import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import { brands, categories, products, variantImages, variants } from '../schema'
import { ratingsQuery } from './reviews'

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
  product: products,
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  category: categories,
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
  const match = 'id' in by ? eq(products.id, by.id) : 'slug' in by ? eq(products.slug, by.slug) : eq(products.externalSlug, by.externalSlug)
  const [row] = await productRows(db, and(eq(products.isActive, true), match), [asc(products.id)], 1)
  return row ?? null
}

export async function countProductView(db: Db, productId: number): Promise<void> {
  await db.update(products).set({ views: sql`${products.views} + 1` }).where(eq(products.id, productId))
}

/** Views of pages answered from the edge cache, which know the slug only: one round trip for the lot. */
export async function addProductViewsBySlug(db: Db, views: Map<string, number>): Promise<void> {
  const updates = [...views].map(([slug, count]) =>
    db.update(products).set({ views: sql`${products.views} + ${count}` }).where(eq(products.slug, slug)),
  )
  const [first, ...rest] = updates
  if (first) await db.batch([first, ...rest])
}

export type ProductRow = Awaited<ReturnType<typeof latestProductRows>>[number]

/** Variants of the given products with their images, in display order, and the products' published ratings: one round trip. */
export async function variantsWithImages(db: Db, productIds: number[]) {
  if (productIds.length === 0) return { variants: [] as VariantRow[], images: [] as VariantImageRow[], ratings: [] as RatingRow[] }
  const [variantRows, imageRows, ratings] = await db.batch([
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
  ])
  return { variants: variantRows, images: imageRows.map((r) => r.image), ratings }
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
