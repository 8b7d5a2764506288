/**
 * Reviews (comments and questions), their replies and votes.
 *
 * Every write is one statement or one write batch (a transaction taken with the write lock at its
 * start), never a read in the Worker followed by a write: the per-user limit is a conditional
 * INSERT, a vote is an upsert whose conflict rule toggles it, and the counters are recounted from
 * the vote rows in the same transaction, so concurrent clicks can never leave them off by one.
 *
 * Visibility: a hidden comment or reply reaches its author alone; so does every reply under a
 * hidden comment.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm'
import type { InStatement } from '@libsql/client'
import type { ReviewType } from '../../app/domain/reviews'
import type { Db } from '../client'
import { comments, products, replies, users } from '../schema'

const published = (status: typeof comments.status | typeof replies.status) => eq(status, 'published')

function visibleComment(viewerId: number | null): SQL {
  return viewerId === null ? published(comments.status) : or(published(comments.status), eq(comments.userId, viewerId))!
}
function visibleReply(viewerId: number | null): SQL {
  return viewerId === null ? published(replies.status) : or(published(replies.status), eq(replies.userId, viewerId))!
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

function pageOfCommentIds(db: Db, where: SQL, limit: number, offset: number) {
  return db.select({ id: comments.id }).from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset)
}

export type CommentRow = Awaited<ReturnType<typeof productComments>>['rows'][number]
export type ReplyRow = Awaited<ReturnType<typeof productComments>>['replies'][number]

/** A product's comments (of one type, or both) that the viewer sees, newest first, with their replies: one round trip. */
export async function productComments(
  db: Db,
  q: { productId: number; type: ReviewType | undefined; viewerId: number | null; limit: number; offset: number },
) {
  const where = and(eq(comments.productId, q.productId), q.type ? eq(comments.type, q.type) : undefined, visibleComment(q.viewerId))!
  const [product, rows, [total], replyRows] = await db.batch([
    db.select({ id: products.id }).from(products).where(and(eq(products.id, q.productId), eq(products.isActive, true))),
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

/** One comment's replies that the viewer sees, newest first; null when the viewer cannot see the comment. */
export async function commentReplies(db: Db, q: { commentId: number; viewerId: number | null; limit: number; offset: number }) {
  const where = and(eq(replies.commentId, q.commentId), visibleReply(q.viewerId))!
  const [comment, rows, [total]] = await db.batch([
    db.select({ id: comments.id }).from(comments).where(and(eq(comments.id, q.commentId), visibleComment(q.viewerId))),
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

/** Published ratings per product: the sum and count of the published comments' rates. */
export function ratingsQuery(db: Db, productIds: number[]) {
  return db
    .select({ productId: comments.productId, count: count(), sum: sql<number>`coalesce(sum(${comments.rate}), 0)` })
    .from(comments)
    .where(and(inArray(comments.productId, productIds), published(comments.status), eq(comments.type, 'COMMENT'), isNotNull(comments.rate)))
    .groupBy(comments.productId)
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────

function writeBatch(db: Db, statements: InStatement[]) {
  return db.$client.batch(statements, 'write')
}
const firstNumber = (rows: readonly Record<string, unknown>[], column: string): number | null =>
  rows[0] && rows[0][column] !== null && rows[0][column] !== undefined ? Number(rows[0][column]) : null

/**
 * Inserts a comment unless the product is missing or inactive, or the user already has `limit` of
 * this type on it. The count and the insert are one statement, so parallel posts cannot pass the limit.
 */
export async function insertComment(
  db: Db,
  c: { userId: number; productId: number; type: ReviewType; text: string; rate: number | null; limit: number },
): Promise<{ id: number } | 'no_product' | 'limit_reached'> {
  const [inserted, product] = await writeBatch(db, [
    {
      sql: `INSERT INTO comments (product_id, user_id, type, text, rate)
            SELECT ?1, ?2, ?3, ?4, ?5
            WHERE EXISTS (SELECT 1 FROM products WHERE id = ?1 AND is_active = 1)
              AND (SELECT count(*) FROM comments WHERE product_id = ?1 AND user_id = ?2 AND type = ?3) < ?6
            RETURNING id`,
      args: [c.productId, c.userId, c.type, c.text, c.rate, c.limit],
    },
    { sql: 'SELECT EXISTS (SELECT 1 FROM products WHERE id = ? AND is_active = 1) AS ok', args: [c.productId] },
  ])
  const id = firstNumber(inserted!.rows, 'id')
  if (id !== null) return { id }
  return firstNumber(product!.rows, 'ok') === 1 ? 'limit_reached' : 'no_product'
}

/** How a write to someone's comment ended: done, not the author's, or not there (for this viewer). */
export type OwnWrite = 'done' | 'not_author' | 'not_found'

function ownWriteOutcome(changed: readonly Record<string, unknown>[], owner: readonly Record<string, unknown>[]): OwnWrite {
  if (changed.length > 0) return 'done'
  // Someone else's comment: 403 if the viewer may see it, 404 if it is hidden from them or gone.
  return owner[0] && owner[0].status === 'published' ? 'not_author' : 'not_found'
}

/** The author edits the text, and a comment's rating (kept when `rate` is null). */
export async function updateComment(db: Db, u: { id: number; userId: number; text: string; rate: number | null }): Promise<OwnWrite> {
  const [changed, owner] = await writeBatch(db, [
    {
      sql: `UPDATE comments SET text = ?1, rate = CASE WHEN type = 'COMMENT' THEN coalesce(?2, rate) ELSE NULL END,
                   updated_at = unixepoch('subsec') * 1000
            WHERE id = ?3 AND user_id = ?4 RETURNING id`,
      args: [u.text, u.rate, u.id, u.userId],
    },
    { sql: 'SELECT status FROM comments WHERE id = ?', args: [u.id] },
  ])
  return ownWriteOutcome(changed!.rows, owner!.rows)
}

/** The author deletes a comment; its replies and votes go with it (foreign keys cascade). */
export async function deleteComment(db: Db, d: { id: number; userId: number }): Promise<OwnWrite> {
  const [owner, changed] = await writeBatch(db, [
    { sql: 'SELECT status FROM comments WHERE id = ?', args: [d.id] },
    { sql: 'DELETE FROM comments WHERE id = ? AND user_id = ? RETURNING id', args: [d.id, d.userId] },
  ])
  return ownWriteOutcome(changed!.rows, owner!.rows)
}

/** A reply under a comment the user can see; staff and admins answer on behalf of the store. Null when no such comment. */
export async function insertReply(db: Db, r: { userId: number; commentId: number; text: string }): Promise<number | null> {
  const [inserted] = await writeBatch(db, [
    {
      sql: `INSERT INTO replies (comment_id, user_id, by_store, text)
            SELECT id, ?1, coalesce((SELECT role IN ('staff', 'admin') FROM users WHERE id = ?1), 0), ?2
            FROM comments WHERE id = ?3 AND (status = 'published' OR user_id = ?1)
            RETURNING id`,
      args: [r.userId, r.text, r.commentId],
    },
  ])
  return firstNumber(inserted!.rows, 'id')
}

export type VoteTarget = 'comment' | 'reply'

const VOTE_TABLES = {
  comment: {
    votes: 'comment_votes',
    key: 'comment_id',
    items: 'comments',
    visible: `EXISTS (SELECT 1 FROM comments WHERE id = ?1 AND (status = 'published' OR user_id = ?2))`,
  },
  reply: {
    votes: 'reply_votes',
    key: 'reply_id',
    items: 'replies',
    visible: `EXISTS (SELECT 1 FROM replies r JOIN comments c ON c.id = r.comment_id
                      WHERE r.id = ?1 AND (r.status = 'published' OR r.user_id = ?2) AND (c.status = 'published' OR c.user_id = ?2))`,
  },
} as const

/**
 * A like (+1) or dislike (-1): one vote per user per item; repeating it takes it back and the other
 * one moves it (app/domain castVote states the rule). One write transaction: the upsert toggles the
 * row, a zero row is removed, and the counters are recounted from the rows. Null when the viewer
 * cannot see the item.
 */
export async function castVote(
  db: Db,
  v: { target: VoteTarget; id: number; userId: number; value: 1 | -1 },
): Promise<{ likeCount: number; dislikeCount: number; myVote: number } | null> {
  const t = VOTE_TABLES[v.target]
  const results = await writeBatch(db, [
    {
      sql: `INSERT INTO ${t.votes} (${t.key}, user_id, value) SELECT ?1, ?2, ?3 WHERE ${t.visible}
            ON CONFLICT (${t.key}, user_id) DO UPDATE SET value = CASE WHEN value = excluded.value THEN 0 ELSE excluded.value END`,
      args: [v.id, v.userId, v.value],
    },
    { sql: `DELETE FROM ${t.votes} WHERE ${t.key} = ? AND user_id = ? AND value = 0`, args: [v.id, v.userId] },
    {
      sql: `UPDATE ${t.items} SET
              like_count = (SELECT count(*) FROM ${t.votes} WHERE ${t.key} = ?1 AND value = 1),
              dislike_count = (SELECT count(*) FROM ${t.votes} WHERE ${t.key} = ?1 AND value = -1)
            WHERE id = ?1 AND ${t.visible}
            RETURNING like_count, dislike_count,
              coalesce((SELECT value FROM ${t.votes} WHERE ${t.key} = ?1 AND user_id = ?2), 0) AS my_vote`,
      args: [v.id, v.userId],
    },
  ])
  const row = results[2]!.rows[0]
  if (!row) return null
  return { likeCount: Number(row.like_count), dislikeCount: Number(row.dislike_count), myVote: Number(row.my_vote) }
}

/** The back office's moderation hook: publish or hide a comment or a reply. False when there is no such item. */
export async function setReviewStatus(db: Db, target: VoteTarget, id: number, status: 'published' | 'hidden'): Promise<boolean> {
  const table = target === 'comment' ? comments : replies
  const changed = await db.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id })
  return changed.length > 0
}
