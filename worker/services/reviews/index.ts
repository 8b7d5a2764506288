import type {
  CommentsQuery,
  NewReply,
  NewReview,
  PageQuery,
  RepliesQuery,
  Reply,
  ReplyPage,
  Review,
  ReviewPage,
  ReviewUpdate,
  UserReviewPage,
  VoteResult,
} from '../../../app/contract/reviews'
import { AppError } from '../../../app/domain/app-error'
import type { Locale } from '../../../app/domain/locale'
import {
  moderationOf,
  REVIEWS_PER_PRODUCT_PER_TYPE,
  type ReviewStatus,
  type ReviewType,
  statusOfNewReview,
} from '../../../app/domain/reviews'
import { resources } from '../../../app/i18n/resources'
import type { Db } from '../../../db/client'
import {
  deleteComment,
  insertComment,
  insertReply,
  type OwnWrite,
  pendingReviews,
  recordVote,
  setReviewStatus,
  updateComment,
  type VoteTarget,
} from '../../../db/queries/review-writes'
import { commentById, commentReplies, productComments, replyById, userComments } from '../../../db/queries/reviews'
import { staffSetting } from '../../../db/queries/staff-settings'
import type { EmailService } from '../email'
import { reviewHeldNotice } from '../email/staff-notices'
import { repliesByComment, toReplyDto, toReviewDto, toReviewDtos, toUserReviewDto } from './review-dto'

const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit

/** The 409 of the per-user limit speaks the shopper's language: the same text the page shows. */
function limitMessage(type: ReviewType, locale: Locale): string {
  const texts = resources[locale].translation.reviews
  return (type === 'COMMENT' ? texts.limit_comments : texts.limit_questions).replace(
    '{{count}}',
    String(REVIEWS_PER_PRODUCT_PER_TYPE),
  )
}

function assertOwnWrite(outcome: OwnWrite) {
  if (outcome === 'not_author') throw new AppError('not_allowed', 'Only the author may change or delete this comment')
  if (outcome === 'not_found') throw new AppError('not_found', 'No such comment')
}

/**
 * Spec §7 "Comments": product comments (with a rating) and questions, replies, likes and dislikes,
 * and the profile's own reviews. The author is always the signed-in user; anonymous visitors read.
 */
/** Where the store's review moderation setting is kept (staff_settings). */
export const REVIEW_MODERATION_KEY = 'review_moderation'

export function createReviewsService(db: Db, email: EmailService) {
  /**
   * A held review tells staff once per queue: only the first to wait in an empty queue sends the
   * notice, so a flood of reviews is one email until staff clear the queue.
   */
  async function tellStaff(commentId: number, text: string) {
    const { waiting, product } = await pendingReviews(db, commentId)
    if (waiting === 1) await email.notifyStaff(reviewHeldNotice({ product, text }))
  }

  async function review(id: number, viewerId: number): Promise<Review> {
    const found = await commentById(db, id, viewerId)
    if (!found) throw new AppError('not_found', 'No such comment')
    return toReviewDto(found.row, found.replies, viewerId)
  }

  async function vote(target: VoteTarget, id: number, userId: number, value: 1 | -1): Promise<VoteResult> {
    const result = await recordVote(db, { target, id, userId, value })
    if (!result) throw new AppError('not_found', target === 'comment' ? 'No such comment' : 'No such reply')
    const myVote = result.myVote === 1 ? 1 : result.myVote === -1 ? -1 : 0
    return { id, like_count: result.likeCount, dislike_count: result.dislikeCount, my_vote: myVote }
  }

  return {
    /** A product's comments and questions as the viewer sees them (their own hidden ones too), newest first. */
    async list(query: CommentsQuery, viewerId: number | null): Promise<ReviewPage> {
      const page = await productComments(db, {
        productId: query.productId,
        type: query.type,
        viewerId,
        limit: query.limit,
        offset: offsetOf(query),
      })
      if (!page.productExists) throw new AppError('not_found', 'No such product')
      return { count: page.count, results: toReviewDtos(page.rows, page.replies, viewerId) }
    },

    async create(input: NewReview, userId: number, locale: Locale): Promise<Review> {
      const status = statusOfNewReview(moderationOf(await staffSetting(db, REVIEW_MODERATION_KEY)))
      const outcome = await insertComment(db, { ...input, userId, limit: REVIEWS_PER_PRODUCT_PER_TYPE, status })
      if (outcome === 'no_product')
        throw new AppError('invalid_data', 'Invalid request', { product: ['No such product'] })
      if (outcome === 'limit_reached') throw new AppError('conflict', limitMessage(input.type, locale))
      if (status === 'pending') await tellStaff(outcome.id, input.text)
      return review(outcome.id, userId)
    },

    async update(id: number, input: ReviewUpdate, userId: number): Promise<Review> {
      assertOwnWrite(await updateComment(db, { id, userId, ...input }))
      return review(id, userId)
    },

    async remove(id: number, userId: number): Promise<void> {
      assertOwnWrite(await deleteComment(db, { id, userId }))
    },

    voteComment: (id: number, userId: number, value: 1 | -1) => vote('comment', id, userId, value),
    voteReply: (id: number, userId: number, value: 1 | -1) => vote('reply', id, userId, value),

    /** One comment's replies, newest first. */
    async replies(query: RepliesQuery, viewerId: number | null): Promise<ReplyPage> {
      const page = await commentReplies(db, {
        commentId: query.commentId,
        viewerId,
        limit: query.limit,
        offset: offsetOf(query),
      })
      if (!page) throw new AppError('not_found', 'No such comment')
      return { count: page.count, results: page.rows.map((r) => toReplyDto(r, viewerId)) }
    },

    async reply(input: NewReply, userId: number): Promise<Reply> {
      const id = await insertReply(db, { userId, commentId: input.commentId, text: input.text })
      if (id === null) throw new AppError('invalid_data', 'Invalid request', { comment: ['No such comment'] })
      const row = await replyById(db, id, userId)
      return toReplyDto(row!, userId)
    },

    /** GET /shop/user-reviews/: the signed-in user's comments and questions, hidden ones included, newest first. */
    async userReviews(userId: number, query: PageQuery, locale: Locale): Promise<UserReviewPage> {
      const page = await userComments(db, { userId, limit: query.limit, offset: offsetOf(query) })
      const byComment = repliesByComment(page.replies)
      return { count: page.count, results: page.rows.map((c) => toUserReviewDto(c, byComment.get(c.id) ?? [], locale)) }
    },

    /** The moderation hook for the back office: hide or publish a comment or reply. */
    async setStatus(target: VoteTarget, id: number, status: Exclude<ReviewStatus, 'pending'>): Promise<void> {
      if (!(await setReviewStatus(db, target, id, status)))
        throw new AppError('not_found', target === 'comment' ? 'No such comment' : 'No such reply')
    },
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>
