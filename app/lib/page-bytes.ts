/**
 * A rendered page's UTF-8 bytes, its inline stylesheet's encoded once per isolate. The stylesheet
 * (app/lib/page-styles.ts) is some 40 % of a product page's characters and the same for every page
 * of a type, yet inside the page's string it was copied and encoded with the rest on each request:
 * the page as one string passed V8's limit for ordinary objects, so every render allocated (and the
 * collector freed) a large object as well. So the server's render writes a mark in the <style>
 * instead of the text, and the page's bytes are the encoded parts around the mark with the
 * stylesheet's bytes between them: the same bytes (docs/decisions/page-bytes.md).
 */

const encoder = /* @__PURE__ */ new TextEncoder()

/**
 * Unguessable, so no text of a page (a product's description, a review) can hold it; made on first
 * use, as a Worker may not make random values while it starts.
 */
let mark: string | undefined
const markText = () => (mark ??= `/*storefront-css:${crypto.randomUUID()}*/`)

/** The stylesheet the render under way wrote as the mark (renderToString is synchronous); undefined outside one. */
let inlined: string | null | undefined

/** The stylesheets' bytes by text: one per page type's set of parts. */
const encoded = /* @__PURE__ */ new Map<string, Uint8Array>()
const MAX_ENCODED = 16

/**
 * What the page's <style> holds (app/lib/page-styles.ts): within `renderWithStylesheet` on the server
 * the mark (the first stylesheet only), else the stylesheet's text itself.
 */
export function inlineStylesheet(css: string): string {
  if (!import.meta.env.SSR || inlined !== null) return css
  inlined = css
  return markText()
}

/** Runs a synchronous render; answers its HTML and the stylesheet it wrote as the mark (null: none). */
export function renderWithStylesheet(render: () => string): { html: string; css: string | null } {
  inlined = null
  try {
    const html = render()
    return { html, css: inlined }
  } finally {
    inlined = undefined
  }
}

/** The page's UTF-8 bytes: `html` with the stylesheet `css` in place of its mark. */
export function pageBytes(html: string, css: string | null): Uint8Array<ArrayBuffer> {
  const at = css === null ? -1 : html.indexOf(markText())
  if (at === -1) return encoder.encode(html)
  const before = encoder.encode(html.slice(0, at))
  const after = encoder.encode(html.slice(at + markText().length))
  const middle = stylesheetBytes(css!)
  const bytes = new Uint8Array(before.length + middle.length + after.length)
  bytes.set(before)
  bytes.set(middle, before.length)
  bytes.set(after, before.length + middle.length)
  return bytes
}

function stylesheetBytes(css: string): Uint8Array {
  let bytes = encoded.get(css)
  if (!bytes) {
    if (encoded.size >= MAX_ENCODED) encoded.delete(encoded.keys().next().value!)
    encoded.set(css, (bytes = encoder.encode(css)))
  }
  return bytes
}
