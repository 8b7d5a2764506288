import { PRODUCT_FEEDS, type ProductFeedKey } from '../../../app/domain/feeds'
import { RATINGS_FEED_MINIMUM, RATINGS_TAIL, ratingsHead, reviewXml } from '../../../app/domain/feeds/ratings'
import { CHANNEL_OF_FEED, type FeedContext, type FeedKey } from '../../../app/domain/feeds/types'
import type { Db } from '../../../db/client'
import {
  type FeedBuildResult,
  feedCategoryTree,
  feedProductsPage,
  feedReviewsPage,
  publishedRatingsCount,
} from '../../../db/queries/feeds'
import { PartWriter } from './part-writer'

/** Products per read: one statement each, a few hundred kilobytes of XML. */
export const FEED_PAGE_SIZE = 500
/** The products with warnings a build keeps for the back office (the counts cover all of them). */
const WARNING_PRODUCTS_KEPT = 200

export const feedObjectKey = (feed: FeedKey) => `feeds/${feed}.xml`
const CONTENT_TYPE = 'application/xml; charset=utf-8'

export interface BuildInput {
  db: Db
  bucket: R2Bucket
  siteUrl: string
  feed: FeedKey
  promWholesaleMinQuantity: number | null
  pageSize?: number
  partBytes?: number
}

type Figures = Omit<FeedBuildResult, 'builtFrom' | 'startedAt' | 'builtAt'>

/**
 * Reads the catalogue a page at a time and writes the feed to R2 as it goes (PartWriter): memory
 * holds one page and at most one upload part, whatever the size of the catalogue.
 */
export async function buildFeed(input: BuildInput): Promise<Figures> {
  return input.feed === 'google-ratings' ? buildRatings(input) : buildProducts(input, input.feed)
}

async function buildProducts(input: BuildInput, feed: ProductFeedKey): Promise<Figures> {
  const { db, bucket, siteUrl } = input
  const channel = CHANNEL_OF_FEED[feed]
  const format = PRODUCT_FEEDS[feed]
  const { categories, mapping } = await feedCategoryTree(db, channel)
  const ctx: FeedContext = {
    siteUrl,
    channelCategory: (id) => mapping.get(id) ?? null,
    promWholesaleMinQuantity: input.promWholesaleMinQuantity,
  }
  const out = new PartWriter(
    bucket,
    feedObjectKey(feed),
    { httpMetadata: { contentType: CONTENT_TYPE } },
    input.partBytes,
  )
  const figures: Figures = { products: 0, items: 0, bytes: 0, warningCounts: {}, warningProducts: [] }
  try {
    await out.write(format.head(ctx, new Date(), categories))
    const pageSize = input.pageSize ?? FEED_PAGE_SIZE
    for (let after = 0; ;) {
      const page = await feedProductsPage(db, channel, after, pageSize)
      let text = ''
      for (const product of page) {
        const entry = format.entry(product, ctx)
        text += entry.xml
        figures.items += entry.items
        if (entry.items > 0) figures.products++
        for (const warning of entry.warnings) figures.warningCounts[warning] = (figures.warningCounts[warning] ?? 0) + 1
        if (entry.warnings.length > 0 && figures.warningProducts.length < WARNING_PRODUCTS_KEPT)
          figures.warningProducts.push({ id: product.id, name: product.nameUa, warnings: entry.warnings })
      }
      await out.write(text)
      if (page.length < pageSize) break
      after = page[page.length - 1]!.id
    }
    await out.write(format.tail)
    await out.close()
  } catch (error) {
    await out.abort()
    throw error
  }
  return { ...figures, bytes: out.bytes }
}

/** The ratings feed exists only from RATINGS_FEED_MINIMUM published ratings on; below it, none is served. */
async function buildRatings(input: BuildInput): Promise<Figures> {
  const { db, bucket, siteUrl } = input
  const empty: Figures = { products: 0, items: 0, bytes: 0, warningCounts: {}, warningProducts: [] }
  if ((await publishedRatingsCount(db)) < RATINGS_FEED_MINIMUM) {
    await bucket.delete(feedObjectKey('google-ratings'))
    return empty
  }
  const out = new PartWriter(
    bucket,
    feedObjectKey('google-ratings'),
    { httpMetadata: { contentType: CONTENT_TYPE } },
    input.partBytes,
  )
  const products = new Set<number>()
  try {
    await out.write(ratingsHead(siteUrl))
    const pageSize = input.pageSize ?? FEED_PAGE_SIZE * 2
    for (let after = 0; ;) {
      const page = await feedReviewsPage(db, after, pageSize)
      let text = ''
      for (const review of page) {
        const xml = reviewXml(review, siteUrl)
        if (!xml) continue
        text += xml
        empty.items++
        products.add(review.productId)
      }
      await out.write(text)
      if (page.length < pageSize) break
      after = page[page.length - 1]!.id
    }
    await out.write(RATINGS_TAIL)
    await out.close()
  } catch (error) {
    await out.abort()
    throw error
  }
  return { ...empty, products: products.size, bytes: out.bytes }
}
