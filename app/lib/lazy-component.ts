import { type ComponentType, lazy } from 'react'
import { loadFullStylesheet, prefetchFullStylesheet } from './full-stylesheet'

/**
 * A component that opens on a click (a panel, a modal): its code is fetched on first use, or
 * earlier by `prefetchWhenIdle`, so it stays out of the page's bundle and the HTML's preloads.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined
  // Its styles may not be among the parts the page came with (app/lib/page-styles.ts): fetched
  // beforehand, applied when it first renders.
  const prefetch = () => {
    prefetchFullStylesheet()
    return (loading ??= load().catch((error: unknown) => {
      loading = undefined // a failed fetch (offline) is tried again on the next use
      throw error
    }))
  }
  return Object.assign(
    lazy(() => Promise.all([prefetch(), loadFullStylesheet()]).then(([component]) => ({ default: component }))),
    { prefetch },
  )
}

/**
 * Fetches click-only components once the browser is idle after the page has loaded, one per idle
 * period (starting each fetch's script preloads is itself a few milliseconds of a phone's main
 * thread); returns a cancel.
 */
export function prefetchWhenIdle(...components: Array<{ prefetch: () => Promise<unknown> }>): () => void {
  const queue = [...components]
  let cancel = () => {}
  const next = () => {
    const component = queue.shift()
    if (!component) return
    component.prefetch().catch(() => undefined)
    schedule()
  }
  const schedule = () => {
    if (queue.length === 0) return
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(next, { timeout: 10_000 })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(next, 2000)
      cancel = () => clearTimeout(id)
    }
  }
  schedule()
  return () => cancel()
}
