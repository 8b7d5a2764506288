import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { brands, categories, products } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'

export type BrandRow = typeof brands.$inferSelect
export type CategoryRow = typeof categories.$inferSelect

// The subqueries name the outer table: in a select from one table drizzle leaves its columns unqualified.
export const brandsWithProductCounts = (db: Db) =>
  db
    .select({
      brand: brands,
      products: sql<number>`(SELECT count(*) FROM products p WHERE p.brand_id = "brands"."id")`,
    })
    .from(brands)
    .orderBy(asc(brands.sortOrder), asc(brands.name))

export const categoriesWithProductCounts = (db: Db) =>
  db
    .select({
      category: categories,
      products: sql<number>`(SELECT count(*) FROM products p WHERE p.category_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id))

/** Every brand's id and name: few enough to compare names in the service. */
export const brandNames = (db: Db) => db.select({ id: brands.id, name: brands.name }).from(brands)

export async function brandById(db: Db, id: number): Promise<BrandRow | null> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1)
  return row ?? null
}

export async function categoryById(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return row ?? null
}

export async function hasSubcategories(db: Db, id: number): Promise<boolean> {
  const [child] = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1)
  return child !== undefined
}

export async function productIdsOfBrand(db: Db, brandId: number): Promise<number[]> {
  return (await db.select({ id: products.id }).from(products).where(eq(products.brandId, brandId))).map((r) => r.id)
}

/** A new brand and its audit row in one transaction; answers the brand's id. */
export function insertBrand(
  db: Db,
  values: typeof brands.$inferInsert,
  audit: (id: number) => ActorAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(brands).values(values).returning({ id: brands.id })
    await auditRowInsert(tx, audit(row!.id))
    return row!.id
  })
}

export async function updateBrand(
  db: Db,
  id: number,
  changes: Partial<typeof brands.$inferInsert>,
  audit: ActorAudit,
): Promise<void> {
  await db.batch([db.update(brands).set(changes).where(eq(brands.id, id)), auditRowInsert(db, audit)])
}

/** A new category and its audit row in one transaction; answers the category's id. */
export function insertCategory(
  db: Db,
  values: typeof categories.$inferInsert,
  audit: (id: number) => ActorAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(categories).values(values).returning({ id: categories.id })
    await auditRowInsert(tx, audit(row!.id))
    return row!.id
  })
}

export async function updateCategory(
  db: Db,
  id: number,
  changes: Partial<typeof categories.$inferInsert>,
  audit: ActorAudit,
): Promise<void> {
  await db.batch([db.update(categories).set(changes).where(eq(categories.id, id)), auditRowInsert(db, audit)])
}
