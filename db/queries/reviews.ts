/**
 * Reads of reviews (comments and questions), their replies and votes; the writes are in
 * review-writes.ts.
 *
 * Visibility: a hidden comment or reply reaches its author alone; so does every reply under a
 * hidden comment.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  type Placeholder,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm'
import type { ReviewType } from '../../app/domain/reviews'
import type { Db } from '../client'
import { comments, products, replies, users } from '../schema'
import { productShown } from './shown'

const published = (status: typeof comments.status | typeof replies.status) => eq(status, 'published')

function visibleComment(viewerId: number | null): SQL {
  return viewerId === null ? published(comments.status) : or(published(comments.status), eq(comments.userId, viewerId))!
}
/**
 * A reply shows once it and its review are published; its writer always sees it. The store may answer
 * a review that waits for approval, and the answer appears with the review, not before (not even to the
 * review's author, who would otherwise read an answer to a review nobody else can see yet).
 */
function visibleReply(viewerId: number | null): SQL {
  const live = and(
    published(replies.status),
    sql`EXISTS (SELECT 1 FROM comments parent WHERE parent.id = ${replies.commentId} AND parent.status = 'published')`,
  )!
  return viewerId === null ? live : or(live, eq(replies.userId, viewerId))!
}

const myCommentVote = (viewerId: number | null) =>
  viewerId === null
    ? sql<number>`0`
    : sql<number>`coalesce((SELECT value FROM comment_votes v WHERE v.comment_id = ${comments.id} AND v.user_id = ${viewerId}), 0)`
const myReplyVote = (viewerId: number | null) =>
  viewerId === null
    ? sql<number>`0`
    : sql<number>`coalesce((SELECT value FROM reply_votes v WHERE v.reply_id = ${replies.id} AND v.user_id = ${viewerId}), 0)`

const commentFields = (viewerId: number | null) => ({
  id: comments.id,
  productId: comments.productId,
  userId: comments.userId,
  type: comments.type,
  text: comments.text,
  rate: comments.rate,
  status: comments.status,
  likeCount: comments.likeCount,
  dislikeCount: comments.dislikeCount,
  createdAt: comments.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  myVote: myCommentVote(viewerId),
})

const replyFields = (viewerId: number | null) => ({
  id: replies.id,
  commentId: replies.commentId,
  userId: replies.userId,
  byStore: replies.byStore,
  text: replies.text,
  status: replies.status,
  likeCount: replies.likeCount,
  dislikeCount: replies.dislikeCount,
  createdAt: replies.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  myVote: myReplyVote(viewerId),
})

/** The replies a viewer sees under the given comments (a subquery or a list of ids), oldest first. */
function repliesUnder(db: Db, commentIds: number[] | SQLWrapper, viewerId: number | null) {
  return db
    .select(replyFields(viewerId))
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(and(inArray(replies.commentId, commentIds), visibleReply(viewerId)))
    .orderBy(asc(replies.createdAt), asc(replies.id))
}

function pageOfCommentIds(db: Db, where: SQL, limit: number | Placeholder, offset: number) {
  return db
    .select({ id: comments.id })
    .from(comments)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset)
}

export type CommentRow = Awaited<ReturnType<typeof productComments>>['rows'][number]
export type ReplyRow = Awaited<ReturnType<typeof productComments>>['replies'][number]

/** A product's comments (of one type, or both) that the viewer sees, newest first, with their replies: one round trip. */
export async function productComments(
  db: Db,
  q: { productId: number; type: ReviewType | undefined; viewerId: number | null; limit: number; offset: number },
) {
  const where = and(
    eq(comments.productId, q.productId),
    q.type ? eq(comments.type, q.type) : undefined,
    visibleComment(q.viewerId),
  )!
  const [product, rows, [total], replyRows] = await db.batch([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, q.productId), productShown)),
    db
      .select(commentFields(q.viewerId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ count: count() }).from(comments).where(where),
    repliesUnder(db, pageOfCommentIds(db, where, q.limit, q.offset), q.viewerId),
  ])
  return { productExists: product.length > 0, rows, count: total?.count ?? 0, replies: replyRows }
}

