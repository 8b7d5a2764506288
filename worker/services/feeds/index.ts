import { FEED_PATHS, FEED_KEYS, type FeedKey } from '../../../app/domain/feeds'
import { FEED_LEASE_MS, isFeedDue, isFeedStale } from '../../../app/domain/feeds/schedule'
import type { Db } from '../../../db/client'
import {
  claimFeed,
  failFeed,
  feedBuildRows,
  finishFeed,
  markFeedsStale,
  requestFeedBuild,
} from '../../../db/queries/feeds'
import type { PageChange } from '../page-changes'
import { buildFeed } from './build'

/** The page changes a feed shows: a product's data, prices and stock, brands and categories. */
const FEED_CHANGES: ReadonlySet<PageChange> = new Set(['product', 'stock', 'brand', 'category'])

/** Whether a write that declared these page changes (or none: undeclared) changes what the feeds say. */
export const changesFeeds = (declared: boolean, changes: readonly PageChange[]) =>
  !declared || changes.some((change) => FEED_CHANGES.has(change))

export interface FeedServiceDeps {
  db: Db
  bucket: R2Bucket
  siteUrl: string
  now?: () => number
}

/**
 * The marketplace feeds: built by the Cron Trigger (never in a shopper's request) into R2 under
 * feeds/, served from there by worker/feeds.ts, their state for the back office.
 */
export function createFeedService({ db, bucket, siteUrl, now = Date.now }: FeedServiceDeps) {
  /** Builds one feed it can claim; records the figures or the failure. */
  async function build(feed: FeedKey): Promise<boolean> {
    const startedAt = now()
    const claimed = await claimFeed(db, feed, startedAt, startedAt + FEED_LEASE_MS)
    if (!claimed) return false
    try {
      const figures = await buildFeed({
        db,
        bucket,
        siteUrl,
        feed,
        promWholesaleMinQuantity: claimed.wholesaleMinQuantity,
      })
      await finishFeed(db, feed, { ...figures, builtFrom: claimed.changedAt, startedAt, builtAt: now() })
      return true
    } catch (error) {
      console.error(`feed ${feed} failed to build`, error)
      await failFeed(db, feed, error instanceof Error ? error.message : String(error))
      return false
    }
  }

  return {
    /** The catalogue changed: every feed is stale (the Cron Trigger rebuilds it within a few minutes). */
    markStale: async () => {
      await markFeedsStale(db, now())
    },

    /**
     * The Cron Trigger's part: the feed due longest ago (asked for, never built, stale past the pause,
     * or a day old), one per run, so one run's CPU is one feed's build.
     */
    async rebuildDue(): Promise<FeedKey | null> {
      const at = now()
      const due = (await feedBuildRows(db))
        .filter((row) => isFeedDue(row, at))
        .sort(
          (a, b) => (a.requestedAt ?? Infinity) - (b.requestedAt ?? Infinity) || (a.builtAt ?? 0) - (b.builtAt ?? 0),
        )
      for (const row of due) if (await build(row.feed)) return row.feed
      return null
    },

    /** Builds one feed now, whatever its schedule (tests and the bench). */
    build,

    request: (feeds: readonly FeedKey[] = FEED_KEYS) => requestFeedBuild(db, feeds, now()),

    async states() {
      const at = now()
      const rows = (await feedBuildRows(db)).sort((a, b) => FEED_KEYS.indexOf(a.feed) - FEED_KEYS.indexOf(b.feed))
      return rows.map((row) => ({
        ...row,
        path: FEED_PATHS[row.feed],
        stale: isFeedStale(row),
        building: row.leaseUntil !== null && row.leaseUntil >= at,
      }))
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>
