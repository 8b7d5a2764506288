import { parse } from 'hono/utils/cookie'
import { SESSION_COOKIE } from '../../app/contract/auth'
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_STORAGE_KEY } from '../../app/domain/locale'
import { KV_TIMEOUT_MS } from './cache'
import { noteDegraded, withTimeout } from './degraded'
import { HotPages, type HotPage } from './hot-pages'
import { recentGenerationsOf } from './recent-generations'
import { acceptsGzip, layoutHeader, packPage, parseLayout, stampNonce } from './page-body'
import { EVERY_TAG, type PageChange, tagsOfChanges, tagsOfPage } from './page-changes'

/**
 * The edge cache of rendered pages (Cloudflare's Cache API, one copy per data centre): the home page,
 * the catalogue and brand pages as first opened (no filters), and the product pages, the most visited.
 *
 * They render the same for every visitor of one language: they are rendered for an anonymous retail
 * viewer, and a signed-in shopper's prices, votes and lists are fetched by the browser. So their HTML
 * (no query string: a filtered, sorted or paged listing always renders) is kept for `ttlSeconds` per
 * language.
 *
 * Freshness: a page's cache key carries the generations of the tags it depends on (page-changes.ts).
 * A write declares what it changes (worker/api/page-writes.ts) and moves exactly those tags on, so a
 * review renders its product's page afresh and leaves the others; reads, polls and payments move
 * nothing. KV reaches other data centres within about a minute, the same bound as the lifetime.
 */
export const TAG_KEY_PREFIX = 'page-cache:tag:'
export const PAGE_CACHE_HEADER = 'x-page-cache'
/** On a kept copy only: where its nonce goes (page-body.ts), and when it was kept (ms since the epoch). */
const LAYOUT_HEADER = 'x-page-layout'
const KEPT_AT_HEADER = 'x-page-kept-at'
/** What of a kept copy's headers no answer sends. */
const KEPT_ONLY_HEADERS = ['cache-control', LAYOUT_HEADER, KEPT_AT_HEADER]
/** Each edge cache's hot pages (one per isolate in production: caches.default). */
const hotPagesOf = new WeakMap<EdgeCache, HotPages>()
const HOT_PAGES_BYTES = 4 * 1024 * 1024
/** How long a generation read from KV is taken as current by this isolate (recent-generations.ts). */
const GENERATION_READ_MS = 1000
/**
 * How long past that a generation still answers a page held in memory while it is read again behind
 * the answer (docs/decisions/page-generations-read-again-behind-the-hit.md).
 */
const GENERATION_GRACE_MS = 4000
/** Generation writes in flight at once when a change names many products. */
const TAG_WRITES_AT_ONCE = 20
/** Per answer, never kept: the nonce's policy is set by the caller. */
const PER_ANSWER_HEADERS = ['content-security-policy', 'content-length', 'content-encoding']
const PRODUCT_PAGE = /^\/product\/([^/]+)$/
/** Product slugs are at most 120 characters (slugField); escaped in a URL, a few times that. */
const MAX_SLUG_IN_URL = 400
/** The home page, /catalogue with up to two category levels (or the sets token), /brands and /brands/{slug}. */
const LISTING_PAGE = /^\/(?:catalogue(?:\/[^/]+){0,2}|brands(?:\/[^/]+)?)?$/

/** A page the cache may answer: its key below the generations, the tags it depends on, and the product's slug for a product page. */
export interface CacheablePage {
  key: string
  productSlug: string | null
  tags: string[]
}

/**
 * Query parameters that only tell analytics where a visitor came from (campaign tags, ad-click ids):
 * the page is the same with or without them, so they neither bypass the cache nor make keys of their own.
 */
const TRACKING_PARAM =
  /^(?:utm_[a-z0-9_]+|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|ttclid|twclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)$/i

/** The URL without its tracking parameters (the same URL object when it has none). */
export function withoutTracking(url: URL): URL {
  const names = [...url.searchParams.keys()]
  if (!names.some((name) => TRACKING_PARAM.test(name))) return url
  const clean = new URL(url)
  for (const name of names) if (TRACKING_PARAM.test(name)) clean.searchParams.delete(name)
  if ([...clean.searchParams.keys()].length === 0) clean.search = ''
  return clean
}

