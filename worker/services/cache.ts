import type { Locale } from '../../app/domain/locale'
import { noteDegraded, withTimeout } from './degraded'
import { RecentGenerations } from './recent-generations'

/** Cache lifetimes of spec §9, in seconds. */
export const CACHE_TTL = {
  categories: 24 * 3600,
  latestProducts: 24 * 3600,
  banners: 3600,
  advantages: 3600,
  siteSettings: 3600,
  /** Not in spec §9: content pages, posts, the /opt page and UI label overrides; the Sanity webhook purges them on change. */
  pages: 3600,
  blogPosts: 3600,
  wholesalePage: 3600,
  translations: 3600,
  /** Not in spec §9: listings, top-viewed and brands are cached an hour; staff edits purge them, stock flips version them (stockGeneration). */
  listings: 3600,
  topViewed: 3600,
  brands: 24 * 3600,
  /** Nova Poshta look-ups: settlements change rarely, branches open and close, parcels move. */
  npCities: 24 * 3600,
  npBranches: 3600,
  npTracking: 30 * 60,
} as const
export type CacheFamily = keyof typeof CACHE_TTL

/** Bump to orphan every key written by older code (a changed answer shape; v2: products carry `rating`; v3: a blog post says whether it is translated; v4: a banner names its link; v5: the seller names its bank). */
const KEY_VERSION = 'v5'
/** Entries stay in KV this many lifetimes, so a failing source can still be answered from stale data. */
const STALE_FACTOR = 24

/**
 * A KV read or write that takes longer is given up: the answer is loaded from its source instead
 * (a KV outage must cost a page its cache, never its answer).
 */
export const KV_TIMEOUT_MS = 1000
/** After a KV failure this isolate answers from the sources alone for a while, so a hung KV costs one timeout, not one per entry. */
const KV_BYPASS_MS = 10_000
const bypassedUntil = new WeakMap<KVNamespace, number>()
const kvBypassed = (kv: KVNamespace) => Date.now() < (bypassedUntil.get(kv) ?? 0)
function kvFailed(kv: KVNamespace, kind: string, error: unknown) {
  noteDegraded(kind, error)
  bypassedUntil.set(kv, Date.now() + KV_BYPASS_MS)
}

/** Who may read an entry: wholesale answers never share a key with retail ones. */
export type Audience = 'retail' | 'wholesale'

export function cacheKey(family: CacheFamily, locale: Locale, audience: Audience = 'retail', suffix = ''): string {
  return `${KEY_VERSION}:${family}:${locale}:${audience}${suffix ? `:${suffix}` : ''}`
}

/** The key of an answer that lists product cards (listings, latest, top viewed): under the stock generation it was read at. */
export function cardsCacheKey(
  family: CacheFamily,
  locale: Locale,
  audience: Audience,
  stockGeneration: string,
  suffix = '',
): string {
  return cacheKey(family, locale, audience, suffix ? `${stockGeneration}:${suffix}` : stockGeneration)
}

interface Entry<T> {
  at: number
  value: T
}

/** The JSON text of a T: an answer a route sends as it is, without parsing and serialising it again. */
export type JsonText<T> = string & { readonly jsonOf?: T }

/** How an entry is stored: always `{"at":…,"value":…}`, so either reader can read what the other wrote. */
interface EntryCodec<V> {
  decode(text: string): Entry<V>
  encode(entry: Entry<V>): string
}

const parsedEntries: EntryCodec<unknown> = {
  decode: (text) => JSON.parse(text) as Entry<unknown>,
  encode: (entry) => JSON.stringify(entry),
}

