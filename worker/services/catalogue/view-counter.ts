/**
 * Views of product pages, summed in this isolate and written once every VIEW_FLUSH_MS as one row
 * (db/queries/product-views.ts: the cron folds the rows into the products an hour on), instead of a
 * row per view. The request that opens a window keeps it alive with waitUntil, so no counted view is
 * dropped; a write that fails (the database busy) puts its views back for the next window, up to
 * MAX_PENDING_SLUGS products (views beyond are dropped: a count, not money).
 */
export const VIEW_FLUSH_MS = 1000
export const MAX_PENDING_SLUGS = 20_000
/**
 * A visitor's views of one product count once a minute, as the product API's do (its limiter): a
 * script looping over a page cannot push the product up "popular" from one address. Kept in this
 * isolate's memory (no limiter call on a cache hit), for the latest MAX_RECENT_VIEWERS visitor-product
 * pairs: a loop meets the isolate that answered it before, and one spread over many is still bounded.
 */
export const VIEW_REPEAT_MS = 60_000
export const MAX_RECENT_VIEWERS = 20_000

const pending = new Map<string, number>()
/** `visitor product` → when its view was last counted, oldest first. */
const recent = new Map<string, number>()
let windowOpen = false

/** False when this visitor's view of the product was counted less than a minute ago; else notes it. */
function firstViewInWhile(visitor: string, slug: string, now: number): boolean {
  const key = `${visitor} ${slug}`
  const counted = recent.get(key)
  if (counted !== undefined && now - counted < VIEW_REPEAT_MS) return false
  recent.delete(key)
  recent.set(key, now)
  if (recent.size > MAX_RECENT_VIEWERS) recent.delete(recent.keys().next().value!)
  return true
}

function add(slug: string, views: number): void {
  const known = pending.get(slug)
  if (known === undefined && pending.size >= MAX_PENDING_SLUGS) return
  pending.set(slug, (known ?? 0) + views)
}

/** Products waiting in this isolate's window (for tests). */
export const pendingViewSlugs = () => pending.size

/**
 * Counts a view of the product's page in this isolate's window. `visitor` is the caller's address
 * (`cf-connecting-ip`, which Cloudflare sets on every request); without one (a local server) every
 * view counts.
 */
export function countViewSoon(
  slug: string,
  write: (views: Map<string, number>) => Promise<void>,
  waitUntil: (work: Promise<unknown>) => void,
  visitor?: string | null,
): void {
  if (visitor && !firstViewInWhile(visitor, slug, Date.now())) return
  add(slug, 1)
  if (windowOpen) return
  windowOpen = true
  waitUntil(
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS))
      const views = new Map(pending)
      pending.clear()
      windowOpen = false
      await write(views).catch((error: unknown) => {
        for (const [slug, count] of views) add(slug, count)
        console.warn('product views not counted yet; kept for the next window', error)
      })
    })(),
  )
}
