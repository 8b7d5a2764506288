import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { FEED_CHANNELS, FEED_KEYS } from '../../app/domain/feeds/types'
import { brands, categories, products } from './catalogue'

/**
 * Product feeds for the marketplaces (worker/services/feeds). Staff switch a brand or a product off a
 * channel (one row each), map each store category to the channel's own once, and each feed keeps its
 * build state: a catalogue write moves `changed_at` on, a build records the `changed_at` it started
 * from, so the feed is stale while `changed_at > built_from`.
 */
export const feedExclusions = sqliteTable(
  'feed_exclusions',
  {
    id: integer('id').primaryKey(),
    channel: text('channel', { enum: FEED_CHANNELS }).notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('feed_exclusions_brand_uq').on(t.brandId, t.channel),
    uniqueIndex('feed_exclusions_product_uq').on(t.productId, t.channel),
    check('feed_exclusions_one_subject', sql`(${t.brandId} IS NULL) <> (${t.productId} IS NULL)`),
  ],
)

export const feedCategories = sqliteTable(
  'feed_categories',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: FEED_CHANNELS }).notNull(),
    /** Google's numeric product category, Rozetka's rz_id, Prom's portal category id, Hotline's category name. */
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.channel] })],
)

export const feedBuilds = sqliteTable(
  'feed_builds',
  {
    feed: text('feed', { enum: FEED_KEYS }).primaryKey(),
    /** When the catalogue last changed in a way the feed shows (ms). */
    changedAt: integer('changed_at').notNull().default(1),
    /** The `changed_at` the last finished build started from. */
    builtFrom: integer('built_from').notNull().default(0),
    /** Staff asked for a build now (it skips the pause between builds). */
    requestedAt: integer('requested_at'),
    /** A build holds the feed until then, so overlapping Cron runs never build it twice. */
    leaseUntil: integer('lease_until'),
    /** The run holding the lease: every write of a build is conditional on it (a run that lost it stops). */
    leaseToken: text('lease_token'),
    /**
     * JSON: a build in progress across Cron runs (worker/services/feeds/build-state.ts): the multipart
     * upload, its parts, the cursor and the figures so far; null between builds.
     */
    buildState: text('build_state'),
    builtAt: integer('built_at'),
    buildMs: integer('build_ms'),
    products: integer('products').notNull().default(0),
    items: integer('items').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    /** JSON: { [warning]: count } over the products of the last build. */
    warningCounts: text('warning_counts').notNull().default('{}'),
    /** JSON: the first products with warnings, [{ id, name, warnings }]. */
    warningProducts: text('warning_products').notNull().default('[]'),
    /** The last build's failure, for staff (cleared by a good build). */
    error: text('error'),
    /** Prom only: the quantity from which Prom shows the wholesale price column; null leaves it out. */
    wholesaleMinQuantity: integer('wholesale_min_quantity'),
  },
  (t) => [index('feed_builds_due_idx').on(t.leaseUntil)],
)
