import type { InStatement } from '@libsql/client'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { products, variantImages, variants } from '../schema'

/**
 * `products.updated_at` (the sitemap's lastmod) for the writes its triggers cannot see: a new
 * variant and a picture added or removed. Triggers keep it for every update of what a product page
 * shows (the migration product_lastmod); an insert cannot, since the seed inserts a whole catalogue
 * and its dates must stay its own. Each statement here goes in the same batch or transaction as the
 * write it dates, and reads the database's clock as the triggers do.
 */
export const PAGE_CHANGED_AT = sql`CAST(unixepoch('subsec') * 1000 AS INTEGER)`

type Writer = Pick<Db, 'update'>

export const touchProduct = (db: Writer, productId: number) =>
  db.update(products).set({ updatedAt: PAGE_CHANGED_AT }).where(eq(products.id, productId))

export const touchProductOfVariant = (db: Writer, variantId: number) =>
  db
    .update(products)
    .set({ updatedAt: PAGE_CHANGED_AT })
    .where(eq(products.id, sql`(SELECT ${variants.productId} FROM ${variants} WHERE ${variants.id} = ${variantId})`))

/** Runs before the picture's delete in its batch (after it, the picture no longer names its product). */
export const touchProductOfImage = (db: Writer, imageId: number) =>
  db
    .update(products)
    .set({ updatedAt: PAGE_CHANGED_AT })
    .where(
      eq(
        products.id,
        sql`(SELECT ${variants.productId} FROM ${variantImages} JOIN ${variants} ON ${variants.id} = ${variantImages.variantId} WHERE ${variantImages.id} = ${imageId})`,
      ),
    )

/** The same for the catalogue import, which names a product by its slug. */
export const touchProductBySlug = (slug: string): InStatement => ({
  sql: `UPDATE products SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE slug = ?`,
  args: [slug],
})
