import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { FeedCategory, FeedChannel, FeedKey, FeedProduct, FeedVariant } from '../../app/domain/feeds/types'
import type { FeedReview } from '../../app/domain/feeds/ratings'
import type { Db } from '../client'
import { type ActorAudit, auditRowInsert } from './audit-entries'
import { categories, feedBuilds, feedCategories, feedExclusions } from '../schema'
import { categoryShown, productShownSql } from './shown'

/**
 * The catalogue as the feeds read it, a page at a time in id order (keyset: no OFFSET scans), and the
 * feeds' own state. One statement per page: each product's variants and pictures come as one JSON
 * text made by SQLite, read by JSON.parse (the per-value row decoding cost more than the query).
 */
const PRODUCTS_PAGE = `
SELECT p.id, p.slug, p.name_ua, p.name_en, p.short_ua, p.short_en, p.description_ua, p.description_en, p.serie,
  b.name AS brand_name, p.category_id,
  (SELECT json_group_array(json_object(
      'id', v.id, 'code', v.code, 'barcode', v.barcode, 'valueUa', v.value_ua, 'valueEn', v.value_en,
      'priceUah', v.price_uah, 'discountPriceUah', v.discount_price_uah,
      'wholesalePriceUah', v.wholesale_price_uah, 'discountWholesalePriceUah', v.discount_wholesale_price_uah,
      'stock', v.stock, 'stockOpt', v.stock_opt,
      'images', json((SELECT json_group_array(i.l) FROM (SELECT l FROM variant_images i WHERE i.variant_id = v.id ORDER BY i.position, i.id) i))))
    FROM (SELECT * FROM variants WHERE product_id = p.id ORDER BY sort_order, id) v) AS variants
FROM products p JOIN brands b ON b.id = p.brand_id
WHERE ${productShownSql('p')} AND p.id > ?
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.product_id = p.id AND e.channel = ?)
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.brand_id = p.brand_id AND e.channel = ?)
ORDER BY p.id LIMIT ?`

/** Active products the channel is not switched off for (by the product or its brand), after `afterId`. */
export async function feedProductsPage(
  db: Db,
  channel: FeedChannel,
  afterId: number,
  limit: number,
): Promise<FeedProduct[]> {
  const { rows } = await db.$client.execute({ sql: PRODUCTS_PAGE, args: [afterId, channel, channel, limit] })
  return feedProductsOf(rows)
}

/** Rows of PRODUCTS_PAGE's columns as the feeds' products. */
export function feedProductsOf(rows: readonly Record<string, unknown>[]): FeedProduct[] {
  return rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    nameUa: String(r.name_ua),
    nameEn: String(r.name_en),
    shortUa: String(r.short_ua),
    shortEn: String(r.short_en),
    descriptionUa: String(r.description_ua),
    descriptionEn: String(r.description_en),
    serie: String(r.serie),
    brandName: String(r.brand_name),
    categoryId: Number(r.category_id),
    variants: JSON.parse(String(r.variants)) as FeedVariant[],
  }))
}

/** Every store category the storefront shows (parents first) and the channel's category for each that staff mapped. */
export async function feedCategoryTree(db: Db, channel: FeedChannel) {
  const [tree, mapped] = await db.batch([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameUa: categories.nameUa,
        nameEn: categories.nameEn,
      })
      .from(categories)
      .where(categoryShown)
      .orderBy(sql`${categories.parentId} IS NOT NULL`, asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ categoryId: feedCategories.categoryId, value: feedCategories.value })
      .from(feedCategories)
      .where(eq(feedCategories.channel, channel)),
  ])
  return { categories: tree as FeedCategory[], mapping: new Map(mapped.map((m) => [m.categoryId, m.value])) }
}

/** The reviews the ratings feed carries (`c` of product `p`): published, rated, of an active product neither it nor its brand switched off Google. */
const FEED_REVIEW = `c.type = 'COMMENT' AND c.status = 'published' AND c.rate BETWEEN 1 AND 5 AND ${productShownSql('p')}
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.product_id = p.id AND e.channel = 'google')
  AND NOT EXISTS (SELECT 1 FROM feed_exclusions e WHERE e.brand_id = p.brand_id AND e.channel = 'google')`

const REVIEWS_PAGE = `
SELECT c.id, c.product_id, p.slug, p.name_ua, b.name AS brand_name, u.first_name, c.text, c.rate, c.created_at,
  (SELECT json_group_array(code) FROM (SELECT code FROM variants WHERE product_id = p.id ORDER BY sort_order, id)) AS codes
FROM comments c JOIN products p ON p.id = c.product_id JOIN brands b ON b.id = p.brand_id JOIN users u ON u.id = c.user_id
WHERE ${FEED_REVIEW} AND c.id > ?
ORDER BY c.id LIMIT ?`

/** Published rated reviews of products Google may show, after `afterId`. */
export async function feedReviewsPage(db: Db, afterId: number, limit: number): Promise<FeedReview[]> {
  const { rows } = await db.$client.execute({ sql: REVIEWS_PAGE, args: [afterId, limit] })
  return rows.map((r) => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    productSlug: String(r.slug),
    productName: String(r.name_ua),
    brandName: String(r.brand_name),
    codes: JSON.parse(String(r.codes)) as string[],
    authorName: String(r.first_name),
    text: String(r.text),
    rate: Number(r.rate),
    createdAt: Number(r.created_at),
  }))
}

