import type { FeedKey } from '../../../app/domain/feeds/types'
import type { FeedBuildResult } from '../../../db/queries/feeds'
import type { PartWriterSnapshot } from './part-writer'

/** What a finished build reports: its items and products, its size, and the warnings staff see. */
export type FeedFigures = Omit<FeedBuildResult, 'builtFrom' | 'startedAt' | 'builtAt'>

/**
 * A build in progress, kept in its feed's row between Cron runs (`feed_builds.build_state`): the next
 * run takes it up where the last one stopped. Everything a later run needs to write the same feed a
 * single run would have written is here, or in R2 (the upload's parts, the carried bytes).
 */
export interface FeedBuildState {
  /** When the build began (its first run), and the catalogue change it reflects (`changed_at` then). */
  startedAt: number
  builtFrom: number
  /** The date the feed's head carries (written by the first run). */
  headAt: number
  /** The last product (or review) id written: the next run reads the ones after it. */
  cursor: number
  upload: PartWriterSnapshot
  /** R2 key of the bytes written after the last whole part (less than a part), null when none. */
  carryKey: string | null
  /** Prom's wholesale quantity as it was when the build began (one rule for the whole feed). */
  promWholesaleMinQuantity: number | null
  figures: FeedFigures
  /** Ratings feed: the products with a review so far. */
  ratedProducts: number[]
  runs: number
  savedAt: number
  /** Runs in a row that died before their checkpoint (counted when the next run claims the feed). */
  interrupted: number
}

export const emptyFigures = (): FeedFigures => ({
  products: 0,
  items: 0,
  bytes: 0,
  warningCounts: {},
  warningProducts: [],
})

export function newBuildState(at: number, builtFrom: number, promWholesaleMinQuantity: number | null): FeedBuildState {
  return {
    startedAt: at,
    builtFrom,
    headAt: at,
    cursor: 0,
    upload: { uploadId: null, parts: [] },
    carryKey: null,
    promWholesaleMinQuantity,
    figures: emptyFigures(),
    ratedProducts: [],
    runs: 0,
    savedAt: at,
    interrupted: 0,
  }
}

export const parseBuildState = (text: string | null): FeedBuildState | null =>
  text === null ? null : (JSON.parse(text) as FeedBuildState)

/** The feed as served, and the pending bytes of its build in progress (one per run that wrote some). */
export const feedObjectKey = (feed: FeedKey) => `feeds/${feed}.xml`
export const carryPrefix = (feed: FeedKey) => `feeds/pending/${feed}.`
export const carryKey = (feed: FeedKey, token: string) => `${carryPrefix(feed)}${token}`

/** Thrown before a write to R2 by a run whose lease another run has taken over: it stops, writing nothing more. */
export class FeedLeaseLost extends Error {
  constructor(feed: FeedKey) {
    super(`feed ${feed}: another run holds the build`)
  }
}
