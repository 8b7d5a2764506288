/**
 * When the Cron Trigger rebuilds a feed: once the catalogue changed since its last build, at most
 * every few minutes (a burst of edits makes one build), at once when staff ask, and at least daily
 * (stock counts move with every order without marking the feeds stale).
 */
export const FEED_MIN_INTERVAL_MS = 5 * 60_000
export const FEED_MAX_AGE_MS = 24 * 60 * 60_000
/** How long a build may hold a feed before another run may take it over (a build that died). */
export const FEED_LEASE_MS = 15 * 60_000

export interface FeedSchedule {
  changedAt: number
  builtFrom: number
  builtAt: number | null
  requestedAt: number | null
  leaseUntil: number | null
}

export const isFeedStale = (f: FeedSchedule) => f.changedAt > f.builtFrom || f.builtAt === null

export function isFeedDue(f: FeedSchedule, now: number): boolean {
  if (f.leaseUntil !== null && f.leaseUntil >= now) return false
  if (f.requestedAt !== null || f.builtAt === null) return true
  if (now - f.builtAt >= FEED_MAX_AGE_MS) return true
  return isFeedStale(f) && now - f.builtAt >= FEED_MIN_INTERVAL_MS
}
