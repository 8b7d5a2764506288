import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { categories, products, variants } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'

export type BulkVariantRow = Pick<
  typeof variants.$inferSelect,
  | 'id'
  | 'productId'
  | 'code'
  | 'priceUah'
  | 'discountPriceUah'
  | 'wholesalePriceUah'
  | 'discountWholesalePriceUah'
  | 'stock'
  | 'stockOpt'
>
export type BulkVariantValues = Partial<Omit<BulkVariantRow, 'id' | 'productId' | 'code'>>

/** Which products a bulk change names: ids, or a brand and/or a category (with its subcategories, as the list filters). */
export type BulkTarget = { ids: readonly number[] } | { brandId?: number; categoryId?: number }

/** The products a bulk change touches (at most `limit`; one more tells the caller it asked for too many). */
export async function bulkTargetProducts(db: Db, target: BulkTarget, limit: number) {
  let where: SQL | undefined
  if ('ids' in target) where = inArray(products.id, [...target.ids])
  else
    where = and(
      target.brandId !== undefined ? eq(products.brandId, target.brandId) : undefined,
      target.categoryId !== undefined
        ? or(eq(products.categoryId, target.categoryId), eq(categories.parentId, target.categoryId))
        : undefined,
    )
  return db
    .select({ id: products.id, nameUa: products.nameUa, isActive: products.isActive })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.id))
    .limit(limit + 1)
}

export async function bulkVariantsOf(db: Db, productIds: readonly number[]): Promise<BulkVariantRow[]> {
  if (productIds.length === 0) return []
  return db
    .select({
      id: variants.id,
      productId: variants.productId,
      code: variants.code,
      priceUah: variants.priceUah,
      discountPriceUah: variants.discountPriceUah,
      wholesalePriceUah: variants.wholesalePriceUah,
      discountWholesalePriceUah: variants.discountWholesalePriceUah,
      stock: variants.stock,
      stockOpt: variants.stockOpt,
    })
    .from(variants)
    .where(inArray(variants.productId, [...productIds]))
    .orderBy(asc(variants.productId), asc(variants.sortOrder), asc(variants.id))
}

export interface BulkWrite {
  variantChanges: { id: number; values: BulkVariantValues }[]
  /** Products whose visibility changes. */
  visibility?: { ids: number[]; isActive: boolean }
  audits: ActorAudit[]
  actorId: number
}

/**
 * Every variant and product change of a bulk edit (the listing prices follow by the database's triggers) and one audit row per
 * product, in one transaction; stock changes are recorded as edits by this staff member.
 */
export async function writeBulk(db: Db, write: BulkWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(
      sql`INSERT OR REPLACE INTO stock_movement_context (id, reason, actor_id) VALUES (1, 'edit', ${write.actorId})`,
    )
    for (const change of write.variantChanges)
      await tx.update(variants).set(change.values).where(eq(variants.id, change.id))
    await tx.run(sql`DELETE FROM stock_movement_context`)
    if (write.visibility && write.visibility.ids.length > 0)
      await tx
        .update(products)
        .set({ isActive: write.visibility.isActive })
        .where(inArray(products.id, write.visibility.ids))
    for (const audit of write.audits) await auditRowInsert(tx, audit)
  })
}
