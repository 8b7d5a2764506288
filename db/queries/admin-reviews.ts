import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app/domain/locale'
import type { ReviewStatus } from '../../app/domain/reviews'
import type { Db } from '../client'
import { comments, products, replies, users } from '../schema'
import { localisedName } from './localised-name'
import { textMatch } from './text-match'

export interface ReviewFilter {
  status?: ReviewStatus
  type?: 'COMMENT' | 'QUESTION'
  product_id?: number
  q?: string
}

/** One page of comments and questions with their product and author, and how many match. */
export async function reviewPage(
  db: Db,
  filter: ReviewFilter,
  page: { sort: 'created' | 'rate'; dir: 'asc' | 'desc'; limit: number; offset: number },
  locale: Locale,
) {
  const where: SQL | undefined = and(
    filter.status ? eq(comments.status, filter.status) : undefined,
    filter.type ? eq(comments.type, filter.type) : undefined,
    filter.product_id ? eq(comments.productId, filter.product_id) : undefined,
    filter.q ? textMatch(filter.q, [comments.text, products.nameUa]) : undefined,
  )
  const order = page.dir === 'asc' ? asc : desc
  const sortColumn = page.sort === 'rate' ? comments.rate : comments.createdAt
  const [rows, [total]] = await Promise.all([
    db
      .select({
        comment: comments,
        productName: localisedName(products.nameUa, products.nameEn, locale),
        productSlug: products.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(comments)
      .innerJoin(products, eq(products.id, comments.productId))
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(order(sortColumn), order(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(comments).innerJoin(products, eq(products.id, comments.productId)).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Every reply to these comments with its author, oldest first. */
export async function repliesOf(db: Db, commentIds: readonly number[]) {
  if (commentIds.length === 0) return []
  return db
    .select({ reply: replies, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(inArray(replies.commentId, [...commentIds]))
    .orderBy(asc(replies.createdAt), asc(replies.id))
}

export async function reviewStatus(
  db: Db,
  target: 'comment' | 'reply',
  id: number,
): Promise<{ status: ReviewStatus } | null> {
  const table = target === 'comment' ? comments : replies
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.id, id)).limit(1)
  return row ?? null
}

export const commentStatuses = (db: Db, ids: readonly number[]) =>
  db
    .select({ id: comments.id, status: comments.status })
    .from(comments)
    .where(inArray(comments.id, [...ids]))
