import { type ComponentType, lazy } from 'react'

/**
 * A component that opens on a click (a panel, a modal): its code is fetched on first use, or
 * earlier by `prefetchWhenIdle`, so it stays out of the page's bundle and the HTML's preloads.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined
  const prefetch = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined // a failed fetch (offline) is tried again on the next use
      throw error
    }))
  return Object.assign(
    lazy(() => prefetch().then((component) => ({ default: component }))),
    { prefetch },
  )
}

/** Fetches click-only components once the browser is idle after the page has loaded; returns a cancel. */
export function prefetchWhenIdle(...components: Array<{ prefetch: () => Promise<unknown> }>): () => void {
  const run = () => {
    for (const component of components) component.prefetch().catch(() => undefined)
  }
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 2000)
  return () => clearTimeout(id)
}
