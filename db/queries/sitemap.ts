import { and, asc, gt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products } from '../schema'
import { productShown } from './shown'

/**
 * One page of active products in id order after `afterId` (keyset pagination: no OFFSET scans), each
 * with the last change of what its page shows (`updated_at`, or its creation while it has none).
 */
export function activeProductSlugsAfter(db: Db, afterId: number, pageSize: number) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      changedAt: sql<number>`coalesce(${products.updatedAt}, ${products.createdAt})`.mapWith(Number),
    })
    .from(products)
    .where(and(productShown, gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(pageSize)
}
