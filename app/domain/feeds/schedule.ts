/**
 * When the Cron Trigger rebuilds a feed: once the catalogue changed since its last build, at most
 * every few minutes (a burst of edits makes one build), at once when staff ask, and at least daily
 * (stock counts move with every order; only a variant selling out or coming back marks the feeds stale). A build spans as many runs
 * as it needs (a bounded number of pages each); one in progress is continued before any other starts.
 */
export const FEED_MIN_INTERVAL_MS = 5 * 60_000
export const FEED_MAX_AGE_MS = 24 * 60 * 60_000
/**
 * How long one run holds a feed before another may take it over (a run that died). A run renews it
 * before every write to R2 and finishes in well under a minute, so a live run never loses it.
 */
export const FEED_LEASE_MS = 3 * 60_000
/** A build no run has carried on for this long is given up: its upload aborted, the build begun anew. */
export const FEED_ABANDON_MS = 60 * 60_000
/** A build whose runs died this many times in a row (never reaching their checkpoint) is begun anew. */
export const FEED_MAX_INTERRUPTIONS = 3
/** Pages of 500 products one run writes at most, and the wall time after which it stops at the next page. */
export const FEED_PAGES_PER_RUN = 40
export const FEED_RUN_BUDGET_MS = 20_000

export interface FeedSchedule {
  changedAt: number
  builtFrom: number
  builtAt: number | null
  requestedAt: number | null
  leaseUntil: number | null
  /** A build in progress (its state), carried on by the next run. */
  buildState: string | null
}

export const isFeedStale = (f: FeedSchedule) => f.changedAt > f.builtFrom || f.builtAt === null

export function isFeedDue(f: FeedSchedule, now: number): boolean {
  if (f.leaseUntil !== null && f.leaseUntil >= now) return false
  if (f.buildState !== null || f.requestedAt !== null || f.builtAt === null) return true
  if (now - f.builtAt >= FEED_MAX_AGE_MS) return true
  return isFeedStale(f) && now - f.builtAt >= FEED_MIN_INTERVAL_MS
}
