import { z } from 'zod'
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TYPES,
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  storedRating,
} from '../domain/reviews'

/** Wire schemas of spec §7 "Comments" and GET /shop/user-reviews/ (fields of §3; rules of §5). */

const text = z
  .string({ error: 'Required' })
  .trim()
  .min(REVIEW_TEXT_MIN, `At least ${REVIEW_TEXT_MIN} characters`)
  .max(REVIEW_TEXT_MAX, `At most ${REVIEW_TEXT_MAX} characters`)

const ratingMessage = `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}`
const rate = z
  .number({ error: ratingMessage })
  .int(ratingMessage)
  .min(RATING_MIN, ratingMessage)
  .max(RATING_MAX, ratingMessage)

const id = (what: string) =>
  z
    .number({ error: `${what} is required` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`)
    .max(2 ** 31)

/** A query-string id ("12"). */
const queryId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^\d{1,10}$/, `${what} must be an id`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive(`${what} must be an id`)
        .max(2 ** 31),
    )

const pageQuery = {
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number from 1')
    .transform(Number)
    .pipe(z.number().min(1, 'page must be at least 1'))
    .default(1),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${REVIEWS_MAX_PAGE_SIZE}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'limit must be at least 1')
        .max(REVIEWS_MAX_PAGE_SIZE, `limit must be at most ${REVIEWS_MAX_PAGE_SIZE}`),
    )
    .default(REVIEWS_PAGE_SIZE),
}

/**
 * POST /shop/comments/ (§3 New review payload). The author is the token's user: a `user` in the body
 * is ignored. A question's rating is dropped; a comment's defaults to 5.
 */
export const newReviewSchema = z
  .object({
    type: z.enum(REVIEW_TYPES, { error: 'type is COMMENT or QUESTION' }).default('COMMENT'),
    text,
    rate: rate.nullish(),
    product: id('product'),
  })
  .transform((b) => ({
    type: b.type,
    text: b.text,
    rate: storedRating(b.type, b.rate ?? undefined),
    productId: b.product,
  }))
export type NewReview = z.output<typeof newReviewSchema>

/** PUT /shop/comments/{id}/: new text, and a new rating for a comment (kept when left out). Type and product never change. */
export const reviewUpdateSchema = z
  .object({ text, rate: rate.nullish() })
  .transform((b) => ({ text: b.text, rate: b.rate ?? null }))
export type ReviewUpdate = z.output<typeof reviewUpdateSchema>

/** POST /shop/replies/ (§3 Reply payload). */
export const newReplySchema = z
  .object({ text, comment: id('comment') })
  .transform((b) => ({ text: b.text, commentId: b.comment }))
export type NewReply = z.output<typeof newReplySchema>

/** GET /shop/comments/?product_id=…[&type=COMMENT|QUESTION][&page=…&limit=…]. */
export const commentsQuerySchema = z
  .object({
    product_id: queryId('product_id'),
    type: z.enum(REVIEW_TYPES, { error: 'type is COMMENT or QUESTION' }).optional(),
    ...pageQuery,
  })
  .transform((q) => ({ productId: q.product_id, type: q.type, page: q.page, limit: q.limit }))
export type CommentsQuery = z.output<typeof commentsQuerySchema>

/** GET /shop/replies/?comment=…[&page=…&limit=…]. */
export const repliesQuerySchema = z
  .object({ comment: queryId('comment'), ...pageQuery })
  .transform((q) => ({ commentId: q.comment, page: q.page, limit: q.limit }))
export type RepliesQuery = z.output<typeof repliesQuerySchema>

/** GET /shop/user-reviews/[?page=…&limit=…]. */
export const userReviewsQuerySchema = z.object(pageQuery)
export type PageQuery = z.output<typeof userReviewsQuerySchema>

const voteValue = z.union([z.literal(1), z.literal(-1), z.literal(0)])

export const replySchema = z.object({
  id: z.number().int(),
  /** The comment answered. */
  comment: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  /** Answered by staff on behalf of the store. */
  by_store: z.boolean(),
  text: z.string(),
  /** ISO 8601. */
  date: z.string(),
  status: z.enum(REVIEW_STATUSES),
  like_count: z.number().int(),
  dislike_count: z.number().int(),
  /** The viewer's vote: 1 like, -1 dislike, 0 none (always 0 for an anonymous visitor). */
  my_vote: voteValue,
  is_mine: z.boolean(),
})
export type Reply = z.infer<typeof replySchema>

/** §3 Comment or question. */
export const reviewSchema = z.object({
  id: z.number().int(),
  type: z.enum(REVIEW_TYPES),
  product: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  text: z.string(),
  date: z.string(),
  /** 1..5 for a comment, null for a question. */
  rate: z.number().int().nullable(),
  /** The filled stars, 1..rate (empty for a question). */
  get_rate: z.array(z.number().int()),
  like_count: z.number().int(),
  dislike_count: z.number().int(),
  /** Oldest first, as a conversation reads. */
  replies: z.array(replySchema),
  /** Comments are top level: always null (answers are replies). */
  parent: z.null(),
  /** Hidden ones reach their author alone. */
  status: z.enum(REVIEW_STATUSES),
  my_vote: voteValue,
  is_mine: z.boolean(),
})
export type Review = z.infer<typeof reviewSchema>

export const reviewPageSchema = z.object({ count: z.number().int(), results: z.array(reviewSchema) })
export type ReviewPage = z.infer<typeof reviewPageSchema>

export const replyPageSchema = z.object({ count: z.number().int(), results: z.array(replySchema) })
export type ReplyPage = z.infer<typeof replyPageSchema>

/** The answer to a like or dislike: the item's exact counts and the viewer's vote after it. */
export const voteResultSchema = z.object({
  id: z.number().int(),
  like_count: z.number().int(),
  dislike_count: z.number().int(),
  my_vote: voteValue,
})
export type VoteResult = z.infer<typeof voteResultSchema>

/** §3 User review (profile). */
export const userReviewSchema = z.object({
  id: z.number().int(),
  type: z.enum(REVIEW_TYPES),
  product_slug: z.string(),
  product_name: z.string(),
  text: z.string(),
  date: z.string(),
  rate: z.number().int().nullable(),
  get_rate: z.array(z.number().int()),
  status: z.enum(REVIEW_STATUSES),
  replies: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      date: z.string(),
      user_name: z.string(),
      by_store: z.boolean(),
    }),
  ),
})
export type UserReview = z.infer<typeof userReviewSchema>

export const userReviewPageSchema = z.object({ count: z.number().int(), results: z.array(userReviewSchema) })
export type UserReviewPage = z.infer<typeof userReviewPageSchema>
