import type { Locale } from '../../../app/domain/locale'
import { AppError } from '../../../app/domain/app-error'
import { RATINGS_FEED_MINIMUM } from '../../../app/domain/feeds/ratings'
import { FEED_CHANNELS, FEED_KEYS, type FeedChannel, type FeedKey } from '../../../app/domain/feeds/types'
import type { AdminFeedCategories, AdminFeeds, AdminFeedSwitches } from '../../../app/contract/admin-feeds'
import type { Db } from '../../../db/client'
import {
  categoryExists,
  categoryMappings,
  exclusionsOf,
  feedCategoryTree,
  feedSubjectExists,
  feedSwitchRows,
  type FeedSubject,
  promWholesaleMinQuantity,
  publishedRatingsCount,
  requestFeedBuild,
  setCategoryMapping,
  setExclusions,
  setPromWholesaleMinQuantity,
} from '../../../db/queries/feeds'
import type { FeedService } from '.'

/**
 * What the back office's feed page reads and writes. Every write marks the feeds stale and records
 * who changed what in the audit log (action `feed.*`), in the batch of the change itself.
 */
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
          progress_items: s.progress?.items ?? null,
          failed: s.error !== null,
          warning_counts: JSON.parse(s.warningCounts) as Record<string, number>,
          warning_products: JSON.parse(s.warningProducts) as AdminFeeds['feeds'][number]['warning_products'],
        })),
        ratings: { published, minimum: RATINGS_FEED_MINIMUM },
        prom_wholesale_min_quantity: states.find((s) => s.feed === 'prom')?.wholesaleMinQuantity ?? null,
      }
    },

    rebuild: (actorId: number, feed?: FeedKey) =>
      requestFeedBuild(db, feed ? [feed] : FEED_KEYS, now(), {
        actorId,
        action: 'feed.rebuild',
        entity: 'feed',
        entityId: feed ?? 'all',
        before: null,
        after: null,
      }),

    switches: (): Promise<AdminFeedSwitches> => feedSwitchRows(db),

    async setSwitches(actorId: number, subject: FeedSubject, off: readonly FeedChannel[]) {
      if (!(await feedSubjectExists(db, subject))) throw new AppError('not_found', 'not_found')
      const previous = await exclusionsOf(db, subject)
      const before = FEED_CHANNELS.filter((c) => previous.includes(c))
      const after = FEED_CHANNELS.filter((c) => off.includes(c))
      await setExclusions(db, subject, off, now(), {
        actorId,
        action: 'feed.switches',
        entity: 'brandId' in subject ? 'brand' : 'product',
        entityId: 'brandId' in subject ? subject.brandId : subject.productId,
        before: { feeds_off: before },
        after: { feeds_off: after },
      })
      return { off: after }
    },

    /** Each store category in the staff member's language (the Ukrainian name when it has no English one). */
    async categories(locale: Locale = 'ua'): Promise<AdminFeedCategories> {
      const [{ categories }, mapped] = await Promise.all([feedCategoryTree(db, 'google'), categoryMappings(db)])
      const valueOf = (id: number, channel: FeedChannel) =>
        mapped.find((m) => m.categoryId === id && m.channel === channel)?.value ?? ''
      return categories.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        name: locale === 'en' && c.nameEn.trim() !== '' ? c.nameEn : c.nameUa,
        google: valueOf(c.id, 'google'),
        rozetka: valueOf(c.id, 'rozetka'),
        prom: valueOf(c.id, 'prom'),
        hotline: valueOf(c.id, 'hotline'),
      }))
    },

    async setCategory(actorId: number, id: number, values: Partial<Record<FeedChannel, string>>) {
      if (!(await categoryExists(db, id))) throw new AppError('not_found', 'not_found')
      const mapped = (await categoryMappings(db)).filter((m) => m.categoryId === id)
      const channels = FEED_CHANNELS.filter((c) => values[c] !== undefined)
      const side = (valueOf: (c: FeedChannel) => string) =>
        Object.fromEntries(channels.map((c) => [`${c}_category`, valueOf(c) || null]))
      await setCategoryMapping(db, id, values, now(), {
        actorId,
        action: 'feed.category',
        entity: 'category',
        entityId: id,
        before: side((c) => mapped.find((m) => m.channel === c)?.value ?? ''),
        after: side((c) => values[c] ?? ''),
      })
    },

    async setPromWholesale(actorId: number, quantity: number | null) {
      const before = await promWholesaleMinQuantity(db)
      await setPromWholesaleMinQuantity(db, quantity, now(), {
        actorId,
        action: 'feed.prom_wholesale',
        entity: 'feed',
        entityId: 'prom',
        before: { prom_wholesale_from: before },
        after: { prom_wholesale_from: quantity },
      })
    },
  }
}
