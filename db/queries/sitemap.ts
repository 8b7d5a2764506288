import { and, asc, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products } from '../schema'
import { productShown } from './shown'

/** A product's last change of what its page shows (`updated_at`, or its creation while it has none). */
const changedAt = sql<number>`coalesce(${products.updatedAt}, ${products.createdAt})`.mapWith(Number)

/**
 * One page of active products in id order after `afterId` and up to `untilId` (keyset pagination: no
 * OFFSET scans), each with the last change of what its page shows.
 */
export function activeProductSlugsAfter(db: Db, afterId: number, pageSize: number, untilId = Number.MAX_SAFE_INTEGER) {
  return db
    .select({ id: products.id, slug: products.slug, changedAt })
    .from(products)
    .where(and(productShown, gt(products.id, afterId), lte(products.id, untilId)))
    .orderBy(asc(products.id))
    .limit(pageSize)
}

/**
 * The id ranges of `idsPerPart` ids (part 1 is ids 1…idsPerPart) that hold at least one shown product,
 * each with its products' latest change: the sitemap index lists one file per part.
 */
export async function productSitemapParts(db: Db, idsPerPart: number) {
  // Inlined, not bound: a bound JavaScript number may reach SQLite as a real, and the division must be an integer one.
  const part = sql<number>`(${products.id} - 1) / ${sql.raw(String(Math.max(1, Math.trunc(idsPerPart))))} + 1`.mapWith(
    Number,
  )
  return db
    .select({ part, changedAt: sql<number>`max(${changedAt})`.mapWith(Number) })
    .from(products)
    .where(productShown)
    .groupBy(part)
    .orderBy(part)
}
