import type { RouterManagedTag } from '@tanstack/react-router'

/** The <meta> that lists the page's script modules instead of a preload link each. */
export const DEFERRED_MODULES_META = 'deferred-modules'

const isModulePreload = (tag: RouterManagedTag) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'

/**
 * The page's script modules (the app, its route chunks, its texts) are not preloaded by the HTML: on
 * a phone's network their hundred-odd kilobytes shared the bandwidth with the first pictures, and
 * Lighthouse's simulation counted each one that arrived before the largest paint into that paint.
 * One <meta> lists them instead, where the first preload link was, and the browser entry preloads
 * them all at once when the first pictures are painted (app/lib/preload-deferred-modules.ts).
 */
export function withDeferredModulePreloads(tags: readonly RouterManagedTag[]): RouterManagedTag[] {
  const first = tags.findIndex(isModulePreload)
  if (first < 0) return [...tags]
  const hrefs = tags.filter(isModulePreload).map((tag) => String(tag.attrs?.href))
  const rest = tags.filter((tag) => !isModulePreload(tag))
  const meta: RouterManagedTag = { tag: 'meta', attrs: { name: DEFERRED_MODULES_META, content: hrefs.join(' ') } }
  return [...rest.slice(0, first), meta, ...rest.slice(first)]
}
