/**
 * What a feed is made from: one product of the catalogue with its brand, category and variants, as
 * db/queries/feeds.ts reads it a page at a time. Prices are whole hryvnias, as in the catalogue.
 */
export interface FeedVariant {
  id: number
  code: string
  barcode: string | null
  valueUa: string
  valueEn: string
  priceUah: number
  discountPriceUah: number
  wholesalePriceUah: number
  discountWholesalePriceUah: number
  stock: number
  stockOpt: number
  /** R2 keys or site paths of the large pictures, in their order. */
  images: string[]
}

export interface FeedProduct {
  id: number
  slug: string
  nameUa: string
  nameEn: string
  shortUa: string
  shortEn: string
  descriptionUa: string
  descriptionEn: string
  serie: string
  brandName: string
  categoryId: number
  variants: FeedVariant[]
}

export interface FeedCategory {
  id: number
  parentId: number | null
  nameUa: string
  nameEn: string
}

/** The marketplaces; the Google feed has a Ukrainian and an English edition, and a ratings feed. */
export const FEED_CHANNELS = ['google', 'rozetka', 'prom', 'hotline'] as const
export type FeedChannel = (typeof FEED_CHANNELS)[number]

export const FEED_KEYS = [
  'google-merchant-ua',
  'google-merchant-en',
  'rozetka',
  'prom',
  'hotline',
  'google-ratings',
] as const
export type FeedKey = (typeof FEED_KEYS)[number]

/** The channel whose switches and category mapping a feed follows. */
export const CHANNEL_OF_FEED: Record<FeedKey, FeedChannel> = {
  'google-merchant-ua': 'google',
  'google-merchant-en': 'google',
  rozetka: 'rozetka',
  prom: 'prom',
  hotline: 'hotline',
  'google-ratings': 'google',
}

/** What every item of a feed needs from outside the product: the site, and the channel's own category per store category. */
export interface FeedContext {
  siteUrl: string
  /** The channel's category for a store category (Google's numeric id, Rozetka's rz_id, Prom's portal id, Hotline's name). */
  channelCategory: (categoryId: number) => string | null
  /**
   * Prom only: the order quantity from which Prom shows the wholesale price column; null leaves the
   * wholesale price out of the feed (docs/decisions/product-feeds.md).
   */
  promWholesaleMinQuantity?: number | null
}

export const FEED_WARNINGS = [
  'no_brand',
  'no_picture',
  'title_too_long',
  'no_description',
  'no_price',
  'id_too_long',
  'words_removed',
  'duplicate_name',
] as const
export type FeedWarning = (typeof FEED_WARNINGS)[number]

/** One product's part of a feed: its XML, how many items it gave, and what staff should fix. */
export interface FeedEntry {
  xml: string
  items: number
  warnings: FeedWarning[]
  /** The names of its items, from the channels that want every item's name its own (duplicate-names.ts). */
  names?: string[]
}