/**
 * A plain GET of the home page, a catalogue or brand page, or /product/{slug}, with no query but
 * tracking parameters; null for anything else.
 */
export function cacheablePage(request: Request, url: URL): CacheablePage | null {
  if (request.method !== 'GET') return null
  // Any other path (every API call) is never kept: its query is not read (reading it cost a listing 0.1 ms).
  const listing = LISTING_PAGE.test(url.pathname)
  if (!listing && !PRODUCT_PAGE.test(url.pathname)) return null
  url = withoutTracking(url)
  if (url.search !== '') return null
  if (listing)
    return {
      key: `page${url.pathname}`,
      productSlug: null,
      tags: tagsOfPage({ kind: url.pathname === '/' ? 'home' : 'listing' }),
    }
  const match = PRODUCT_PAGE.exec(url.pathname)
  // A slug longer than any product's renders its not-found page afresh and never becomes a KV key
  // (KV refuses keys over 512 bytes, which would count as KV failing and bypass the cache for a while).
  if (!match || match[1]!.length > MAX_SLUG_IN_URL) return null
  try {
    const slug = decodeURIComponent(match[1]!)
    return {
      key: `product/${encodeURIComponent(slug)}`,
      productSlug: slug,
      tags: tagsOfPage({ kind: 'product', productSlug: slug }),
    }
  } catch {
    return null // malformed escapes: the page renders its own not-found answer
  }
}

