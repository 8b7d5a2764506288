import { FEED_PATHS, FEED_KEYS, type FeedKey } from '../../../app/domain/feeds'
import {
  FEED_ABANDON_MS,
  FEED_LEASE_MS,
  FEED_MAX_INTERRUPTIONS,
  FEED_RUN_BUDGET_MS,
  isFeedDue,
  isFeedStale,
} from '../../../app/domain/feeds/schedule'
import type { Db } from '../../../db/client'
import {
  claimFeed,
  failFeed,
  feedBuildRows,
  finishFeed,
  interruptFeed,
  markFeedsStale,
  renewFeedLease,
  requestFeedBuild,
  saveFeedProgress,
} from '../../../db/queries/feeds'
import type { PageChange } from '../page-changes'
import { buildStep } from './build'
import {
  carryKey,
  carryPrefix,
  type FeedBuildState,
  FeedLeaseLost,
  feedObjectKey,
  newBuildState,
  parseBuildState,
} from './build-state'

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
  /** One run's share of a build (tests and the bench set them; see FEED_PAGES_PER_RUN). */
  pagesPerRun?: number
  pageSize?: number
  partBytes?: number
}

/**
 * What one Cron run did to a feed: finished its build, carried it on, found it held by another run,
 * failed part-way with the build kept for the next run (interrupted), or failed (the build dropped).
 */
export type FeedRun = 'finished' | 'continued' | 'busy' | 'interrupted' | 'failed'

/**
 * The marketplace feeds: built by the Cron Trigger (never in a shopper's request) into R2 under
 * feeds/, a bounded share per run, served from there by worker/feeds.ts; their state for the back office.
 */
