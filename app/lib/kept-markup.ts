import { createElement, type ReactNode } from 'react'

/**
 * Server HTML of the layout's larger parts (header, footer) rendered once per isolate and key, then
 * written as the same element's inner HTML: those parts are a third of a page's elements and come
 * out the same for every page with the same inputs. The key names every input of the part (language,
 * the identity of the shared settings and categories, the page's top-level section for the links'
 * active state, …), so content that changes makes a new key, never a stale part.
 *
 * The browser renders the part itself: it is wrapped in `HydrateLater`, so the first hydration
 * keeps the server's DOM and the part hydrates into it later, which needs the kept HTML to be the
 * very bytes a full render writes. So it is never rendered apart: the first page with a new key
 * renders the part in full, and its inner HTML is cut out of that page's output (`renderKeepingMarkup`).
 */

const kept = new Map<string, string>()
/** Keys per language, section and content version: a few dozen at most between content changes. */
const MAX_KEPT = 64

interface Wanted {
  key: string
  tag: string
  open: string
}
/**
 * The parts the render under way writes in full, to keep from its output (renderToString is
 * synchronous, so one render at a time); null outside `renderKeepingMarkup`.
 */
let wanted: Wanted[] | null = null

/**
 * The element `<tag class="className">` with `children`, or on the server its kept inner HTML for
 * `keepKey`. `children` must render exactly that element, with no other attribute; null keeps nothing.
 */
export function KeptMarkup({
  tag,
  className,
  keepKey,
  children,
}: {
  tag: 'header' | 'footer'
  className: string
  keepKey: string | null
  children: ReactNode
}): ReactNode {
  if (!import.meta.env.SSR || keepKey === null) return children
  const html = kept.get(keepKey)
  if (html !== undefined) return createElement(tag, { className, dangerouslySetInnerHTML: { __html: html } })
  wanted?.push({ key: keepKey, tag, open: `<${tag} class="${className}">` })
  return children
}

/** Runs a synchronous render and keeps, from its HTML, the parts it wrote in full. */
export function renderKeepingMarkup(render: () => string): string {
  const parts: Wanted[] = (wanted = [])
  try {
    const html = render()
    for (const part of parts) {
      const inner = innerHtmlOf(html, part.tag, part.open)
      // A script's or style's nonce is the request's own: such a part is never written to another page.
      if (inner !== null && !inner.includes(' nonce=')) keep(part.key, inner)
    }
    return html
  } finally {
    wanted = null
  }
}

/** The inner HTML of the one element that opens with `open`; null if there is not exactly one. */
export function innerHtmlOf(html: string, tag: string, open: string): string | null {
  const start = html.indexOf(open)
  if (start === -1 || html.indexOf(open, start + open.length) !== -1) return null
  const from = start + open.length
  // Elements of the same tag inside it (none today) are skipped, so its own end tag is found.
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g')
  tags.lastIndex = from
  let depth = 1
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1
    if (depth === 0) return html.slice(from, found.index)
  }
  return null
}

function keep(key: string, inner: string) {
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(key, inner)
}

const identities = new WeakMap<object, number>()
let lastIdentity = 0

/** A number naming this object for as long as it lives (shared values are the same object while unchanged). */
export function identityOf(value: object): number {
  let id = identities.get(value)
  if (id === undefined) identities.set(value, (id = ++lastIdentity))
  return id
}
