import type { Locale } from '../../../app/domain/locale'
import { localisedName } from './localised-name'
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminComment } from '../../../app/contract/admin-people'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { comments, products, replies, users } from '../../../db/schema'
import { textMatch } from './text-match'
import { insertReply, setReviewStatus } from '../../../db/queries/review-writes'
import { STORE_AUTHOR } from '../reviews/review-dto'
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
  async function list(query: Query, locale: Locale = 'ua'): Promise<Page<AdminComment>> {
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
        .select({ comment: comments, productName: localisedName(products.nameUa, products.nameEn, locale), productSlug: products.slug, firstName: users.firstName, lastName: users.lastName, email: users.email })
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
        user_id: c.userId,
        user_name: nameOf(user),
        user_email: user.email,
        created: new Date(c.createdAt).toISOString(),
        replies: replyRows
          .filter((r) => r.reply.commentId === c.id)
          .map(({ reply: r, ...u }) => ({ id: r.id, text: r.text, by_store: r.byStore, status: r.status, user_name: r.byStore ? STORE_AUTHOR : nameOf(u), created: new Date(r.createdAt).toISOString() })),
      })),
      total?.n ?? 0,
      query,
    )
  }

  return {
    list,

    /** Hide or publish through the reviews module's own write (db/queries/review-writes.ts), then record it. */
    async moderate(actorId: number, target: 'comment' | 'reply', id: number, status: 'published' | 'hidden') {
      const table = target === 'comment' ? comments : replies
      const [before] = await db.select({ status: table.status }).from(table).where(eq(table.id, id)).limit(1)
      if (!before) throw new AppError('not_found', `No such ${target}`)
      if (before.status === status) return
      await setReviewStatus(db, target, id, status)
      await auditInsert(db, actorId, { action: `${target}.${status === 'hidden' ? 'hide' : 'show'}`, entity: target, entityId: id, before, after: { status } })
    },

    /** Hide or show several reviews; an unknown id refuses the whole request before anything changes. */
    async moderateMany(actorId: number, ids: readonly number[], status: 'published' | 'hidden'): Promise<number> {
      const unique = [...new Set(ids)]
      const found = await db.select({ id: comments.id, status: comments.status }).from(comments).where(inArray(comments.id, unique))
      if (found.length !== unique.length) throw new AppError('invalid_data', 'invalid_request', { ids: ['no_such_review'] })
      const changing = found.filter((c) => c.status !== status)
      for (const c of changing) await this.moderate(actorId, 'comment', c.id, status)
      return changing.length
    },

    /** An answer on behalf of the store: the reviews module marks a staff member's reply as the store's. */
    async reply(actorId: number, commentId: number, text: string): Promise<number> {
      const id = await insertReply(db, { userId: actorId, commentId, text })
      if (id === null) throw new AppError('not_found', 'No such published comment')
      await auditInsert(db, actorId, { action: 'reply.create', entity: 'comment', entityId: commentId, before: null, after: { reply_id: id, text } })
      return id
    },
  }
}
