import { PRODUCT_FEEDS, type ProductFeedKey } from '../../../app/domain/feeds'
import { RATINGS_FEED_MINIMUM, RATINGS_TAIL, ratingsHead, reviewXml } from '../../../app/domain/feeds/ratings'
import { FEED_PAGES_PER_RUN, FEED_RUN_BUDGET_MS } from '../../../app/domain/feeds/schedule'
import { repeatsOwnName } from '../../../app/domain/feeds/duplicate-names'
import { CHANNEL_OF_FEED, type FeedContext, type FeedKey, type FeedWarning } from '../../../app/domain/feeds/types'
import type { Db } from '../../../db/client'
import { feedCategoryTree, feedProductsPage, feedReviewsPage, publishedRatingsCount } from '../../../db/queries/feeds'
import { type FeedBuildState, type FeedFigures, FeedLeaseLost, feedObjectKey } from './build-state'
import { warnOfSharedNames } from './name-twins'
import { PartWriter } from './part-writer'

export { feedObjectKey } from './build-state'

/** Products per read: one statement each, a few hundred kilobytes of XML. */
export const FEED_PAGE_SIZE = 500
/** The products with warnings a build keeps for the back office (the counts cover all of them). */
const WARNING_PRODUCTS_KEPT = 200
const CONTENT_TYPE = 'application/xml; charset=utf-8'

export interface StepInput {
  db: Db
  bucket: R2Bucket
  siteUrl: string
  feed: FeedKey
  /** The build to carry on (a new one has cursor 0 and no upload), and the bytes its last run left. */
  state: FeedBuildState
  carry?: Uint8Array
  /** Runs before every write to R2; throws FeedLeaseLost once another run holds the feed. */
  guard: () => Promise<void>
  now: () => number
  pageSize?: number
  partBytes?: number
  maxPages?: number
  budgetMs?: number
}

export type StepResult =
  { done: true; figures: FeedFigures } | { done: false; state: FeedBuildState; pending: Uint8Array }

/** One page of the source written: its XML, and the id to read after. */
interface Page {
  text: string
  count: number
  lastId: number
}

/**
 * One Cron run's part of a build: reads the catalogue a page at a time after the state's cursor and
 * writes the feed to R2 as it goes (PartWriter), until the feed is complete or the run has written
 * its pages (or spent its time); then answers the state for the next run and the bytes short of a
 * part. Memory holds one page and at most one part, whatever the size of the catalogue.
 */
export async function buildStep(input: StepInput): Promise<StepResult> {
  const { feed, state, bucket } = input
  const source = feed === 'google-ratings' ? await ratingsSource(input) : await productSource(input, feed)
  if (source === null) {
    // The ratings feed below its minimum: none is served.
    await input.guard()
    await bucket.delete(feedObjectKey(feed))
    return { done: true, figures: state.figures }
  }
  const out = new PartWriter(
    bucket,
    feedObjectKey(feed),
    { httpMetadata: { contentType: CONTENT_TYPE } },
    { partBytes: input.partBytes, resume: state.upload, carry: input.carry, guard: input.guard },
  )
  const pageSize = input.pageSize ?? source.pageSize
  const maxPages = input.maxPages ?? FEED_PAGES_PER_RUN
  const until = input.now() + (input.budgetMs ?? FEED_RUN_BUDGET_MS)
  let cursor = state.cursor
  try {
    if (cursor === 0 && state.upload.uploadId === null && state.figures.bytes === 0)
      await out.write(source.head(new Date(state.headAt)))
    for (let pages = 0; ;) {
      const page = await source.page(cursor, pageSize)
      await out.write(page.text)
      if (page.count < pageSize) {
        await source.finish?.()
        await out.write(source.tail)
        await out.close()
        const figures = { ...state.figures, bytes: state.figures.bytes + out.bytes }
        if (feed === 'google-ratings') figures.products = state.ratedProducts.length
        return { done: true, figures }
      }
      cursor = page.lastId
      if (++pages >= maxPages || input.now() >= until) break
    }
  } catch (error) {
    // An upload begun by this run is of no use to the next; one carried on stays for it to take up
    // (and a run that lost the feed leaves the upload to the run that holds it now).
    if (!(error instanceof FeedLeaseLost) && state.upload.uploadId === null) await out.abort()
    throw error
  }
  const next: FeedBuildState = {
    ...state,
    cursor,
    upload: out.snapshot(),
    figures: { ...state.figures, bytes: state.figures.bytes + out.bytes },
  }
  return { done: false, state: next, pending: out.pending() }
}

interface Source {
  pageSize: number
  head: (at: Date) => string
  page: (after: number, limit: number) => Promise<Page>
  tail: string
  /** After the last page: what needs the whole feed (the figures of its state). */
  finish?: () => Promise<void>
}

/** The product feeds: each product's entry by the channel's format; figures and warnings into the state. */
async function productSource(input: StepInput, feed: ProductFeedKey): Promise<Source> {
  const { db, siteUrl, state } = input
  const channel = CHANNEL_OF_FEED[feed]
  const format = PRODUCT_FEEDS[feed]
  const { categories, mapping } = await feedCategoryTree(db, channel)
  const ctx: FeedContext = {
    siteUrl,
    channelCategory: (id) => mapping.get(id) ?? null,
    promWholesaleMinQuantity: state.promWholesaleMinQuantity,
  }
  const figures = state.figures
  return {
    pageSize: FEED_PAGE_SIZE,
    head: (at) => format.head(ctx, at, categories),
    tail: format.tail,
    async page(after, limit) {
      const products = await feedProductsPage(db, channel, after, limit)
      let text = ''
      for (const product of products) {
        const entry = format.entry(product, ctx)
        text += entry.xml
        figures.items += entry.items
        if (entry.items > 0) figures.products++
        const warnings: FeedWarning[] =
          format.uniqueNames && repeatsOwnName(entry.names ?? [])
            ? [...entry.warnings, 'duplicate_name']
            : entry.warnings
        for (const warning of warnings) figures.warningCounts[warning] = (figures.warningCounts[warning] ?? 0) + 1
        if (warnings.length > 0 && figures.warningProducts.length < WARNING_PRODUCTS_KEPT)
          figures.warningProducts.push({ id: product.id, name: product.nameUa, warnings })
      }
      return { text, count: products.length, lastId: products.at(-1)?.id ?? after }
    },
    finish: format.uniqueNames
      ? () => warnOfSharedNames(db, channel, (p) => format.entry(p, ctx).names ?? [], figures, WARNING_PRODUCTS_KEPT)
      : undefined,
  }
}

/** The ratings feed exists only from RATINGS_FEED_MINIMUM published ratings on; below it, null (none is served). */
async function ratingsSource(input: StepInput): Promise<Source | null> {
  const { db, siteUrl, state } = input
  if (state.cursor === 0 && (await publishedRatingsCount(db)) < RATINGS_FEED_MINIMUM) return null
  const products = new Set(state.ratedProducts)
  return {
    pageSize: FEED_PAGE_SIZE * 2,
    head: () => ratingsHead(siteUrl),
    tail: RATINGS_TAIL,
    async page(after, limit) {
      const reviews = await feedReviewsPage(db, after, limit)
      let text = ''
      for (const review of reviews) {
        const xml = reviewXml(review, siteUrl)
        if (!xml) continue
        text += xml
        state.figures.items++
        if (!products.has(review.productId)) {
          products.add(review.productId)
          state.ratedProducts.push(review.productId)
        }
      }
      return { text, count: reviews.length, lastId: reviews.at(-1)?.id ?? after }
    },
  }
}
