/**
 * The traffic model of the simulation: a Ukrainian beauty store at scale. What a day holds, how it is
 * spread over the day, and a seeded stream of requests drawn from it. Pure: no I/O, so it is tested
 * apart and the same seed replays the same traffic.
 */

/** A day at the scale the store plans for. */
export const DAY = {
  pageViews: 1_000_000,
  orders: 10_000,
  /** The ERP's price and stock feed every 15 minutes, each with this many changed lines. */
  erpSyncs: 96,
  erpLinesPerSync: 200,
  /** Marketers' published edits in Sanity (banners, pages, posts). */
  sanityEdits: 40,
  /** Share of orders paid by card; the rest cash on delivery. */
  cardShare: 0.6,
  /** The check page's polls of a card payment's state while the buyer pays (every 7 s). */
  pollsPerCardOrder: 4,
} as const

/**
 * What a page view is, as shares of the day's page views. A listing's first page comes from the page
 * cache; a filter, sort or next page reads the listing API (the storefront does it in the browser).
 * Wholesale partners' pages carry their session, so they are rendered for them.
 */
export const PAGE_MIX = {
  home: 0.1,
  category: 0.12,
  listing: 0.13,
  brand: 0.04,
  product: 0.4,
  search: 0.08,
  content: 0.03,
  checkout: 0.04,
  partnerProduct: 0.05,
  backOffice: 0.01,
} as const

export type PageKind = keyof typeof PAGE_MIX
export type WriteKind = 'order' | 'paymentCallback' | 'erpSync' | 'sanityEdit'
export type Kind = PageKind | WriteKind

/**
 * Traffic per hour of a Kyiv day as a multiple of the day's average hour: quiet nights, a lunch
 * bump, the evening peak at 20:00–22:00 (beauty shoppers after work).
 */
export const HOURLY = [
  0.35, 0.2, 0.15, 0.12, 0.12, 0.18, 0.35, 0.6, 0.85, 1.0, 1.1, 1.2, 1.3, 1.25, 1.15, 1.1, 1.15, 1.3, 1.5, 1.75, 2.0,
  2.0, 1.55, 0.9,
] as const

/** A promotion's evening (a newsletter, a marketplace campaign): this multiple of the peak hour. */
export const PROMOTION_FACTOR = 1.5

export const peakFactor = () => Math.max(...HOURLY)

/** Mulberry32: small, fast, and the same stream for the same seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Ranks 0..n-1 drawn with probability ∝ 1/(rank+1)^s (Zipf): a few products take most views. The
 * cumulative weights are built once; a draw is a binary search.
 */
export function zipf(n: number, s = 1, random: () => number = Math.random): () => number {
  const cumulative = new Float64Array(n)
  let total = 0
  for (let i = 0; i < n; i++) cumulative[i] = total += 1 / Math.pow(i + 1, s)
  return () => {
    const target = random() * total
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

/** The requests of one kind a day holds (page views, and the writes beside them). */
export function dailyCounts(): Record<Kind, number> {
  const pages = Object.fromEntries(
    Object.entries(PAGE_MIX).map(([kind, share]) => [kind, Math.round(share * DAY.pageViews)]),
  ) as Record<PageKind, number>
  return {
    ...pages,
    order: DAY.orders,
    paymentCallback: Math.round(DAY.orders * DAY.cardShare * DAY.pollsPerCardOrder),
    erpSync: DAY.erpSyncs,
    sanityEdit: DAY.sanityEdits,
  }
}

export interface Planned {
  /** Seconds from the replay's start. */
  at: number
  kind: Kind
  /** A product's popularity rank (product pages), or a draw the kind uses to pick its target. */
  rank: number
}

/**
 * The requests of `seconds` of the peak hour (× PROMOTION_FACTOR when `promotion`), at `scale` of the
 * modelled traffic (1 = the full store; 0.1 = a tenth), in time order. Writes that happen a few times
 * a day (ERP syncs, Sanity edits) come at their peak-hour rate too, at least once each in any replay
 * of ten seconds or more, so their fan-out is always seen.
 */
export function peakTraffic(opts: {
  seconds: number
  scale: number
  products: number
  promotion?: boolean
  seed?: number
}): Planned[] {
  const random = seeded(opts.seed ?? 1)
  const rank = zipf(opts.products, 1, random)
  const hourShare = (peakFactor() * (opts.promotion ? PROMOTION_FACTOR : 1)) / 24
  const perSecond = (daily: number) => (daily * hourShare * opts.scale) / 3600
  const counts = dailyCounts()
  const planned: Planned[] = []
  for (const [kind, daily] of Object.entries(counts) as [Kind, number][]) {
    const rate = perSecond(daily)
    const rare = kind === 'erpSync' || kind === 'sanityEdit'
    const n =
      rare && opts.seconds >= 10 ? Math.max(1, Math.round(rate * opts.seconds)) : Math.round(rate * opts.seconds)
    for (let i = 0; i < n; i++) {
      const at = rare ? ((i + 0.5) * opts.seconds) / n : random() * opts.seconds
      planned.push({
        at,
        kind,
        rank: kind === 'product' || kind === 'partnerProduct' ? rank() : Math.floor(random() * 1e9),
      })
    }
  }
  return planned.sort((a, b) => a.at - b.at)
}