/** JSON.stringify writes `at` first, so the value's text is everything after this head, less the closing brace. */
const ENTRY_HEAD = /^\{"at":(\d+),"value":/
const textEntries: EntryCodec<string> = {
  decode(text) {
    const head = ENTRY_HEAD.exec(text)
    if (head && text.endsWith('}')) return { at: Number(head[1]), value: text.slice(head[0].length, -1) }
    const entry = JSON.parse(text) as Entry<unknown>
    return { at: entry.at, value: JSON.stringify(entry.value) }
  },
  encode: ({ at, value }) => `{"at":${at},"value":${value}}`,
}

export interface Cache {
  /**
   * Answers from KV while fresh; otherwise loads, stores and answers. Serves stale data if the load
   * fails. `mayStore`, when given, is asked before a new entry is written (a caller's quota of entries):
   * a refusal still answers what was loaded, and writes nothing.
   */
  getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>, mayStore?: () => Promise<boolean>): Promise<T>
  /**
   * getOrLoad for an answer sent as it is: its JSON text is serialised once when loaded, and a KV hit is
   * never parsed (a listing's answer is tens of kilobytes: parsing and serialising it again cost the most).
   */
  getOrLoadJson<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<JsonText<T>>
  /**
   * getOrLoad for what every page reads (site settings, labels, the category tree): while the stored
   * text stays the same, the isolate answers the same value it parsed before, so a page neither
   * parses it again nor renders again what it shows (app/lib/kept-markup.ts keys on its identity).
   * The value is shared between requests: never change it.
   */
  getOrLoadShared<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>
  /** Deletes every key of a family, optionally of one locale only. */
  purge(family: CacheFamily, locale?: Locale): Promise<number>
  /** Deletes the one entry of each suffix (e.g. one page's slug) of a family and locale, both audiences; answers how many existed. */
  purgeEntries(family: CacheFamily, locale: Locale, suffixes: readonly string[]): Promise<number>
  /**
   * The generation of what product cards show of stock (a variant in stock or not, hence the listing
   * price): the answers that list cards (listings, latest, top viewed) carry it in their keys, so one
   * KV write leaves them all behind. null when KV cannot say: such an answer is loaded, not kept.
   */
  stockGeneration(): Promise<string | null>
  /** A variant ran out or came back (an order, a cancel, a lapse, a return): the kept card lists are read afresh. */
  moveStockGeneration(): Promise<void>
}

/** The stock generation's KV key (outside every family's prefix: a family's purge leaves it). */
export const STOCK_GENERATION_KEY = 'cache-generation:stock'
/** How long a stock generation read from KV is taken as current by this isolate (as the page cache's tags). */
const STOCK_GENERATION_READ_MS = 1000
const recentStock = new WeakMap<KVNamespace, RecentGenerations>()
function recentStockOf(kv: KVNamespace): RecentGenerations {
  let recent = recentStock.get(kv)
  if (!recent) recentStock.set(kv, (recent = new RecentGenerations(STOCK_GENERATION_READ_MS, 1)))
  return recent
}

/** KV refuses longer keys (in UTF-8 bytes). */
const KV_MAX_KEY_BYTES = 512
const utf8 = new TextEncoder()
const tooLongForKv = (key: string) => key.length * 3 > KV_MAX_KEY_BYTES && utf8.encode(key).length > KV_MAX_KEY_BYTES

/** The last value parsed per key of getOrLoadShared, with the text it came from (a few keys per language). */
const sharedValues = new Map<string, { text: string; value: unknown }>()
const MAX_SHARED_VALUES = 64

function sharedValueOf(key: string, text: string): unknown {
  const last = sharedValues.get(key)
  // Equal texts are compared in memory, far cheaper than parsing them.
  if (last?.text === text) return last.value
  const value: unknown = JSON.parse(text)
  sharedValues.delete(key)
  if (sharedValues.size >= MAX_SHARED_VALUES) sharedValues.delete(sharedValues.keys().next().value!)
  sharedValues.set(key, { text, value })
  return value
}

