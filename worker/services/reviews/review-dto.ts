import type { Reply, Review, UserReview } from '../../../app/contract/reviews'
import { type Locale, localized } from '../../../app/domain/locale'
import { authorName, starList, type Vote } from '../../../app/domain/reviews'
import type { CommentRow, ReplyRow, UserCommentRow } from '../../../db/queries/reviews'

/** Who signs the store's answers (staff replying from the back office or the site). */
export const STORE_AUTHOR = 'Beauty Pro'

/** Timestamps are epoch milliseconds (SQLite may keep the fraction); the wire has ISO 8601. */
export const isoDate = (ms: number) => new Date(Math.floor(Number(ms))).toISOString()

const vote = (value: number): Vote => (value === 1 ? 1 : value === -1 ? -1 : 0)

export function toReplyDto(r: ReplyRow, viewerId: number | null): Reply {
  return {
    id: r.id,
    comment: r.commentId,
    user: r.userId,
    user_name: r.byStore ? STORE_AUTHOR : authorName(r.firstName, r.lastName),
    by_store: r.byStore,
    text: r.text,
    date: isoDate(r.createdAt),
    status: r.status,
    like_count: r.likeCount,
    dislike_count: r.dislikeCount,
    my_vote: vote(Number(r.myVote)),
    is_mine: viewerId !== null && r.userId === viewerId,
  }
}

export function toReviewDto(c: CommentRow, replies: ReplyRow[], viewerId: number | null): Review {
  return {
    id: c.id,
    type: c.type,
    product: c.productId,
    user: c.userId,
    user_name: authorName(c.firstName, c.lastName),
    text: c.text,
    date: isoDate(c.createdAt),
    rate: c.rate,
    get_rate: starList(c.rate),
    like_count: c.likeCount,
    dislike_count: c.dislikeCount,
    replies: replies.map((r) => toReplyDto(r, viewerId)),
    parent: null,
    status: c.status,
    my_vote: vote(Number(c.myVote)),
    is_mine: viewerId !== null && c.userId === viewerId,
  }
}

/** A page's replies by the comment they answer, keeping their order. */
export function repliesByComment(replies: ReplyRow[]): Map<number, ReplyRow[]> {
  const byComment = new Map<number, ReplyRow[]>()
  for (const r of replies) {
    const list = byComment.get(r.commentId)
    if (list) list.push(r)
    else byComment.set(r.commentId, [r])
  }
  return byComment
}

/** Comments with the replies that belong to each (replies arrive oldest first for the whole page). */
export function toReviewDtos(rows: CommentRow[], replies: ReplyRow[], viewerId: number | null): Review[] {
  const byComment = repliesByComment(replies)
  return rows.map((c) => toReviewDto(c, byComment.get(c.id) ?? [], viewerId))
}

export function toUserReviewDto(c: UserCommentRow, replies: ReplyRow[], locale: Locale): UserReview {
  return {
    id: c.id,
    type: c.type,
    product_slug: c.productSlug,
    product_name: localized(locale, c.productNameUa, c.productNameEn),
    text: c.text,
    date: isoDate(c.createdAt),
    rate: c.rate,
    get_rate: starList(c.rate),
    status: c.status,
    replies: replies.map((r) => ({
      id: r.id,
      text: r.text,
      date: isoDate(r.createdAt),
      user_name: r.byStore ? STORE_AUTHOR : authorName(r.firstName, r.lastName),
      by_store: r.byStore,
    })),
  }
}
