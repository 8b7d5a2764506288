import { GOOGLE_TAIL, googleEntry, googleHead } from './google'
import { HOTLINE_TAIL, hotlineEntry, hotlineHead } from './hotline'
import { promEntry } from './prom'
import { rozetkaEntry } from './rozetka'
import type { FeedCategory, FeedContext, FeedEntry, FeedKey, FeedProduct } from './types'
import { YML_TAIL, ymlHead } from './yml'

export * from './types'

/** A product feed as the builder writes it: the head, each product's entry, the tail. */
export interface ProductFeedFormat {
  head: (ctx: FeedContext, at: Date, categories: readonly FeedCategory[]) => string
  entry: (product: FeedProduct, ctx: FeedContext) => FeedEntry
  tail: string
  /** The channel wants every item's name its own: the entries give their names, and repeats are warned of (duplicate-names.ts). */
  uniqueNames?: true
}

export type ProductFeedKey = Exclude<FeedKey, 'google-ratings'>

export const PRODUCT_FEEDS: Record<ProductFeedKey, ProductFeedFormat> = {
  'google-merchant-ua': {
    head: (ctx, at) => googleHead(ctx.siteUrl, 'ua', at),
    entry: (p, ctx) => googleEntry(p, ctx, 'ua'),
    tail: GOOGLE_TAIL,
  },
  'google-merchant-en': {
    head: (ctx, at) => googleHead(ctx.siteUrl, 'en', at),
    entry: (p, ctx) => googleEntry(p, ctx, 'en'),
    tail: GOOGLE_TAIL,
  },
  rozetka: {
    head: (ctx, at, categories) => ymlHead(ctx.siteUrl, at, categories, ctx.channelCategory, 'rz_id'),
    entry: rozetkaEntry,
    tail: YML_TAIL,
    uniqueNames: true,
  },
  prom: {
    head: (ctx, at, categories) => ymlHead(ctx.siteUrl, at, categories, ctx.channelCategory, null),
    entry: promEntry,
    tail: YML_TAIL,
    uniqueNames: true,
  },
  hotline: {
    head: (ctx, at, categories) => hotlineHead(ctx.siteUrl, at, categories, ctx.channelCategory),
    entry: hotlineEntry,
    tail: HOTLINE_TAIL,
    uniqueNames: true,
  },
}

/** Each feed's public address under the site (docs/operations.md lists them for staff). */
export const FEED_PATHS: Record<FeedKey, string> = {
  'google-merchant-ua': '/feeds/google-merchant-ua.xml',
  'google-merchant-en': '/feeds/google-merchant-en.xml',
  rozetka: '/feeds/rozetka.xml',
  prom: '/feeds/prom.xml',
  hotline: '/feeds/hotline.xml',
  'google-ratings': '/feeds/google-product-ratings.xml',
}

export function feedOfPath(pathname: string): FeedKey | null {
  for (const [key, path] of Object.entries(FEED_PATHS)) if (path === pathname) return key as FeedKey
  return null
}
