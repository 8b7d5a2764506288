/** Rules of product reviews and questions (spec §5 Reviews, §9 Rating). No schema library: the browser uses them too. */

/** A comment carries a rating; a question carries none. */
export const REVIEW_TYPES = ['COMMENT', 'QUESTION'] as const
export type ReviewType = (typeof REVIEW_TYPES)[number]

/**
 * Staff hide a comment from the back office; a hidden one is seen by its author alone. A pending one
 * waits for staff to approve it (when the store holds reviews) and, until then, is seen by its author alone too.
 */
export const REVIEW_STATUSES = ['published', 'hidden', 'pending'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The store's setting: reviews and questions go live at once, or wait for staff to approve them. */
export const REVIEW_MODERATIONS = ['publish', 'hold'] as const
export type ReviewModeration = (typeof REVIEW_MODERATIONS)[number]
/** A store that never chose publishes at once, as it always did. */
export const DEFAULT_REVIEW_MODERATION: ReviewModeration = 'publish'

/** The status a new comment or question starts with under the store's setting. */
export const statusOfNewReview = (moderation: ReviewModeration): ReviewStatus =>
  moderation === 'hold' ? 'pending' : 'published'

/** An unknown stored value reads as the default, so a bad row never stops reviews. */
export const moderationOf = (stored: unknown): ReviewModeration =>
  REVIEW_MODERATIONS.includes(stored as ReviewModeration) ? (stored as ReviewModeration) : DEFAULT_REVIEW_MODERATION

/** Text of a comment, question or reply, counted after trimming. */
export const REVIEW_TEXT_MIN = 2
export const REVIEW_TEXT_MAX = 2000

/** Spec §9: a rating is a whole number from 1 to 5, 5 by default. */
export const RATING_MIN = 1
export const RATING_MAX = 5
export const DEFAULT_RATING = 5

/**
 * Spec §5 gives two readings of the limit (one, or up to 3, per product per user); this store takes
 * the second: at most 3 comments and 3 questions per product per user, hidden ones included.
 */
export const REVIEWS_PER_PRODUCT_PER_TYPE = 3

/** Lists are paginated, newest first. */
export const REVIEWS_PAGE_SIZE = 10
export const REVIEWS_MAX_PAGE_SIZE = 50

/** Product JSON-LD lists this many reviews beside the aggregate rating. */
export const JSON_LD_REVIEWS = 5

/** The rating stored with a new review: questions never carry one. */
export function storedRating(type: ReviewType, rate: number | undefined): number | null {
  return type === 'COMMENT' ? (rate ?? DEFAULT_RATING) : null
}

/** `get_rate` on the wire (spec §3, "the list stars are drawn from"): the filled stars, 1..rate. */
export function starList(rate: number | null): number[] {
  if (rate === null) return []
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(rate)))
  return Array.from({ length: filled }, (_, i) => i + 1)
}

/** The average shown beside the stars: one decimal, 0 when there is no rating yet. */
export function roundedAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0
}

/** +1 like, -1 dislike, 0 no vote. */
export type Vote = 1 | -1 | 0
export const LIKE = 1
export const DISLIKE = -1

export interface VoteState {
  myVote: Vote
  likeCount: number
  dislikeCount: number
}

/**
 * One vote per user per item: repeating a vote takes it back, the other one moves it. The database
 * applies the same rule in one write transaction (recordVote, db/queries/review-writes.ts; the API
 * tests hold the two to each other); the browser uses this to show a click at once, before the
 * server's exact counts arrive.
 */
export function castVote(state: VoteState, requested: 1 | -1): VoteState {
  const next: Vote = state.myVote === requested ? 0 : requested
  const count = (vote: Vote, side: 1 | -1) => (vote === side ? 1 : 0)
  return {
    myVote: next,
    likeCount: state.likeCount - count(state.myVote, 1) + count(next, 1),
    dislikeCount: state.dislikeCount - count(state.myVote, -1) + count(next, -1),
  }
}

/** "Марія Шевченко" → "Марія Ш.": reviews show a first name and an initial, never a full surname. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim()
  const initial = lastName.trim().charAt(0)
  if (!first) return initial ? `${initial}.` : ''
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