/** The language a page is rendered in without a `?lang=` parameter: the user-locale cookie, else Ukrainian. */
export function cookieLocale(cookieHeader: string | null): Locale {
  const value = parse(cookieHeader ?? '', LOCALE_STORAGE_KEY)[LOCALE_STORAGE_KEY]
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/**
 * The session cookie of a request, if any. A request whose session is live shows that buyer's
 * prices, so it is neither answered from nor written to the shared cache; one whose cookie names no
 * live session (forged, expired, ended) is an anonymous visitor's (worker/router.ts).
 */
export function sessionCookieOf(cookieHeader: string | null): string | undefined {
  return parse(cookieHeader ?? '', SESSION_COOKIE)[SESSION_COOKIE] || undefined
}

type EdgeCache = Pick<Cache, 'match' | 'put'>

declare const __BUILD_ID__: string | undefined
/**
 * The build that made this Worker (vite.config.ts defines it). A page cached by an earlier build names
 * that build's script files, which a deploy removes, so each build keeps pages of its own.
 */
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unbuilt'

/** workerd's `caches.default` (the DOM typings hide it); undefined outside workerd, where the page cache is off. */
export function edgeCache(): EdgeCache | undefined {
  return typeof caches === 'undefined' ? undefined : (caches as unknown as { default: EdgeCache }).default
}

export interface PageCacheDeps {
  kv: KVNamespace
  edge: EdgeCache | undefined
  siteUrl: string
  ttlSeconds: number
  /** The build whose pages it keeps (this Worker's own unless a test names another). */
  build?: string
}

export function createPageCache({ kv, edge, siteUrl, ttlSeconds, build = BUILD_ID }: PageCacheDeps) {
  const enabled = edge !== undefined && ttlSeconds > 0
  const recent = recentGenerationsOf(kv, GENERATION_READ_MS, GENERATION_GRACE_MS)
  const readGeneration = async (tag: string) => {
    const read =
      (await withTimeout(kv.get(`${TAG_KEY_PREFIX}${tag}`), KV_TIMEOUT_MS, 'page cache generation read')) ?? '0'
    recent.set(tag, read, Date.now())
    return read
  }
  const generationOf = async (tag: string) => recent.get(tag, Date.now()) ?? readGeneration(tag)
  /** Reads a stale generation again behind the answer that used it, once at a time per tag. */
  const refreshBehind = (tag: string, waitUntil: (work: Promise<unknown>) => void) => {
    if (!recent.claimRefresh(tag)) return
    waitUntil(
      readGeneration(tag)
        .catch((error: unknown) => noteDegraded('page-cache-read', error)) // the stale read lapses with its grace
        .finally(() => recent.refreshDone(tag)),
    )
  }
  const hot = edge && (hotPagesOf.get(edge) ?? hotPagesOf.set(edge, new HotPages(HOT_PAGES_BYTES)).get(edge)!)
  const keyUrl = (locale: Locale, page: CacheablePage, generations: readonly string[]) =>
    new URL(`/__page-cache/${build}/${generations.join('.')}/${locale}/${page.key}`, siteUrl).href
  const keyFor = async (locale: Locale, page: CacheablePage) =>
    new Request(keyUrl(locale, page, await Promise.all(page.tags.map(generationOf))))

  return {
    /**
     * The page as this isolate keeps it in memory, answered with no I/O at all (the generations it
     * read lately, the hot pages): null when either is not at hand, and then `page` reads KV and the
     * edge cache as usual. The same key and answer as `page`'s hit. A generation read more than a
     * second ago (within the grace) still answers, and is read again behind the answer.
     */
    memoryHit(
      request: Request,
      page: CacheablePage,
      waitUntil: (work: Promise<unknown>) => void,
      nonce?: string,
    ): Response | null {
      if (!enabled) return null
      const now = Date.now()
      const generations: string[] = []
      const stale: string[] = []
      for (const tag of page.tags) {
        const known = recent.lately(tag, now)
        if (known === undefined) return null
        generations.push(known.value)
        if (known.stale) stale.push(tag)
      }
      const kept = hot!.get(keyUrl(cookieLocale(request.headers.get('cookie')), page, generations), now)
      if (!kept) return null
      for (const tag of stale) refreshBehind(tag, waitUntil)
      return answer(kept, request, nonce)
    },

    /**
     * Answers a page from the cache, or renders it with `render` and keeps a 200 HTML answer that
     * sets no cookie. `waitUntil` keeps the runtime alive while the copy is stored. `nonce` is the
     * script nonce of this answer: the render writes it, and a kept copy gets it in place of the
     * one it was rendered with (the caller names it in the answer's policy).
     */
    async page(
      request: Request,
      page: CacheablePage,
      render: () => Promise<Response>,
      waitUntil: (work: Promise<unknown>) => void,
      nonce?: string,
    ): Promise<{ response: Response; hit: boolean }> {
      if (!enabled) return { response: await render(), hit: false }
      let key: Request
      let hit: Response | null = null
      try {
        key = await keyFor(cookieLocale(request.headers.get('cookie')), page)
        let kept = hot!.get(key.url, Date.now())
        if (!kept) {
          const cached = await edge.match(key)
          kept = cached && ((await hotPage(cached, ttlSeconds)) ?? undefined)
          if (kept) hot!.set(key.url, kept)
        }
        if (kept) hit = answer(kept, request, nonce)
      } catch (error) {
        noteDegraded('page-cache-read', error) // the page still renders
        return { response: await render(), hit: false }
      }
      if (hit) return { response: hit, hit: true }
      const rendered = await render()
      const html = rendered.headers.get('content-type')?.startsWith('text/html')
      if (rendered.status !== 200 || !html || rendered.headers.has('set-cookie') || !rendered.body)
        return { response: rendered, hit: false }
      const [forClient, forCache] = rendered.body.tee()
      waitUntil(
        keep(edge, hot!, key, forCache, rendered.headers, ttlSeconds, nonce).catch((error: unknown) =>
          noteDegraded('page-cache-write', error),
        ),
      )
      const headers = new Headers(rendered.headers)
      headers.set(PAGE_CACHE_HEADER, 'miss')
      return { response: new Response(forClient, { status: 200, headers }), hit: false }
    },

    /**
     * The cached pages depending on these changes become stale (every page without arguments); the
     * next request for each renders it afresh. `productSlugs` narrows a product change to those pages.
     */
    async invalidate(changes?: readonly PageChange[], productSlugs: readonly string[] = []): Promise<void> {
      if (ttlSeconds === 0) return
      const tags = changes === undefined ? EVERY_TAG : tagsOfChanges(changes, productSlugs)
      const generation = `${Date.now()}-${crypto.randomUUID().slice(0, 8)}`
      // KV takes about one write a second per key; a refused write leaves those pages stale for ttlSeconds at most.
      // A feed names hundreds of products: their tags are written a group at a time, not all at once.
      for (let i = 0; i < tags.length; i += TAG_WRITES_AT_ONCE)
        await Promise.all(
          tags.slice(i, i + TAG_WRITES_AT_ONCE).map((tag) =>
            withTimeout(kv.put(`${TAG_KEY_PREFIX}${tag}`, generation), KV_TIMEOUT_MS, 'page cache generation write')
              .then(() => recent.set(tag, generation, Date.now()))
              .catch((error: unknown) => {
                recent.forget(tag) // read afresh: KV may or may not hold it
                noteDegraded('page-cache-invalidate', error)
              }),
          ),
        )
    },
  }
}
export type PageCache = ReturnType<typeof createPageCache>

/** Keeps a rendered page as gzip with slots for the nonce it was rendered with (page-body.ts), at the edge and in memory. */
async function keep(
  edge: EdgeCache,
  hot: HotPages,
  key: Request,
  body: ReadableStream<Uint8Array>,
  renderedHeaders: Headers,
  ttlSeconds: number,
  nonce: string | undefined,
): Promise<void> {
  const packed = packPage(new Uint8Array(await new Response(body).arrayBuffer()), nonce)
  const headers = new Headers(renderedHeaders)
  for (const name of PER_ANSWER_HEADERS) headers.delete(name)
  const keptAt = Date.now()
  headers.set('cache-control', `public, max-age=${ttlSeconds}`)
  headers.set(LAYOUT_HEADER, layoutHeader(packed.layout))
  headers.set(KEPT_AT_HEADER, String(keptAt))
  await edge.put(key, new Response(packed.body, { status: 200, headers }))
  hot.set(key.url, {
    status: 200,
    headers: answerHeaders(headers),
    body: packed.body,
    layout: packed.layout,
    expires: keptAt + ttlSeconds * 1000,
  })
}

/** The headers every answer of a kept copy sends: the page's own, marked a hit that varies with Accept-Encoding. */
function answerHeaders(kept: Headers): Array<[string, string]> {
  const headers = new Headers(kept)
  for (const name of KEPT_ONLY_HEADERS) headers.delete(name)
  headers.set(PAGE_CACHE_HEADER, 'hit')
  headers.append('vary', 'accept-encoding')
  return [...headers]
}

/** An edge copy as a hot page; null for one without a layout (none is written without one), which counts as absent. */
async function hotPage(cached: Response, ttlSeconds: number): Promise<HotPage | null> {
  const layout = parseLayout(cached.headers.get(LAYOUT_HEADER))
  if (!layout) return null
  const keptAt = Number(cached.headers.get(KEPT_AT_HEADER))
  return {
    status: cached.status,
    headers: answerHeaders(cached.headers),
    body: new Uint8Array(await cached.arrayBuffer()),
    layout,
    expires: (Number.isFinite(keptAt) && keptAt > 0 ? keptAt : Date.now()) + ttlSeconds * 1000,
  }
}

/**
 * A kept page as this request's answer, with this answer's nonce stamped into a copy of its bytes:
 * the gzip as it is for a client that takes gzip (nearly every browser; nothing is compressed or
 * parsed), else decompressed natively as it streams.
 */
function answer(kept: HotPage, request: Request, nonce: string | undefined): Response {
  const body = stampNonce(kept.body.slice(), kept.layout, nonce)
  const headers = new Headers(kept.headers as Array<[string, string]>)
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    headers.set('content-encoding', 'gzip')
    // 'manual': the bytes are gzip already, the runtime sends them as they are (Cloudflare's ResponseInit).
    return new Response(body, { status: kept.status, headers, encodeBody: 'manual' })
  }
  const plain = new Response(body).body!.pipeThrough(new DecompressionStream('gzip'))
  return new Response(plain, { status: kept.status, headers })
}
