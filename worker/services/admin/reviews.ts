import type { Locale } from '../../../app/domain/locale'
import { moderationOf, type ReviewStatus } from '../../../app/domain/reviews'
import { pageOf, type Page } from '../../../app/contract/admin-common'
import type { AdminComment, ReviewSettings } from '../../../app/contract/admin-people'
import { setStaffSetting, staffSetting } from '../../../db/queries/staff-settings'
import { REVIEW_MODERATION_KEY } from '../reviews'
import { AppError } from '../../../app/domain/app-error'
import type { Db } from '../../../db/client'
import { commentStatuses, repliesOf, reviewPage, reviewStatus } from '../../../db/queries/admin-reviews'
import { insertReply, setReviewStatus } from '../../../db/queries/review-writes'
import { STORE_AUTHOR } from '../reviews/review-dto'

type Query = {
  page: number
  limit: number
  sort: 'created' | 'rate'
  dir: 'asc' | 'desc'
  status?: ReviewStatus
  type?: 'COMMENT' | 'QUESTION'
  product_id?: number
  q?: string
}

const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email

/** Moderation of spec §3 comments and questions: hide or show, and answer as the store. */
export function createReviewDesk(db: Db) {
  async function list(query: Query, locale: Locale = 'ua'): Promise<Page<AdminComment>> {
    const { rows, total } = await reviewPage(
      db,
      query,
      { sort: query.sort, dir: query.dir, limit: query.limit, offset: (query.page - 1) * query.limit },
      locale,
    )
    const replyRows = await repliesOf(
      db,
      rows.map((r) => r.comment.id),
    )
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
          .map(({ reply: r, ...u }) => ({
            id: r.id,
            text: r.text,
            by_store: r.byStore,
            status: r.status,
            user_name: r.byStore ? STORE_AUTHOR : nameOf(u),
            created: new Date(r.createdAt).toISOString(),
          })),
      })),
      total,
      query,
    )
  }

  return {
    list,

    async settings(): Promise<ReviewSettings> {
      return { moderation: moderationOf(await staffSetting(db, REVIEW_MODERATION_KEY)) }
    },

    /** The setting and its audit row in one batch (db/queries/staff-settings.ts). */
    async changeSettings(actorId: number, next: ReviewSettings): Promise<ReviewSettings> {
      const before = await this.settings()
      await setStaffSetting(db, REVIEW_MODERATION_KEY, next.moderation, actorId, {
        actorId,
        action: 'settings.update',
        entity: 'settings',
        entityId: REVIEW_MODERATION_KEY,
        before,
        after: next,
      })
      return this.settings()
    },

    /** Hide or publish through the reviews module's own write (db/queries/review-writes.ts), then record it. */
    async moderate(actorId: number, target: 'comment' | 'reply', id: number, status: 'published' | 'hidden') {
      const before = await reviewStatus(db, target, id)
      if (!before) throw new AppError('not_found', `No such ${target}`)
      if (before.status === status) return
      await setReviewStatus(db, target, id, status, {
        actorId,
        // A held review is approved or rejected; a live one is hidden or shown again.
        action: `${target}.${before.status === 'pending' ? (status === 'hidden' ? 'reject' : 'approve') : status === 'hidden' ? 'hide' : 'show'}`,
        entity: target,
        entityId: id,
        before,
        after: { status },
      })
    },

    /** Hide or show several reviews; an unknown id refuses the whole request before anything changes. */
    async moderateMany(actorId: number, ids: readonly number[], status: 'published' | 'hidden'): Promise<number> {
      const unique = [...new Set(ids)]
      const found = await commentStatuses(db, unique)
      if (found.length !== unique.length)
        throw new AppError('invalid_data', 'invalid_request', { ids: ['no_such_review'] })
      const changing = found.filter((c) => c.status !== status)
      for (const c of changing) await this.moderate(actorId, 'comment', c.id, status)
      return changing.length
    },

    /** An answer on behalf of the store: the reviews module marks a staff member's reply as the store's. */
    async reply(actorId: number, commentId: number, text: string): Promise<number> {
      const id = await insertReply(db, { userId: actorId, commentId, text }, (replyId) => ({
        actorId,
        action: 'reply.create',
        entity: 'comment',
        entityId: commentId,
        before: null,
        after: { reply_id: replyId, text },
      }))
      if (id === null) throw new AppError('not_found', 'No such comment to answer')
      return id
    },
  }
}
