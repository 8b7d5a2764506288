import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products, variantImages, variants } from '../schema'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { touchProduct } from './product-touch'

export type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof variants.$inferSelect
export type ProductValues = typeof products.$inferInsert
export type VariantValues = Omit<typeof variants.$inferInsert, 'productId'>

/** Runs one write and turns the database's refusal into the caller's error (a unique code or slug taken). */
export type WriteGuard = <T>(write: () => Promise<T>) => Promise<T>

export async function productById(db: Db, id: number): Promise<ProductRow | null> {
  const [found] = await db.select().from(products).where(eq(products.id, id)).limit(1)
  return found ?? null
}

export async function variantById(db: Db, id: number): Promise<VariantRow | null> {
  const [found] = await db.select().from(variants).where(eq(variants.id, id)).limit(1)
  return found ?? null
}

/** A product's variants in their display order, and their images in theirs. */
export async function variantsWithImages(db: Db, productId: number) {
  const rows = await db
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.sortOrder), asc(variants.id))
  const images = rows.length
    ? await db
        .select()
        .from(variantImages)
        .where(
          inArray(
            variantImages.variantId,
            rows.map((v) => v.id),
          ),
        )
        .orderBy(asc(variantImages.position), asc(variantImages.id))
    : []
  return { variants: rows, images }
}

/** Changes a product's columns in one batch with its audit row. */
export async function changeProduct(
  db: Db,
  id: number,
  changes: Partial<ProductValues>,
  audit: ActorAudit,
): Promise<void> {
  await db.batch([db.update(products).set(changes).where(eq(products.id, id)), auditRowInsert(db, audit)])
}

/**
 * A new product with its first variant, the product's price bounds and both audit rows (the variant's
 * first): one transaction, so a taken variant code leaves no product behind.
 */
export function addProductWithVariant(
  db: Db,
  product: ProductValues,
  variant: VariantValues,
  audit: { product: (productId: number) => ActorAudit; variant: (productId: number, variantId: number) => ActorAudit },
  guard: { product: WriteGuard; variant: WriteGuard },
  actorId: number,
): Promise<number> {
  return addProductWithVariants(db, product, [variant], audit, guard, actorId)
}

/** A new product with all its variants (a duplicate), in one transaction: any taken code leaves nothing. */
export function addProductWithVariants(
  db: Db,
  product: ProductValues,
  rows: readonly VariantValues[],
  audit: {
    product: (productId: number) => ActorAudit
    variant: (productId: number, variantId: number, index: number) => ActorAudit
  },
  guard: { product: WriteGuard; variant: WriteGuard },
  actorId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await guard.product(() => tx.insert(products).values(product).returning({ id: products.id }))
    const productId = row!.id
    for (const [index, variant] of rows.entries())
      await guard.variant(() =>
        insertVariantIn(tx, productId, variant, (variantId) => audit.variant(productId, variantId, index), actorId),
      )
    await auditRowInsert(tx, audit.product(productId))
    return productId
  })
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The product editor's stock changes are recorded as edits by this staff member (db/queries/stock-movements.ts). */
const editContext = (tx: Tx, actorId: number | null) =>
  tx.run(sql`INSERT OR REPLACE INTO stock_movement_context (id, reason, actor_id) VALUES (1, 'edit', ${actorId})`)
const endContext = (tx: Tx) => tx.run(sql`DELETE FROM stock_movement_context`)

async function insertVariantIn(
  tx: Tx,
  productId: number,
  values: VariantValues,
  audit: (variantId: number) => ActorAudit,
  actorId: number,
): Promise<number> {
  await editContext(tx, actorId)
  const [row] = await tx
    .insert(variants)
    .values({ ...values, productId })
    .returning({ id: variants.id })
  // A new variant is on the product's page (updates of one are dated by the database's trigger).
  await touchProduct(tx, productId)
  await auditRowInsert(tx, audit(row!.id))
  await endContext(tx)
  return row!.id
}

/** A new variant of a product and the audit row, in one transaction (its listing price is the database's trigger's). */
export function addVariant(
  db: Db,
  productId: number,
  values: VariantValues,
  audit: (variantId: number) => ActorAudit,
  actorId: number,
): Promise<number> {
  return db.transaction((tx) => insertVariantIn(tx, productId, values, audit, actorId))
}

/** Changes a variant's columns and writes the audit row, in one transaction (its product's listing price is the database's trigger's). */
export async function changeVariant(
  db: Db,
  id: number,
  productId: number,
  changes: Partial<VariantValues>,
  audit: ActorAudit,
): Promise<void> {
  await db.transaction(async (tx) => {
    await editContext(tx, audit.actorId)
    await tx.update(variants).set(changes).where(eq(variants.id, id))
    await endContext(tx)
    await auditRowInsert(tx, audit)
  })
}
