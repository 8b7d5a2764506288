import { asc, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { productViewBatches } from '../schema'

/** How long views wait in batches before they reach products.views (the top-viewed lists are cached an hour too). */
export const VIEW_FOLD_EVERY_MS = 60 * 60_000

/** One isolate's window of product-page views (slug → count), one row whatever the number of products. */
export async function addProductViewBatch(db: Db, views: Map<string, number>): Promise<void> {
  if (views.size === 0) return
  await db.insert(productViewBatches).values({ views: JSON.stringify(Object.fromEntries(views)) })
}

/**
 * Adds the waiting batches to products.views, once the oldest has waited VIEW_FOLD_EVERY_MS: one
 * UPDATE (each product viewed written once, whatever its views) and the batches' DELETE in one
 * batch, bounded by the last batch id read, so a batch written meanwhile waits for the next fold and
 * none is counted twice. Answers how many batches it folded.
 */
export async function foldProductViews(db: Db, now: number): Promise<number> {
  const [oldest] = await db
    .select({ createdAt: productViewBatches.createdAt })
    .from(productViewBatches)
    .orderBy(asc(productViewBatches.id))
    .limit(1)
  if (!oldest || now - oldest.createdAt < VIEW_FOLD_EVERY_MS) return 0
  const [last] = await db
    .select({ id: sql<number>`max(${productViewBatches.id})`, count: sql<number>`count(*)` })
    .from(productViewBatches)
  const upTo = last!.id
  // Unknown slugs (a product deleted since) match no row and are dropped with their batch.
  await db.batch([
    db.run(sql`
      UPDATE products SET views = products.views + viewed.n
      FROM (
        SELECT v.key AS slug, sum(v.value) AS n
        FROM product_view_batches b, json_each(b.views) v
        WHERE b.id <= ${upTo}
        GROUP BY v.key
      ) AS viewed
      WHERE products.slug = viewed.slug`),
    db.delete(productViewBatches).where(lte(productViewBatches.id, upTo)),
  ])
  return last!.count
}
