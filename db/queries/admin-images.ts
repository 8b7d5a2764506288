import { eq, max } from 'drizzle-orm'
import type { Db } from '../client'
import { brands, categories, variantImages, variants } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { touchProductOfImage, touchProductOfVariant } from './product-touch'

export async function productIdOfVariant(db: Db, variantId: number): Promise<{ productId: number } | null> {
  const [variant] = await db
    .select({ productId: variants.productId })
    .from(variants)
    .where(eq(variants.id, variantId))
    .limit(1)
  return variant ?? null
}

/** Adds a picture at the end of the variant's gallery, with its audit row, in one transaction; answers its id. */
export function appendVariantImage(
  db: Db,
  variantId: number,
  keys: { xs: string; s: string; l: string },
  audit: (imageId: number) => ActorAudit,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: max(variantImages.position) })
      .from(variantImages)
      .where(eq(variantImages.variantId, variantId))
    const [row] = await tx
      .insert(variantImages)
      .values({ variantId, position: (last?.position ?? -1) + 1, ...keys })
      .returning({ id: variantImages.id })
    await touchProductOfVariant(tx, variantId)
    await auditRowInsert(tx, audit(row!.id))
    return row!.id
  })
}

const singleImageTable = { brand: brands, category: categories } as const

/** The one picture of a brand or category (null: no such row). */
export async function singleImageOf(
  db: Db,
  entity: 'brand' | 'category',
  id: number,
): Promise<{ image: string | null } | null> {
  const table = singleImageTable[entity]
  const [row] = await db.select({ image: table.image }).from(table).where(eq(table.id, id)).limit(1)
  return row ?? null
}

export async function setSingleImage(
  db: Db,
  entity: 'brand' | 'category',
  id: number,
  key: string,
  audit: ActorAudit,
): Promise<void> {
  const table = singleImageTable[entity]
  await db.batch([db.update(table).set({ image: key }).where(eq(table.id, id)), auditRowInsert(db, audit)])
}

export async function variantImageWithProduct(db: Db, imageId: number) {
  const [row] = await db
    .select({ image: variantImages, productId: variants.productId })
    .from(variantImages)
    .innerJoin(variants, eq(variants.id, variantImages.variantId))
    .where(eq(variantImages.id, imageId))
    .limit(1)
  return row ?? null
}

export async function deleteVariantImage(db: Db, imageId: number, audit: ActorAudit): Promise<void> {
  await db.batch([
    touchProductOfImage(db, imageId),
    db.delete(variantImages).where(eq(variantImages.id, imageId)),
    auditRowInsert(db, audit),
  ])
}
