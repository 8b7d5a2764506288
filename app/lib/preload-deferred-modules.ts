/**
 * The browser entry's half of app/lib/deferred-modules.ts, in a module of its own: the entry
 * (app/client.tsx) must import nothing the app imports too, or that module lands in the app's chunk
 * and the entry imports the whole chunk statically, fetching and running the app before the first
 * pictures (vite.config.ts `entryImportsNoApp` fails such a build). So the <meta>'s name is written
 * here again; a unit test keeps the two the same.
 */
export const DEFERRED_MODULES_META_NAME = 'deferred-modules'

/**
 * Starts the downloads of the modules the page's <meta> lists, one preload link a task. Starting a
 * download costs the main thread most of a millisecond on a phone (the request is built and handed
 * to the network process); a page's ten-odd links in one task made a long task of their own right
 * after the first paint. The tasks follow each other through a message channel, which, unlike nested
 * timers, the browser does not hold back by 4 ms each, so the last download starts a few
 * milliseconds after the first.
 */
export function preloadDeferredModules(): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META_NAME}"]`)?.content ?? ''
  const hrefs = listed.split(' ').filter(Boolean)
  const channel = new MessageChannel()
  const next = () => {
    const href = hrefs.shift()
    if (href === undefined) return channel.port1.close()
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
    channel.port2.postMessage(null)
  }
  channel.port1.onmessage = next
  next()
}