/**
 * The first page of a product's published comments of one type, newest first, each row carrying the
 * type's total (`count(*) over ()` is counted before the limit), and the replies published under that
 * page: what an anonymous visitor sees, as two statements for the product page's own batch
 * (db/queries/product-page.ts). The product is a subquery, so the batch needs no earlier round trip.
 */
export function firstPublishedCommentsQueries(
  db: Db,
  productId: SQLWrapper,
  type: ReviewType,
  limit: number | Placeholder,
) {
  const where = and(inArray(comments.productId, productId), eq(comments.type, type), visibleComment(null))!
  return [
    db
      .select({ ...commentFields(null), total: sql<number>`count(*) over ()` })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit),
    repliesUnder(db, pageOfCommentIds(db, where, limit, 0), null),
  ] as const
}

/** One comment's replies that the viewer sees, newest first; null when the viewer cannot see the comment. */
export async function commentReplies(
  db: Db,
  q: { commentId: number; viewerId: number | null; limit: number; offset: number },
) {
  const where = and(eq(replies.commentId, q.commentId), visibleReply(q.viewerId))!
  const [comment, rows, [total]] = await db.batch([
    db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, q.commentId), visibleComment(q.viewerId))),
    db
      .select(replyFields(q.viewerId))
      .from(replies)
      .innerJoin(users, eq(users.id, replies.userId))
      .where(where)
      .orderBy(desc(replies.createdAt), desc(replies.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ count: count() }).from(replies).where(where),
  ])
  if (comment.length === 0) return null
  return { rows, count: total?.count ?? 0 }
}

/** One comment as its viewer sees it, with its replies; null when missing or not visible to the viewer. */
export async function commentById(db: Db, commentId: number, viewerId: number | null) {
  const [rows, replyRows] = await db.batch([
    db
      .select(commentFields(viewerId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.id, commentId), visibleComment(viewerId))),
    repliesUnder(db, [commentId], viewerId),
  ])
  return rows[0] ? { row: rows[0], replies: replyRows } : null
}

export async function replyById(db: Db, replyId: number, viewerId: number) {
  const [row] = await db
    .select(replyFields(viewerId))
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(eq(replies.id, replyId))
  return row ?? null
}

/** The user's own comments and questions (hidden ones too), newest first, with the product and the replies. */
export async function userComments(db: Db, q: { userId: number; limit: number; offset: number }) {
  const where = eq(comments.userId, q.userId)
  const [rows, [total], replyRows] = await db.batch([
    db
      .select({
        id: comments.id,
        type: comments.type,
        text: comments.text,
        rate: comments.rate,
        status: comments.status,
        createdAt: comments.createdAt,
        productSlug: products.slug,
        productNameUa: products.nameUa,
        productNameEn: products.nameEn,
      })
      .from(comments)
      .innerJoin(products, eq(products.id, comments.productId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ count: count() }).from(comments).where(where),
    repliesUnder(db, pageOfCommentIds(db, where, q.limit, q.offset), q.userId),
  ])
  return { rows, count: total?.count ?? 0, replies: replyRows }
}

export type UserCommentRow = Awaited<ReturnType<typeof userComments>>['rows'][number]

/** The comments whose rates make a product's rating: published reviews (not questions) with a rate. */
export const countsTowardsRating = () =>
  and(published(comments.status), eq(comments.type, 'COMMENT'), isNotNull(comments.rate))!

/** Published ratings per product: the sum and count of the published comments' rates. */
export function ratingsQuery(db: Db, productIds: number[] | SQLWrapper) {
  return db
    .select({ productId: comments.productId, count: count(), sum: sql<number>`coalesce(sum(${comments.rate}), 0)` })
    .from(comments)
    .where(and(inArray(comments.productId, productIds), countsTowardsRating()))
    .groupBy(comments.productId)
}
