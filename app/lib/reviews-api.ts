import type { ClientResponse } from 'hono/client'
import type { Locale } from '../domain/locale'
import { REVIEWS_PAGE_SIZE, type ReviewType } from '../domain/reviews'
import { type Answer, type ApiCall, apiFetch } from './api-client'
import { authFetch } from './auth/auth-fetch'

/**
 * The browser's calls of spec §7 "Comments". Signed in (a token is
 * given), they go through authFetch: the token is renewed before it expires and a 401 gets one
 * refresh and retry (§4), so an idle shopper's review is not refused as anonymous.
 */
function call<R extends ClientResponse<unknown, number, string>>(
  request: ApiCall<R>,
  opts: { locale: Locale; token: string | null },
): Promise<Answer<R>> {
  return opts.token ? authFetch(request, { locale: opts.locale }) : apiFetch(request, { locale: opts.locale })
}

export function fetchReviews(
  productId: number,
  type: ReviewType,
  page: number,
  opts: { locale: Locale; token: string | null; signal?: AbortSignal },
) {
  const query = { product_id: productId, type, page, limit: REVIEWS_PAGE_SIZE }
  return call((api) => api.shop.comments.$get({ query }, { init: { signal: opts.signal } }), opts)
}

export function postReview(
  body: { type: ReviewType; text: string; rate?: number; product: number },
  opts: { locale: Locale; token: string },
) {
  return call((api) => api.shop.comments.$post({ json: body }), opts)
}

export function deleteReview(id: number, opts: { locale: Locale; token: string }) {
  return call((api) => api.shop.comments[':id'].$delete({ param: { id: String(id) } }), opts)
}

export function postReply(body: { text: string; comment: number }, opts: { locale: Locale; token: string }) {
  return call((api) => api.shop.replies.$post({ json: body }), opts)
}

export function vote(
  target: 'comments' | 'replies',
  id: number,
  value: 1 | -1,
  opts: { locale: Locale; token: string },
) {
  const param = { id: String(id) }
  if (target === 'comments')
    return call((api) => api.shop.comments[':id'][value === 1 ? 'like' : 'dislike'].$post({ param }), opts)
  return call((api) => api.shop.replies[':id'][value === 1 ? 'like' : 'dislike'].$post({ param }), opts)
}
