/**
 * Views of product pages answered from the edge cache (worker/services/page-cache.ts), summed in
 * this isolate and written once every VIEW_FLUSH_MS in one round trip, instead of one write per view.
 * The request that opens a window keeps it alive with waitUntil, so no counted view is dropped.
 */
export const VIEW_FLUSH_MS = 1000

const pending = new Map<string, number>()
let windowOpen = false

export function countViewSoon(
  slug: string,
  write: (views: Map<string, number>) => Promise<void>,
  waitUntil: (work: Promise<unknown>) => void,
): void {
  pending.set(slug, (pending.get(slug) ?? 0) + 1)
  if (windowOpen) return
  windowOpen = true
  waitUntil(
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS))
      const views = new Map(pending)
      pending.clear()
      windowOpen = false
      await write(views).catch((error: unknown) => console.warn('product views not counted', error))
    })(),
  )
}