/** How many reviews the ratings feed would carry (it starts at a minimum, so it counts what the feed takes). */
export async function publishedRatingsCount(db: Db): Promise<number> {
  const { rows } = await db.$client.execute(
    `SELECT count(*) AS n FROM comments c JOIN products p ON p.id = c.product_id WHERE ${FEED_REVIEW}`,
  )
  return Number(rows[0]!.n)
}

/** Every feed is stale from `at` on: written with (or right after) the catalogue change that makes it so. */
export const markFeedsStale = (db: Db, at: number) =>
  db.update(feedBuilds).set({ changedAt: sql`max(${feedBuilds.changedAt} + 1, ${at})` })

export type FeedBuildRow = typeof feedBuilds.$inferSelect

export const feedBuildRows = (db: Db) => db.select().from(feedBuilds).orderBy(asc(feedBuilds.feed))

/**
 * Takes a feed for one run until `leaseUntil` unless another run holds it, under the run's `token`;
 * answers the row (its `changedAt` is what a new build reflects, its `buildState` a build to carry
 * on), or null. A build whose last run held the lease and never let it go died mid-way: its state
 * counts one more interruption.
 */
export async function claimFeed(db: Db, feed: FeedKey, now: number, leaseUntil: number, token: string) {
  const [row] = await db
    .update(feedBuilds)
    .set({
      leaseUntil,
      leaseToken: token,
      buildState: sql`CASE WHEN ${feedBuilds.buildState} IS NOT NULL AND ${feedBuilds.leaseUntil} IS NOT NULL
        THEN json_set(${feedBuilds.buildState}, '$.interrupted', coalesce(json_extract(${feedBuilds.buildState}, '$.interrupted'), 0) + 1)
        ELSE ${feedBuilds.buildState} END`,
    })
    .where(and(eq(feedBuilds.feed, feed), or(isNull(feedBuilds.leaseUntil), lt(feedBuilds.leaseUntil, now))))
    .returning()
  return row ?? null
}

const held = (feed: FeedKey, token: string) => and(eq(feedBuilds.feed, feed), eq(feedBuilds.leaseToken, token))

/** Keeps the lease of the run holding `token`; false once another run has taken the feed over. */
export async function renewFeedLease(db: Db, feed: FeedKey, token: string, leaseUntil: number): Promise<boolean> {
  const rows = await db
    .update(feedBuilds)
    .set({ leaseUntil })
    .where(held(feed, token))
    .returning({ feed: feedBuilds.feed })
  return rows.length > 0
}

/** A run's checkpoint: the build's state kept for the next run and the lease let go (false if lost). */
export async function saveFeedProgress(db: Db, feed: FeedKey, token: string, state: string): Promise<boolean> {
  const rows = await db
    .update(feedBuilds)
    .set({ buildState: state, leaseUntil: null, leaseToken: null })
    .where(held(feed, token))
    .returning({ feed: feedBuilds.feed })
  return rows.length > 0
}

export interface FeedBuildResult {
  builtFrom: number
  startedAt: number
  builtAt: number
  products: number
  items: number
  bytes: number
  warningCounts: Record<string, number>
  warningProducts: { id: number; name: string; warnings: string[] }[]
}

/** A finished build: its figures, its state, the lease and a request made before it started let go. */
export async function finishFeed(db: Db, feed: FeedKey, token: string, r: FeedBuildResult) {
  await db
    .update(feedBuilds)
    .set({
      builtFrom: r.builtFrom,
      builtAt: r.builtAt,
      buildMs: r.builtAt - r.startedAt,
      products: r.products,
      items: r.items,
      bytes: r.bytes,
      warningCounts: JSON.stringify(r.warningCounts),
      warningProducts: JSON.stringify(r.warningProducts),
      error: null,
      leaseUntil: null,
      leaseToken: null,
      buildState: null,
      requestedAt: sql`CASE WHEN ${feedBuilds.requestedAt} <= ${r.startedAt} THEN NULL ELSE ${feedBuilds.requestedAt} END`,
    })
    .where(held(feed, token))
}

/**
 * A run that failed part-way (the database or R2 unreachable a moment): the build's state is kept
 * for the next run to take up from its checkpoint, with one more interruption; the reason for staff.
 */
export async function interruptFeed(db: Db, feed: FeedKey, token: string, error: string) {
  await db
    .update(feedBuilds)
    .set({
      error: error.slice(0, 500),
      leaseUntil: null,
      leaseToken: null,
      buildState: sql`json_set(${feedBuilds.buildState}, '$.interrupted', coalesce(json_extract(${feedBuilds.buildState}, '$.interrupted'), 0) + 1)`,
    })
    .where(held(feed, token))
}

