import type { Reply, Review, ReviewPage, UserReviewPage, VoteResult } from '../contract/reviews'
import type { Locale } from '../domain/locale'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../domain/reviews'
import { apiFetch } from './api-client'

/** The browser's calls of spec §7 "Comments" and GET /shop/user-reviews/, with the bearer token when signed in. */

const init = (token: string | null, extra: RequestInit = {}): RequestInit => ({
  ...extra,
  headers: token ? { authorization: `Bearer ${token}` } : {},
})

export function fetchReviews(productId: number, type: ReviewType, page: number, opts: { locale: Locale; token: string | null; signal?: AbortSignal }) {
  const query = `product_id=${productId}&type=${type}&page=${page}&limit=${REVIEWS_PAGE_SIZE}`
  return apiFetch<ReviewPage>(`/shop/comments/?${query}`, { locale: opts.locale, init: init(opts.token, { signal: opts.signal }) })
}

export function postReview(body: { type: ReviewType; text: string; rate?: number; product: number }, opts: { locale: Locale; token: string }) {
  return apiFetch<Review>('/shop/comments/', { locale: opts.locale, init: init(opts.token, { method: 'POST', body: JSON.stringify(body) }) })
}

export function deleteReview(id: number, opts: { locale: Locale; token: string }) {
  return apiFetch<null>(`/shop/comments/${id}/`, { locale: opts.locale, init: init(opts.token, { method: 'DELETE' }) })
}

export function postReply(body: { text: string; comment: number }, opts: { locale: Locale; token: string }) {
  return apiFetch<Reply>('/shop/replies/', { locale: opts.locale, init: init(opts.token, { method: 'POST', body: JSON.stringify(body) }) })
}

export function vote(target: 'comments' | 'replies', id: number, value: 1 | -1, opts: { locale: Locale; token: string }) {
  const path = `/shop/${target}/${id}/${value === 1 ? 'like' : 'dislike'}/`
  return apiFetch<VoteResult>(path, { locale: opts.locale, init: init(opts.token, { method: 'POST' }) })
}

export function fetchUserReviews(page: number, opts: { locale: Locale; token: string; signal?: AbortSignal }) {
  return apiFetch<UserReviewPage>(`/shop/user-reviews/?page=${page}&limit=${REVIEWS_PAGE_SIZE}`, {
    locale: opts.locale,
    init: init(opts.token, { signal: opts.signal }),
  })
}
