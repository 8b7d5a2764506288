/// <reference types="vite/client" />
import stylesheetUrl from '../styles/app.css?url'
import type { StylePart } from './page-styles'

/**
 * What the server marks the page's <style> with when it holds only some parts (app/lib/page-styles.ts):
 * their names, space-separated.
 */
export const PARTIAL_STYLES_ATTRIBUTE = 'data-partial'

let loaded: Promise<void> | null = null
let fetched = false

/** The parts the page's <style> holds, or null when it holds the whole stylesheet. */
function pageParts(): string[] | null {
  const partial = document.querySelector(`style[${PARTIAL_STYLES_ATTRIBUTE}]`)?.getAttribute(PARTIAL_STYLES_ATTRIBUTE)
  return partial === undefined || partial === null ? null : partial.split(' ')
}
const partialPage = () => pageParts() !== null

/**
 * Downloads the whole stylesheet into the HTTP cache without applying it (the file is hashed and
 * kept for a year): applying it restyles the whole page, one long task on a phone, so that waits
 * for `loadFullStylesheet`.
 */
export function prefetchFullStylesheet(): void {
  if (typeof document === 'undefined' || fetched || loaded || !partialPage()) return
  fetched = true
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.as = 'style'
  link.href = stylesheetUrl
  document.head.appendChild(link)
}

/**
 * Applies the storefront's whole stylesheet once, after a page whose <style> holds only its own
 * parts: another page type (a client-side navigation) or a panel opened later needs the rest. The
 * file repeats the inline rules in the same order after them, so the cascade is the whole file's.
 * Resolves when it applies (or failed: the page keeps its own parts), at once when the page already
 * holds every part `needed` names (another page of the same type: a filter, a variant, a page of a list).
 */
export function loadFullStylesheet(needed: readonly StylePart[] | null = null): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const parts = pageParts()
  if (needed && parts && needed.every((part) => parts.includes(part))) return Promise.resolve()
  loaded ??= new Promise<void>((resolve) => {
    if (!parts) return resolve()
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = stylesheetUrl
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => {
      loaded = null // tried again on the next navigation or panel
      resolve()
    })
    document.head.appendChild(link)
  })
  return loaded
}

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const

/**
 * After hydration: fetches the whole stylesheet, and applies it at the shopper's first tap or key
 * (whatever that opens may need rules of another part), not while the page is still loading.
 */
export function loadFullStylesheetOnFirstInteraction(): void {
  if (typeof document === 'undefined' || !partialPage()) return
  prefetchFullStylesheet()
  const apply = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, apply, true)
    void loadFullStylesheet()
  }
  for (const type of FIRST_INTERACTION) document.addEventListener(type, apply, { capture: true, passive: true })
}