export function createCache(kv: KVNamespace, now: () => number = Date.now): Cache {
  async function cached<V>(
    key: string,
    ttlSeconds: number,
    load: () => Promise<V>,
    codec: EntryCodec<V>,
    mayStore?: () => Promise<boolean>,
  ): Promise<V> {
    // A key KV would refuse (a query string of thousands of ids) is answered from the source: as a KV
    // failure it would also turn this isolate's cache off for everyone for a while.
    if (tooLongForKv(key)) return load()
    let entry: Entry<V> | null = null
    const bypassed = kvBypassed(kv)
    try {
      if (!bypassed) {
        const text = await withTimeout(kv.get(key, 'text'), KV_TIMEOUT_MS, 'KV read')
        entry = text === null ? null : codec.decode(text)
      }
    } catch (error) {
      kvFailed(kv, 'kv-read', error) // answered from the source, as on a miss
    }
    if (entry && now() - entry.at < ttlSeconds * 1000) return entry.value
    let value: V
    try {
      value = await load()
    } catch (error) {
      if (entry) return entry.value
      throw error
    }
    if (bypassed || (mayStore && !(await mayStore()))) return value
    // KV allows about one write a second per key (several isolates refreshing one entry hit it); a refused or slow write only leaves the entry for the next request.
    const write = kv.put(key, codec.encode({ at: now(), value }), {
      expirationTtl: Math.max(60, ttlSeconds * STALE_FACTOR),
    })
    await withTimeout(write, KV_TIMEOUT_MS, 'KV write').catch((error: unknown) => noteDegraded('kv-write', error))
    return value
  }

  return {
    getOrLoad: <T>(key: string, ttlSeconds: number, load: () => Promise<T>, mayStore?: () => Promise<boolean>) =>
      cached(key, ttlSeconds, load, parsedEntries as EntryCodec<T>, mayStore),

    getOrLoadJson: <T>(key: string, ttlSeconds: number, load: () => Promise<T>) =>
      cached(key, ttlSeconds, async () => JSON.stringify(await load()) as JsonText<T>, textEntries),

    getOrLoadShared: async <T>(key: string, ttlSeconds: number, load: () => Promise<T>) =>
      sharedValueOf(key, await cached(key, ttlSeconds, async () => JSON.stringify(await load()), textEntries)) as T,

    async purge(family: CacheFamily, locale?: Locale): Promise<number> {
      const prefix = `${KEY_VERSION}:${family}:${locale ? `${locale}:` : ''}`
      let deleted = 0
      let cursor: string | undefined
      do {
        const page = await kv.list({ prefix, cursor })
        await Promise.all(page.keys.map((k) => kv.delete(k.name)))
        deleted += page.keys.length
        cursor = page.list_complete ? undefined : page.cursor
      } while (cursor)
      return deleted
    },

    async purgeEntries(family: CacheFamily, locale: Locale, suffixes: readonly string[]): Promise<number> {
      const keys = suffixes.flatMap((suffix) =>
        (['retail', 'wholesale'] as const).map((audience) => cacheKey(family, locale, audience, suffix)),
      )
      const found = await Promise.all(keys.map(async (key) => (await kv.get(key, 'text')) !== null))
      await Promise.all(keys.map((key) => kv.delete(key)))
      return found.filter(Boolean).length
    },

    async stockGeneration(): Promise<string | null> {
      if (kvBypassed(kv)) return null
      const recent = recentStockOf(kv)
      const known = recent.get('stock', now())
      if (known !== undefined) return known
      try {
        const read = (await withTimeout(kv.get(STOCK_GENERATION_KEY, 'text'), KV_TIMEOUT_MS, 'KV read')) ?? '0'
        recent.set('stock', read, now())
        return read
      } catch (error) {
        kvFailed(kv, 'kv-read', error)
        return null
      }
    },

    async moveStockGeneration(): Promise<void> {
      const generation = `${now()}-${crypto.randomUUID().slice(0, 8)}`
      try {
        // KV takes about one write a second per key: a refused one leaves the card lists as stale as their lifetime.
        await withTimeout(kv.put(STOCK_GENERATION_KEY, generation), KV_TIMEOUT_MS, 'KV write')
        recentStockOf(kv).set('stock', generation, now())
      } catch (error) {
        recentStockOf(kv).forget('stock') // read afresh: KV may or may not hold it
        noteDegraded('kv-write', error)
      }
    },
  }
}