export function createFeedService(deps: FeedServiceDeps) {
  const { db, bucket, siteUrl, now = Date.now } = deps

  /** Drops a build's upload and pending bytes (the served feed stays as it is). */
  async function discard(feed: FeedKey, state: FeedBuildState | null) {
    if (state?.upload.uploadId)
      await bucket
        .resumeMultipartUpload(feedObjectKey(feed), state.upload.uploadId)
        .abort()
        .catch(() => undefined)
    await clearCarries(feed)
  }

  async function clearCarries(feed: FeedKey) {
    const listed = await bucket.list({ prefix: carryPrefix(feed) })
    if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key))
  }

  /**
   * One run's share of one feed's build: claims the feed under a token of its own, takes up the
   * build in progress (or begins one), writes up to a bounded number of pages, and either completes
   * the feed or keeps its state for the next run. Every write to R2 first renews the lease, so a run
   * that lost the feed to another stops before it writes.
   */
  async function run(feed: FeedKey): Promise<FeedRun> {
    const at = now()
    const token = crypto.randomUUID()
    const claimed = await claimFeed(db, feed, at, at + FEED_LEASE_MS, token)
    if (!claimed) return 'busy'
    const guard = async () => {
      if (!(await renewFeedLease(db, feed, token, now() + FEED_LEASE_MS))) throw new FeedLeaseLost(feed)
    }
    let state = parseBuildState(claimed.buildState)
    let carry: Uint8Array | undefined
    try {
      if (state && (at - state.savedAt > FEED_ABANDON_MS || state.interrupted >= FEED_MAX_INTERRUPTIONS)) {
        await discard(feed, state)
        state = null
      }
      if (state?.carryKey) {
        const object = await bucket.get(state.carryKey)
        if (object) carry = new Uint8Array(await object.arrayBuffer())
        else {
          // The bytes before the cursor are lost: the build cannot be carried on, so it begins anew.
          await discard(feed, state)
          state = null
        }
      }
      const current = state ?? newBuildState(at, claimed.changedAt, claimed.wholesaleMinQuantity)
      const result = await buildStep({
        db,
        bucket,
        siteUrl,
        feed,
        state: structuredClone(current),
        carry,
        guard,
        now,
        pageSize: deps.pageSize,
        partBytes: deps.partBytes,
        maxPages: deps.pagesPerRun,
      })
      if (result.done) {
        const { builtFrom, startedAt } = current
        await finishFeed(db, feed, token, { ...result.figures, builtFrom, startedAt, builtAt: now() })
        await clearCarries(feed)
        return 'finished'
      }
      let pendingKey: string | null = null
      if (result.pending.byteLength > 0) {
        await guard()
        pendingKey = carryKey(feed, token)
        await bucket.put(pendingKey, result.pending)
      }
      const next = { ...result.state, carryKey: pendingKey, runs: current.runs + 1, savedAt: now(), interrupted: 0 }
      if (!(await saveFeedProgress(db, feed, token, JSON.stringify(next)))) {
        if (pendingKey) await bucket.delete(pendingKey)
        return 'busy'
      }
      if (current.carryKey) await bucket.delete(current.carryKey)
      return 'continued'
    } catch (error) {
      if (error instanceof FeedLeaseLost) return 'busy'
      console.error(`feed ${feed} failed to build`, error)
      const reason = error instanceof Error ? error.message : String(error)
      // A build with a checkpoint is taken up again by the next run (a moment's failure of the
      // database or R2 does not cost the runs before it), until it has failed too often in a row.
      if (state && state.interrupted + 1 < FEED_MAX_INTERRUPTIONS) {
        await interruptFeed(db, feed, token, reason)
        return 'interrupted'
      }
      await discard(feed, state).catch(() => undefined)
      await failFeed(db, feed, token, reason)
      return 'failed'
    }
  }

  return {
    /** The catalogue changed: every feed is stale (the Cron Trigger rebuilds it within a few minutes). */
    markStale: async () => {
      await markFeedsStale(db, now())
    },

    /**
     * The Cron Trigger's part: a build in progress first, then the feed due longest ago (asked for,
     * never built, stale past the pause, or a day old); each run's share of one build, then the next
     * feed due while the run has used less than half its time. A small catalogue's feeds are all
     * rebuilt in one run; a large one's build stops the run where its share ends.
     */
    async rebuildDue(): Promise<FeedKey[]> {
      const started = Date.now()
      const rebuilt: FeedKey[] = []
      for (;;) {
        const at = now()
        const due = (await feedBuildRows(db))
          .filter((row) => isFeedDue(row, at) && !rebuilt.includes(row.feed))
          .sort(
            (a, b) =>
              Number(a.buildState === null) - Number(b.buildState === null) ||
              (a.requestedAt ?? Infinity) - (b.requestedAt ?? Infinity) ||
              (a.builtAt ?? 0) - (b.builtAt ?? 0),
          )
        let outcome: FeedRun = 'busy'
        for (const row of due) {
          outcome = await run(row.feed)
          if (outcome === 'busy') continue
          rebuilt.push(row.feed)
          break
        }
        if (outcome !== 'finished' || Date.now() - started > FEED_RUN_BUDGET_MS / 2) return rebuilt
      }
    },

    /** One run's share of one feed's build, whatever its schedule (tests and the bench). */
    run,

    /** A whole build of one feed, run after run (tests); false if another run holds it or it failed. */
    async build(feed: FeedKey): Promise<boolean> {
      for (;;) {
        const outcome = await run(feed)
        if (outcome !== 'continued') return outcome === 'finished'
      }
    },

    request: (feeds: readonly FeedKey[] = FEED_KEYS) => requestFeedBuild(db, feeds, now()),

    async states() {
      const at = now()
      const rows = (await feedBuildRows(db)).sort((a, b) => FEED_KEYS.indexOf(a.feed) - FEED_KEYS.indexOf(b.feed))
      return rows.map((row) => {
        const progress = parseBuildState(row.buildState)
        return {
          ...row,
          path: FEED_PATHS[row.feed],
          stale: isFeedStale(row),
          building: progress !== null || (row.leaseUntil !== null && row.leaseUntil >= at),
          progress: progress && { items: progress.figures.items, startedAt: progress.startedAt },
        }
      })
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>