/** A failed build: the reason kept for staff, its state and the lease let go (the next run begins anew). */
export async function failFeed(db: Db, feed: FeedKey, token: string, error: string) {
  await db
    .update(feedBuilds)
    .set({ error: error.slice(0, 500), leaseUntil: null, leaseToken: null, buildState: null })
    .where(held(feed, token))
}

/** Staff ask for a build of one feed (or all) at the next Cron run; the request and its audit row in one batch. */
export async function requestFeedBuild(db: Db, feeds: readonly FeedKey[], at: number, audit?: ActorAudit) {
  await db.batch([
    db
      .update(feedBuilds)
      .set({ requestedAt: at })
      .where(
        sql`${feedBuilds.feed} IN (${sql.join(
          feeds.map((f) => sql`${f}`),
          sql`, `,
        )})`,
      ),
    ...(audit ? [auditRowInsert(db, audit)] : []),
  ])
}

export async function promWholesaleMinQuantity(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ quantity: feedBuilds.wholesaleMinQuantity })
    .from(feedBuilds)
    .where(eq(feedBuilds.feed, 'prom'))
  return row?.quantity ?? null
}

/** The quantity from which Prom shows the wholesale price (null: Prom gets no wholesale price), audited. */
export async function setPromWholesaleMinQuantity(db: Db, quantity: number | null, at: number, audit: ActorAudit) {
  await db.batch([
    db.update(feedBuilds).set({ wholesaleMinQuantity: quantity }).where(eq(feedBuilds.feed, 'prom')),
    markFeedsStale(db, at),
    auditRowInsert(db, audit),
  ])
}

// --- what staff decide: switches and category mapping --------------------------------------------

export type FeedSubject = { brandId: number } | { productId: number }

export async function exclusionsOf(db: Db, subject: FeedSubject): Promise<FeedChannel[]> {
  const where =
    'brandId' in subject ? eq(feedExclusions.brandId, subject.brandId) : eq(feedExclusions.productId, subject.productId)
  const rows = await db.select({ channel: feedExclusions.channel }).from(feedExclusions).where(where)
  return rows.map((r) => r.channel)
}

/** Sets which channels a brand or product is switched off for, marks the feeds stale and audits it, in one batch. */
export async function setExclusions(
  db: Db,
  subject: FeedSubject,
  off: readonly FeedChannel[],
  at: number,
  audit: ActorAudit,
) {
  const where =
    'brandId' in subject ? eq(feedExclusions.brandId, subject.brandId) : eq(feedExclusions.productId, subject.productId)
  const insert = off.length ? [db.insert(feedExclusions).values(off.map((channel) => ({ channel, ...subject })))] : []
  await db.batch([db.delete(feedExclusions).where(where), ...insert, markFeedsStale(db, at), auditRowInsert(db, audit)])
}

export const categoryMappings = (db: Db) =>
  db
    .select({ categoryId: feedCategories.categoryId, channel: feedCategories.channel, value: feedCategories.value })
    .from(feedCategories)

/** One store category's channel categories (an empty value removes that channel's), the feeds stale, audited. */
export async function setCategoryMapping(
  db: Db,
  categoryId: number,
  values: Partial<Record<FeedChannel, string>>,
  at: number,
  audit: ActorAudit,
) {
  const statements = Object.entries(values).map(([channel, value]) =>
    value
      ? db
          .insert(feedCategories)
          .values({ categoryId, channel: channel as FeedChannel, value })
          .onConflictDoUpdate({ target: [feedCategories.categoryId, feedCategories.channel], set: { value } })
      : db
          .delete(feedCategories)
          .where(and(eq(feedCategories.categoryId, categoryId), eq(feedCategories.channel, channel as FeedChannel))),
  )
  await db.batch([markFeedsStale(db, at), ...statements, auditRowInsert(db, audit)])
}

/** Every brand with the channels it is off, and the products switched off anywhere. */
export async function feedSwitchRows(db: Db) {
  const [brandRows, productRows] = await db.batch([
    db.run(sql`SELECT b.id, b.name, (SELECT json_group_array(channel) FROM feed_exclusions e WHERE e.brand_id = b.id) AS off
      FROM brands b ORDER BY b.name COLLATE NOCASE, b.id`),
    db.run(sql`SELECT p.id, p.name_ua AS name, json_group_array(e.channel) AS off
      FROM feed_exclusions e JOIN products p ON p.id = e.product_id GROUP BY p.id ORDER BY p.name_ua, p.id`),
  ])
  const read = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ id: Number(r.id), name: String(r.name), off: JSON.parse(String(r.off)) as FeedChannel[] }))
  return { brands: read(brandRows.rows), products: read(productRows.rows) }
}

/** Whether the brand or product exists (a switch for nothing is a 404). */
export async function feedSubjectExists(db: Db, subject: FeedSubject): Promise<boolean> {
  const { rows } = await db.$client.execute(
    'brandId' in subject
      ? { sql: 'SELECT 1 FROM brands WHERE id = ?', args: [subject.brandId] }
      : { sql: 'SELECT 1 FROM products WHERE id = ?', args: [subject.productId] },
  )
  return rows.length > 0
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.$client.execute({ sql: 'SELECT 1 FROM categories WHERE id = ?', args: [id] })
  return rows.length > 0
}
