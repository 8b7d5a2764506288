/**
 * Writes of reviews, replies and votes. Each is one statement or one write batch (a transaction
 * taken with the write lock at its start), never a read in the Worker followed by a write: the
 * per-user limit is a conditional INSERT, a vote is an upsert whose conflict rule toggles it, and the
 * counters are recounted from the vote rows in the same transaction, so concurrent clicks can never
 * leave them off by one. Visibility rules are those of reviews.ts.
 */
import type { InStatement } from '@libsql/client'
import { eq } from 'drizzle-orm'
import type { ReviewStatus, ReviewType } from '../../app/domain/reviews'
import type { Db } from '../client'
import { comments, replies } from '../schema'
import { type ActorAudit, auditRowInsert, auditStatement } from './audit-entries'
import { productShownSql } from './shown'

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
  c: {
    userId: number
    productId: number
    type: ReviewType
    text: string
    rate: number | null
    limit: number
    status: ReviewStatus
  },
): Promise<{ id: number } | 'no_product' | 'limit_reached'> {
  const [inserted, product] = await writeBatch(db, [
    {
      sql: `INSERT INTO comments (product_id, user_id, type, text, rate, status)
            SELECT ?1, ?2, ?3, ?4, ?5, ?7
            WHERE EXISTS (SELECT 1 FROM products WHERE id = ?1 AND ${productShownSql('products')})
              AND (SELECT count(*) FROM comments WHERE product_id = ?1 AND user_id = ?2 AND type = ?3) < ?6
            RETURNING id`,
      args: [c.productId, c.userId, c.type, c.text, c.rate, c.limit, c.status],
    },
    {
      sql: `SELECT EXISTS (SELECT 1 FROM products WHERE id = ? AND ${productShownSql('products')}) AS ok`,
      args: [c.productId],
    },
  ])
  const id = firstNumber(inserted!.rows, 'id')
  if (id !== null) return { id }
  return firstNumber(product!.rows, 'ok') === 1 ? 'limit_reached' : 'no_product'
}

/** How a write to someone's comment ended: done, not the author's, or not there (for this viewer). */
export type OwnWrite = 'done' | 'not_author' | 'not_found'

function ownWriteOutcome(
  changed: readonly Record<string, unknown>[],
  owner: readonly Record<string, unknown>[],
): OwnWrite {
  if (changed.length > 0) return 'done'
  // Someone else's comment: 403 if the viewer may see it, 404 if it is hidden from them or gone.
  return owner[0] && owner[0].status === 'published' ? 'not_author' : 'not_found'
}

/** The author edits the text, and a comment's rating (kept when `rate` is null). */
export async function updateComment(
  db: Db,
  u: { id: number; userId: number; text: string; rate: number | null },
): Promise<OwnWrite> {
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

// The store (a reply with an audit row, from the back office) may also answer a review that waits for
// approval: the answer to a complaint is usually written while it is held. It shows with the review.
const replyInsert = (r: { userId: number; commentId: number; text: string }, byDesk: boolean): InStatement => ({
  sql: `INSERT INTO replies (comment_id, user_id, by_store, text)
        SELECT id, ?1, coalesce((SELECT role IN ('staff', 'admin') FROM users WHERE id = ?1), 0), ?2
        FROM comments WHERE id = ?3 AND (status = 'published' OR user_id = ?1 OR (?4 AND status = 'pending'))
        RETURNING id`,
  args: [r.userId, r.text, r.commentId, byDesk ? 1 : 0],
})

/**
 * A reply under a comment the user can see; staff and admins answer on behalf of the store. Null
 * when no such comment. With `audit` (the back office), a review waiting for approval may be answered
 * too, and the audit row goes in the same write transaction.
 */
export async function insertReply(
  db: Db,
  r: { userId: number; commentId: number; text: string },
  audit?: (replyId: number) => ActorAudit,
): Promise<number | null> {
  if (!audit) {
    const [inserted] = await writeBatch(db, [replyInsert(r, false)])
    return firstNumber(inserted!.rows, 'id')
  }
  const tx = await db.$client.transaction('write')
  try {
    const id = firstNumber((await tx.execute(replyInsert(r, true))).rows, 'id')
    if (id !== null) await tx.execute(auditStatement(db, audit(id)))
    await tx.commit()
    return id
  } finally {
    tx.close()
  }
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
export async function recordVote(
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

/**
 * The moderation hook: publish or hide a comment or a reply, with the back office's audit row in the
 * same batch when given. False when there is no such item.
 */
export async function setReviewStatus(
  db: Db,
  target: VoteTarget,
  id: number,
  status: 'published' | 'hidden',
  audit?: ActorAudit,
): Promise<boolean> {
  const table = target === 'comment' ? comments : replies
  const update = db.update(table).set({ status }).where(eq(table.id, id)).returning({ id: table.id })
  const [changed] = audit ? await db.batch([update, auditRowInsert(db, audit)]) : [await update]
  return changed.length > 0
}

/** Comments and questions waiting for staff, and the product a comment is on (for the staff notice). */
export async function pendingReviews(db: Db, commentId: number): Promise<{ waiting: number; product: string }> {
  const result = await db.$client.execute({
    sql: `SELECT (SELECT count(*) FROM comments WHERE status = 'pending') AS waiting,
                 (SELECT p.name_ua FROM comments c JOIN products p ON p.id = c.product_id WHERE c.id = ?) AS product`,
    args: [commentId],
  })
  const row = result.rows[0]
  return { waiting: Number(row?.waiting ?? 0), product: String(row?.product ?? '') }
}
