/**
 * Views of product pages, summed in this isolate and written once every VIEW_FLUSH_MS as one row
 * (db/queries/product-views.ts: the cron folds the rows into the products an hour on), instead of a
 * row per view. The request that opens a window keeps it alive with waitUntil, so no counted view is
 * dropped; a write that fails (the database busy) puts its views back for the next window, up to
 * MAX_PENDING_SLUGS products (views beyond are dropped: a count, not money).
 */
export const VIEW_FLUSH_MS = 1000
export const MAX_PENDING_SLUGS = 20_000

const pending = new Map<string, number>()
let windowOpen = false

function add(slug: string, views: number): void {
  const known = pending.get(slug)
  if (known === undefined && pending.size >= MAX_PENDING_SLUGS) return
  pending.set(slug, (known ?? 0) + views)
}

/** Products waiting in this isolate's window (for tests). */
export const pendingViewSlugs = () => pending.size

export function countViewSoon(
  slug: string,
  write: (views: Map<string, number>) => Promise<void>,
  waitUntil: (work: Promise<unknown>) => void,
): void {
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
