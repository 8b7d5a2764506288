import { and, asc, eq } from 'drizzle-orm'
import type { ReviewType } from '../../app/domain/reviews'
import type { Db } from '../client'
import { products } from '../schema'
import { productMediaQueries, productRows, toProductMedia } from './catalogue'
import { firstPublishedCommentsQueries } from './reviews'

/**
 * Everything the product page reads from the database in one round trip: the active product by slug
 * (with brand and categories), its variants, images and rating, and the first page of its published
 * comments and of its questions with their replies. Every statement finds the product by a subquery
 * on its slug, so they go in one batch (one snapshot, too). Null for an unknown or inactive slug.
 */
export async function productPageRows(db: Db, slug: string, reviewsPerPage: number) {
  const active = and(eq(products.isActive, true), eq(products.slug, slug))!
  const productId = db.select({ id: products.id }).from(products).where(active)
  const [found, variantRows, imageRows, ratings, commentRows, commentReplies, questionRows, questionReplies] =
    await db.batch([
      productRows(db, active, [asc(products.id)], 1),
      ...productMediaQueries(db, productId),
      ...firstPublishedCommentsQueries(db, productId, 'COMMENT', reviewsPerPage),
      ...firstPublishedCommentsQueries(db, productId, 'QUESTION', reviewsPerPage),
    ])
  const [row] = found
  if (!row) return null
  const page = (rows: typeof commentRows, replies: typeof commentReplies) => ({
    rows,
    replies,
    count: Number(rows[0]?.total ?? 0),
  })
  const reviews: Record<ReviewType, ReturnType<typeof page>> = {
    COMMENT: page(commentRows, commentReplies),
    QUESTION: page(questionRows, questionReplies),
  }
  return { row, media: toProductMedia([variantRows, imageRows, ratings]), reviews }
}
