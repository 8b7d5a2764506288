import { AppError } from '../../../app/domain/app-error'
import { RATINGS_FEED_MINIMUM } from '../../../app/domain/feeds/ratings'
import { FEED_CHANNELS, type FeedChannel, type FeedKey } from '../../../app/domain/feeds/types'
import type { AdminFeedCategories, AdminFeeds, AdminFeedSwitches } from '../../../app/contract/admin-feeds'
import type { Db } from '../../../db/client'
import {
  categoryExists,
  categoryMappings,
  feedCategoryTree,
  feedSubjectExists,
  feedSwitchRows,
  type FeedSubject,
  publishedRatingsCount,
  setCategoryMapping,
  setExclusions,
  setPromWholesaleMinQuantity,
} from '../../../db/queries/feeds'
import type { FeedService } from '.'

/** What the back office's feed page reads and writes; every write marks the feeds stale in its own batch. */
export function createFeedSettings(db: Db, feeds: FeedService, siteUrl: string, now = Date.now) {
  return {
    async overview(): Promise<AdminFeeds> {
      const [states, published] = await Promise.all([feeds.states(), publishedRatingsCount(db)])
      return {
        feeds: states.map((s) => ({
          feed: s.feed,
          url: new URL(s.path, siteUrl).href,
          built_at: s.builtAt === null ? null : new Date(s.builtAt).toISOString(),
          build_ms: s.buildMs,
          products: s.products,
          items: s.items,
          bytes: s.bytes,
          stale: s.stale,
          requested: s.requestedAt !== null,
          building: s.building,
          failed: s.error !== null,
          warning_counts: JSON.parse(s.warningCounts) as Record<string, number>,
          warning_products: JSON.parse(s.warningProducts) as AdminFeeds['feeds'][number]['warning_products'],
        })),
        ratings: { published, minimum: RATINGS_FEED_MINIMUM },
        prom_wholesale_min_quantity: states.find((s) => s.feed === 'prom')?.wholesaleMinQuantity ?? null,
      }
    },

    rebuild: (feed?: FeedKey) => feeds.request(feed ? [feed] : undefined),

    switches: (): Promise<AdminFeedSwitches> => feedSwitchRows(db),

    async setSwitches(subject: FeedSubject, off: readonly FeedChannel[]) {
      if (!(await feedSubjectExists(db, subject))) throw new AppError('not_found', 'not_found')
      await setExclusions(db, subject, off, now())
      return { off: FEED_CHANNELS.filter((c) => off.includes(c)) }
    },

    async categories(): Promise<AdminFeedCategories> {
      const [{ categories }, mapped] = await Promise.all([feedCategoryTree(db, 'google'), categoryMappings(db)])
      const valueOf = (id: number, channel: FeedChannel) =>
        mapped.find((m) => m.categoryId === id && m.channel === channel)?.value ?? ''
      return categories.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        name: c.nameUa,
        google: valueOf(c.id, 'google'),
        rozetka: valueOf(c.id, 'rozetka'),
        prom: valueOf(c.id, 'prom'),
        hotline: valueOf(c.id, 'hotline'),
      }))
    },

    async setCategory(id: number, values: Partial<Record<FeedChannel, string>>) {
      if (!(await categoryExists(db, id))) throw new AppError('not_found', 'not_found')
      await setCategoryMapping(db, id, values, now())
    },

    setPromWholesale: (quantity: number | null) => setPromWholesaleMinQuantity(db, quantity, now()),
  }
}
