import { useEffect, useState } from 'react'
import type { Reply, Review, ReviewPage } from '../../contract/reviews'
import type { Locale } from '../../domain/locale'
import { castVote, REVIEW_TYPES, REVIEWS_PAGE_SIZE, type ReviewType } from '../../domain/reviews'
import { useAccessToken } from '../../lib/access-token'
import { ApiError, isRateLimited } from '../../lib/api-client'
import { deleteReview, fetchReviews, postReply, postReview, vote } from '../../lib/reviews-api'

export interface ReviewList {
  items: Review[]
  count: number
  loading: boolean
}
export type ReviewLists = Record<ReviewType, ReviewList>

/** What a write ended with, for the form that sent it. */
export type WriteOutcome =
  /** held: the store holds new reviews until staff approve them. */
  | { ok: true; held?: boolean }
  | { ok: false; reason: 'not_authenticated' | 'rate_limited' | 'message'; message?: string }

const listOf = (page: ReviewPage): ReviewList => ({ items: page.results, count: page.count, loading: false })

/** How a failed write ended, from the error the API client threw. */
export function failedWrite(error: unknown): WriteOutcome {
  if (error instanceof ApiError && error.status === 401) return { ok: false, reason: 'not_authenticated' }
  // The server's 409 (the per-user limit) arrives translated; other failures get the form's generic line.
  if (error instanceof ApiError && error.status === 409) return { ok: false, reason: 'message', message: error.message }
  if (isRateLimited(error)) return { ok: false, reason: 'rate_limited' }
  console.warn('Review request failed', error)
  return { ok: false, reason: 'message' }
}

const mapReview = (lists: ReviewLists, id: number, change: (r: Review) => Review): ReviewLists => {
  const next = { ...lists }
  for (const type of REVIEW_TYPES)
    next[type] = { ...lists[type], items: lists[type].items.map((r) => (r.id === id ? change(r) : r)) }
  return next
}
const mapReply = (lists: ReviewLists, id: number, change: (r: Reply) => Reply): ReviewLists => {
  const next = { ...lists }
  for (const type of REVIEW_TYPES) {
    next[type] = {
      ...lists[type],
      items: lists[type].items.map((r) =>
        r.replies.some((x) => x.id === id) ? { ...r, replies: r.replies.map((x) => (x.id === id ? change(x) : x)) } : r,
      ),
    }
  }
  return next
}

type Votable = Pick<Review, 'my_vote' | 'like_count' | 'dislike_count'>
function applyVote<T extends Votable>(item: T, value: 1 | -1): T {
  const next = castVote({ myVote: item.my_vote, likeCount: item.like_count, dislikeCount: item.dislike_count }, value)
  return { ...item, my_vote: next.myVote, like_count: next.likeCount, dislike_count: next.dislikeCount }
}

/**
 * The reviews block's state: the server-rendered first pages (anonymous), asked again with the
 * token when signed in (own votes, own hidden posts), and the writes. `onRatingChange` runs after a
 * comment is added or removed, so the page's rating can be re-read.
 */
export function useReviews(opts: {
  productId: number
  locale: Locale
  initial: Record<ReviewType, ReviewPage>
  onRatingChange: () => void
}) {
  const { productId, locale, onRatingChange } = opts
  const token = useAccessToken()
  const [lists, setLists] = useState<ReviewLists>(() => ({
    COMMENT: listOf(opts.initial.COMMENT),
    QUESTION: listOf(opts.initial.QUESTION),
  }))

  // Signed in, the first pages are read again through the query layer, imported only then.
  useEffect(() => {
    if (!token) return
    let live = true
    for (const type of REVIEW_TYPES) {
      import('../../lib/store-queries/product-reviews')
        .then(({ readSignedInReviews }) => readSignedInReviews(locale, productId, type))
        .then((page) => live && setLists((l) => ({ ...l, [type]: listOf(page) })))
        .catch(() => {
          // Spec §8: a failed load is silent; the rendered list stays.
        })
    }
    return () => {
      live = false
    }
  }, [productId, locale, token])

  async function loadMore(type: ReviewType) {
    const list = lists[type]
    setLists((l) => ({ ...l, [type]: { ...l[type], loading: true } }))
    try {
      const page = await fetchReviews(productId, type, Math.floor(list.items.length / REVIEWS_PAGE_SIZE) + 1, {
        locale,
        token,
      })
      setLists((l) => {
        const known = new Set(l[type].items.map((r) => r.id))
        return {
          ...l,
          [type]: {
            items: [...l[type].items, ...page.results.filter((r) => !known.has(r.id))],
            count: page.count,
            loading: false,
          },
        }
      })
    } catch {
      setLists((l) => ({ ...l, [type]: { ...l[type], loading: false } }))
    }
  }

  async function submit(type: ReviewType, text: string, rate: number): Promise<WriteOutcome> {
    if (!token) return { ok: false, reason: 'not_authenticated' }
    try {
      const review = await postReview(
        { type, text, product: productId, ...(type === 'COMMENT' ? { rate } : {}) },
        { locale, token },
      )
      setLists((l) => ({ ...l, [type]: { ...l[type], items: [review, ...l[type].items], count: l[type].count + 1 } }))
      if (type === 'COMMENT') onRatingChange()
      return { ok: true, held: review.status === 'pending' }
    } catch (error) {
      return failedWrite(error)
    }
  }

  async function reply(commentId: number, text: string): Promise<WriteOutcome> {
    if (!token) return { ok: false, reason: 'not_authenticated' }
    try {
      const added = await postReply({ text, comment: commentId }, { locale, token })
      setLists((l) => mapReview(l, commentId, (r) => ({ ...r, replies: [...r.replies, added] })))
      return { ok: true }
    } catch (error) {
      return failedWrite(error)
    }
  }

  /** Shows the click at once (the domain's rule), then takes the server's exact counts. */
  async function castOn(target: 'comments' | 'replies', id: number, value: 1 | -1): Promise<WriteOutcome> {
    if (!token) return { ok: false, reason: 'not_authenticated' }
    const update = (change: (item: Votable) => Votable) =>
      setLists((l) =>
        target === 'comments'
          ? mapReview(l, id, (r) => ({ ...r, ...change(r) }))
          : mapReply(l, id, (r) => ({ ...r, ...change(r) })),
      )
    const all = REVIEW_TYPES.flatMap((type) => lists[type].items)
    const current: Votable | undefined =
      target === 'comments' ? all.find((r) => r.id === id) : all.flatMap((r) => r.replies).find((r) => r.id === id)
    if (!current) return { ok: false, reason: 'message' }
    const before: Votable = {
      my_vote: current.my_vote,
      like_count: current.like_count,
      dislike_count: current.dislike_count,
    }
    update((item) => applyVote(item, value))
    try {
      const result = await vote(target, id, value, { locale, token })
      update(() => ({ my_vote: result.my_vote, like_count: result.like_count, dislike_count: result.dislike_count }))
      return { ok: true }
    } catch (error) {
      update(() => before)
      return failedWrite(error)
    }
  }

  async function remove(type: ReviewType, id: number): Promise<WriteOutcome> {
    if (!token) return { ok: false, reason: 'not_authenticated' }
    try {
      await deleteReview(id, { locale, token })
      setLists((l) => ({
        ...l,
        [type]: { ...l[type], items: l[type].items.filter((r) => r.id !== id), count: Math.max(0, l[type].count - 1) },
      }))
      if (type === 'COMMENT') onRatingChange()
      return { ok: true }
    } catch (error) {
      return failedWrite(error)
    }
  }

  return { token, lists, loadMore, submit, reply, vote: castOn, remove }
}
