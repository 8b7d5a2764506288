import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminComment } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { comments, products, replies, users } from '../../../db/schema'
import { textMatch } from './text-match'
import { auditInsert } from './audit'

type Query = {
  page: number
  limit: number
  sort: 'created' | 'rate'
  dir: 'asc' | 'desc'
  status?: 'published' | 'hidden'
  type?: 'COMMENT' | 'QUESTION'
  product_id?: number
  q?: string
}

const nameOf = (u: { firstName: string; lastName: string; email: string }) => `${u.firstName} ${u.lastName}`.trim() || u.email

/** Moderation of spec §3 comments and questions: hide or show, and answer as the store. */
export function createReviewDesk(db: Db) {
  async function list(query: Query): Promise<Page<AdminComment>> {
    const where: SQL | undefined = and(
      query.status ? eq(comments.status, query.status) : undefined,
      query.type ? eq(comments.type, query.type) : undefined,
      query.product_id ? eq(comments.productId, query.product_id) : undefined,
      query.q ? textMatch(query.q, [comments.text, products.nameUa]) : undefined,
    )
    const order = query.dir === 'asc' ? asc : desc
    const sortColumn = query.sort === 'rate' ? comments.rate : comments.createdAt
    const [rows, [total]] = await Promise.all([
      db
        .select({ comment: comments, productName: products.nameUa, productSlug: products.slug, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(comments)
        .innerJoin(products, eq(products.id, comments.productId))
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(order(sortColumn), order(comments.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(comments).innerJoin(products, eq(products.id, comments.productId)).where(where),
    ])
    const replyRows = rows.length
      ? await db
          .select({ reply: replies, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(replies)
          .innerJoin(users, eq(users.id, replies.userId))
          .where(inArray(replies.commentId, rows.map((r) => r.comment.id)))
          .orderBy(asc(replies.createdAt), asc(replies.id))
      : []
    return pageOf(
      rows.map(({ comment: c, productName, productSlug, ...user }) => ({
        id: c.id,
        type: c.type,
        text: c.text,
        rate: c.rate,
        status: c.status,
        product_id: c.productId,
        product_name: productName,
        product_slug: productSlug,
        user_name: nameOf(user),
        user_email: user.email,
        created: new Date(c.createdAt).toISOString(),
        replies: replyRows
          .filter((r) => r.reply.commentId === c.id)
          .map(({ reply: r, ...u }) => ({ id: r.id, text: r.text, by_store: r.byStore, status: r.status, user_name: r.byStore ? 'Beauty Pro' : nameOf(u), created: new Date(r.createdAt).toISOString() })),
      })),
      total?.n ?? 0,
      query,
    )
  }

  return {
    list,

    async moderateComment(actorId: number, id: number, status: 'published' | 'hidden') {
      const [before] = await db.select({ status: comments.status }).from(comments).where(eq(comments.id, id)).limit(1)
      if (!before) throw new AppError('not_found', 'No such comment')
      if (before.status !== status) {
        await db.batch([
          db.update(comments).set({ status, updatedAt: Date.now() }).where(eq(comments.id, id)),
          auditInsert(db, actorId, { action: status === 'hidden' ? 'comment.hide' : 'comment.show', entity: 'comment', entityId: id, before, after: { status } }),
        ])
      }
    },

    async moderateReply(actorId: number, id: number, status: 'published' | 'hidden') {
      const [before] = await db.select({ status: replies.status }).from(replies).where(eq(replies.id, id)).limit(1)
      if (!before) throw new AppError('not_found', 'No such reply')
      if (before.status !== status) {
        await db.batch([
          db.update(replies).set({ status }).where(eq(replies.id, id)),
          auditInsert(db, actorId, { action: status === 'hidden' ? 'reply.hide' : 'reply.show', entity: 'reply', entityId: id, before, after: { status } }),
        ])
      }
    },

    async reply(actorId: number, commentId: number, text: string): Promise<number> {
      const [comment] = await db.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId)).limit(1)
      if (!comment) throw new AppError('not_found', 'No such comment')
      const [row] = await db.insert(replies).values({ commentId, userId: actorId, byStore: true, text }).returning({ id: replies.id })
      await auditInsert(db, actorId, { action: 'reply.create', entity: 'comment', entityId: commentId, before: null, after: { reply_id: row!.id, text } })
      return row!.id
    },
  }
}
