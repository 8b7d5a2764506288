import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './accounts'
import { products } from './catalogue'
import { nowMs } from './columns'

/** A product comment (with a rating) or question. Hidden ones stay visible to their author only. */
export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['COMMENT', 'QUESTION'] }).notNull(),
    text: text('text').notNull(),
    rate: integer('rate'),
    /** pending: held for staff approval (the store's review moderation setting). */
    status: text('status', { enum: ['published', 'hidden', 'pending'] })
      .notNull()
      .default('published'),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    createdAt: integer('created_at').notNull().default(nowMs),
    updatedAt: integer('updated_at').notNull().default(nowMs),
  },
  (t) => [
    index('comments_product_idx').on(t.productId, t.status, t.createdAt),
    index('comments_user_idx').on(t.userId, t.productId, t.type),
    index('comments_created_idx').on(t.createdAt),
  ],
)

export const replies = sqliteTable(
  'replies',
  {
    id: integer('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Answered by staff on behalf of the store. */
    byStore: integer('by_store', { mode: 'boolean' }).notNull().default(false),
    text: text('text').notNull(),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    createdAt: integer('created_at').notNull().default(nowMs),
  },
  (t) => [index('replies_comment_idx').on(t.commentId, t.createdAt)],
)

/** One vote per user per item: +1 like, -1 dislike. */
export const commentVotes = sqliteTable(
  'comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

export const replyVotes = sqliteTable(
  'reply_votes',
  {
    replyId: integer('reply_id')
      .notNull()
      .references(() => replies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
)
