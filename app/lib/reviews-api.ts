import type { Reply, Review, ReviewPage, UserReviewPage, VoteResult } from '../contract/reviews'
import type { Locale } from '../domain/locale'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../domain/reviews'
import { apiFetch } from './api-client'
import { authFetch } from './auth/auth-fetch'

/**
 * The browser's calls of spec §7 "Comments" and GET /shop/user-reviews/. Signed in (a token is
 * given), they go through authFetch: the token is renewed before it expires and a 401 gets one
 * refresh and retry (§4), so an idle shopper's review is not refused as anonymous.
 */
function call<T>(path: string, opts: { locale: Locale; token: string | null }, init: RequestInit = {}): Promise<T> {
  return opts.token ? authFetch<T>(path, { locale: opts.locale, init }) : apiFetch<T>(path, { locale: opts.locale, init })
}

export function fetchReviews(productId: number, type: ReviewType, page: number, opts: { locale: Locale; token: string | null; signal?: AbortSignal }) {
  const query = `product_id=${productId}&type=${type}&page=${page}&limit=${REVIEWS_PAGE_SIZE}`
  return call<ReviewPage>(`/shop/comments/?${query}`, opts, { signal: opts.signal })
}

export function postReview(body: { type: ReviewType; text: string; rate?: number; product: number }, opts: { locale: Locale; token: string }) {
  return call<Review>('/shop/comments/', opts, { method: 'POST', body: JSON.stringify(body) })
}

export function deleteReview(id: number, opts: { locale: Locale; token: string }) {
  return call<null>(`/shop/comments/${id}/`, opts, { method: 'DELETE' })
}

export function postReply(body: { text: string; comment: number }, opts: { locale: Locale; token: string }) {
  return call<Reply>('/shop/replies/', opts, { method: 'POST', body: JSON.stringify(body) })
}

export function vote(target: 'comments' | 'replies', id: number, value: 1 | -1, opts: { locale: Locale; token: string }) {
  const path = `/shop/${target}/${id}/${value === 1 ? 'like' : 'dislike'}/`
  return call<VoteResult>(path, opts, { method: 'POST' })
}

export function fetchUserReviews(page: number, opts: { locale: Locale; token: string; signal?: AbortSignal }) {
  return call<UserReviewPage>(`/shop/user-reviews/?page=${page}&limit=${REVIEWS_PAGE_SIZE}`, opts, { signal: opts.signal })
}
