import { z } from 'zod'
import { coded } from '../domain/admin-message'
import { FEED_CHANNELS, FEED_KEYS, FEED_WARNINGS } from '../domain/feeds/types'

/** The back office's feed page: each feed's last build, and what staff decide per channel. */

const channelList = z.array(z.enum(FEED_CHANNELS, { message: 'invalid' })).max(FEED_CHANNELS.length)

export const feedRebuildSchema = z.strictObject({
  /** One feed, or every feed when left out. */
  feed: z.enum(FEED_KEYS, { message: 'invalid' }).optional(),
})

/** The channels a brand or product is switched off for (an empty list: in every feed). */
export const feedSwitchesSchema = z.strictObject({
  off: channelList.refine((list) => new Set(list).size === list.length, 'invalid'),
})

const categoryValue = (max: number) => z.string().trim().max(max, coded('too_long', { max }))
/** A store category's counterpart in each channel; an empty text removes it. */
export const feedCategoryMappingSchema = z.strictObject({
  google: categoryValue(10).regex(/^\d*$/, 'google_category_number').optional(),
  rozetka: categoryValue(20).regex(/^\d*$/, 'whole_number').optional(),
  prom: categoryValue(20).regex(/^\d*$/, 'whole_number').optional(),
  hotline: categoryValue(200).optional(),
})

export const feedPromSettingsSchema = z.strictObject({
  /** From how many units Prom shows the wholesale price; null: Prom gets no wholesale price. */
  wholesale_min_quantity: z
    .number({ message: 'whole_number' })
    .int('whole_number')
    .min(1, 'at_least_one')
    .max(100_000, 'invalid')
    .nullable(),
})

const warningProduct = z.object({ id: z.number(), name: z.string(), warnings: z.array(z.enum(FEED_WARNINGS)) })
export const adminFeedSchema = z.object({
  feed: z.enum(FEED_KEYS),
  url: z.string(),
  built_at: z.string().nullable(),
  build_ms: z.number().nullable(),
  products: z.number(),
  items: z.number(),
  bytes: z.number(),
  stale: z.boolean(),
  requested: z.boolean(),
  building: z.boolean(),
  /** Items written so far by a build that spans Cron runs (null when none is under way). */
  progress_items: z.number().nullable(),
  failed: z.boolean(),
  warning_counts: z.record(z.string(), z.number()),
  warning_products: z.array(warningProduct),
})
export const adminFeedsSchema = z.object({
  feeds: z.array(adminFeedSchema),
  /** Published rated reviews, and how many the ratings feed needs before it is published. */
  ratings: z.object({ published: z.number(), minimum: z.number() }),
  prom_wholesale_min_quantity: z.number().nullable(),
})
export type AdminFeeds = z.infer<typeof adminFeedsSchema>
export type AdminFeed = z.infer<typeof adminFeedSchema>

export const adminFeedSwitchesSchema = z.object({
  brands: z.array(z.object({ id: z.number(), name: z.string(), off: z.array(z.enum(FEED_CHANNELS)) })),
  products: z.array(z.object({ id: z.number(), name: z.string(), off: z.array(z.enum(FEED_CHANNELS)) })),
})
export type AdminFeedSwitches = z.infer<typeof adminFeedSwitchesSchema>

export const adminFeedCategoriesSchema = z.array(
  z.object({
    id: z.number(),
    parent_id: z.number().nullable(),
    name: z.string(),
    google: z.string(),
    rozetka: z.string(),
    prom: z.string(),
    hotline: z.string(),
  }),
)
export type AdminFeedCategories = z.infer<typeof adminFeedCategoriesSchema>
