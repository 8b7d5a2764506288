/// <reference types="vite/client" />
import stylesheetUrl from '../styles/app.css?url'

/** What the server marks the page's <style> with when it holds only some parts (app/lib/page-styles.ts). */
export const PARTIAL_STYLES_ATTRIBUTE = 'data-partial'

let loaded: Promise<void> | null = null

/**
 * Loads the storefront's whole stylesheet once, after a page whose <style> holds only its own parts:
 * another page type (a client-side navigation) or a panel opened later needs the rest. The file
 * repeats the inline rules in the same order after them, so the cascade is the whole file's. Resolves
 * when it applies (or failed: the page keeps its own parts).
 */
export function loadFullStylesheet(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  loaded ??= new Promise<void>((resolve) => {
    if (!document.querySelector(`style[${PARTIAL_STYLES_ATTRIBUTE}]`)) return resolve()
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
