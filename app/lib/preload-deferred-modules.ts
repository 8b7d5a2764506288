/**
 * The browser entry's half of app/lib/deferred-modules.ts, in a module of its own: the entry
 * (app/client.tsx) must import nothing the app imports too, or that module lands in the app's chunk
 * and the entry imports the whole chunk statically, fetching and running the app before the first
 * pictures (vite.config.ts `entryImportsNoApp` fails such a build). So the <meta>'s name is written
 * here again; a unit test keeps the two the same.
 */
export const DEFERRED_MODULES_META_NAME = 'deferred-modules'

/** Starts the downloads of the modules the page's <meta> lists, all in parallel. */
export function preloadDeferredModules(): void {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META_NAME}"]`)?.content ?? ''
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.appendChild(link)
  }
}
