import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../client'
import { products } from '../schema'

/** One page of active products in id order after `afterId` (keyset pagination: no OFFSET scans). */
export function activeProductSlugsAfter(db: Db, afterId: number, pageSize: number) {
  return db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(pageSize)
}
