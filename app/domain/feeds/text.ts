/**
 * Text as the channels take it: plain text without markup, cut to a limit at a word boundary, and
 * escaped for XML (element text, attributes, CDATA). Hand-written rather than a DOM library: these
 * run for every item of a 100,000-product feed, and they are small.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Characters XML 1.0 forbids (controls other than tab and line breaks, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Markup removed (block ends become paragraph breaks), entities decoded, runs of spaces collapsed. */
export function plainText(markup: string): string {
  return markup
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(NOT_XML, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, (breaks) => (breaks.split('\n').length > 2 ? '\n\n' : '\n'))
    .trim()
}

/** At most `limit` characters (code points), cut at the last space when there is one in the last fifth. */
export function cut(text: string, limit: number): string {
  const chars = Array.from(text)
  if (chars.length <= limit) return text
  const head = chars.slice(0, limit).join('')
  const space = head.lastIndexOf(' ')
  return (space > limit * 0.8 ? head.slice(0, space) : head).trimEnd()
}

export const length = (text: string) => Array.from(text).length

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Element text or a quoted attribute value. */
export function xml(text: string | number): string {
  return String(text)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/** A CDATA section holding any text: a `]]>` inside it is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** An absolute https/http address of a site path or a stored media key. */
export function absoluteUrl(siteUrl: string, pathOrKey: string): string {
  if (/^https?:\/\//.test(pathOrKey)) return pathOrKey
  const path = pathOrKey.startsWith('/') ? pathOrKey : `/media/${pathOrKey}`
  return new URL(path, siteUrl).href
}

/** Rozetka and Prom show simple HTML in descriptions: the plain text's paragraphs as `<p>`, escaped. */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((paragraph) => `<p>${xml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')
}
