import { and, asc, eq, type Placeholder } from 'drizzle-orm'
import type { ReviewType } from '../../app/domain/reviews'
import type { Db } from '../client'
import { products } from '../schema'
import { productMediaQueries, productRows, toProductMedia } from './catalogue'
import { preparedBatch } from './prepared-batch'
import { firstPublishedCommentsQueries } from './reviews'
import { productShown } from './shown'

/**
 * The product page's statements, built once per isolate (prepared-batch.ts): the active product by
 * slug (with brand and categories), its variants, images and rating, and the first page of its
 * published comments and of its questions with their replies. Every statement finds the product by a
 * subquery on its slug, so they go in one batch: one round trip, one snapshot.
 */
const productPageBatch = preparedBatch((db, value: (name: 'slug' | 'reviewsPerPage') => Placeholder) => {
  const active = and(productShown, eq(products.slug, value('slug')))!
  const productId = db.select({ id: products.id }).from(products).where(active)
  const perPage = value('reviewsPerPage')
  return [
    productRows(db, active, [asc(products.id)], 1),
    ...productMediaQueries(db, productId),
    ...firstPublishedCommentsQueries(db, productId, 'COMMENT', perPage),
    ...firstPublishedCommentsQueries(db, productId, 'QUESTION', perPage),
    // Only the page's head reads these: the listings' product rows leave them out.
    db
      .select({
        seoTitleUa: products.seoTitleUa,
        seoTitleEn: products.seoTitleEn,
        seoDescriptionUa: products.seoDescriptionUa,
        seoDescriptionEn: products.seoDescriptionEn,
      })
      .from(products)
      .where(active),
  ] as const
})

/** Everything the product page reads from the database, in one round trip; null for an unknown or inactive slug. */
export async function productPageRows(db: Db, slug: string, reviewsPerPage: number) {
  const [found, variantRows, imageRows, ratings, commentRows, commentReplies, questionRows, questionReplies, seoRows] =
    await productPageBatch(db, { slug, reviewsPerPage })
  const [row] = found
  const [seo] = seoRows
  if (!row || !seo) return null
  const page = (rows: typeof commentRows, replies: typeof commentReplies) => ({
    rows,
    replies,
    count: Number(rows[0]?.total ?? 0),
  })
  const reviews: Record<ReviewType, ReturnType<typeof page>> = {
    COMMENT: page(commentRows, commentReplies),
    QUESTION: page(questionRows, questionReplies),
  }
  return { row, media: toProductMedia([variantRows, imageRows, ratings]), reviews, seo }
}
