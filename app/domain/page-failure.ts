import { isPageUnavailable } from './dependency-error'

/**
 * The one message a page's data carries when its caller is over a rate limit (the server function's
 * error is replaced by it, as every failure is): the page then answers 429 with Retry-After.
 */
export const PAGE_RATE_LIMITED = 'Too many requests from this address'

/** What a page's error (as the router holds it, on the server or after hydration) says to the visitor. */
export type PageFailure = 'unavailable' | 'rate_limited' | 'failed'

export function pageFailureOf(error: unknown): PageFailure {
  if (isPageUnavailable(error)) return 'unavailable'
  if (error instanceof Error && error.message === PAGE_RATE_LIMITED) return 'rate_limited'
  return 'failed'
}

/** The status a page with that failure answers. */
export const PAGE_FAILURE_STATUS: Record<PageFailure, number> = { unavailable: 503, rate_limited: 429, failed: 500 }
