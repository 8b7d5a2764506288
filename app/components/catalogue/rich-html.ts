/**
 * A small allowlist reader for the brand description (spec §2: rich HTML). It never hands markup to
 * the DOM: it builds a tree of allowed elements and text, which React renders (and escapes). Unknown
 * tags are dropped but keep their text; script and style lose their content too; of attributes only a
 * link's safe href survives. Plain text (no tags) becomes paragraphs at blank lines.
 */

import { safeHref } from '../../domain/safe-href'

export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] }

const TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'] as const
export type RichTag = (typeof TAGS)[number]
const VOID = new Set(['br', 'hr', 'img', 'wbr'])
const DROP_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math'])

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A link's href after entity decoding, by the one safe-link rule (app/domain/safe-href.ts). */
export function safeHtmlHref(raw: string): string | undefined {
  return safeHref(decodeEntities(raw))
}

function isTag(name: string): name is RichTag {
  return (TAGS as readonly string[]).includes(name)
}

function plainParagraphs(text: string): RichNode[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const lines = p.split('\n')
      const children: RichNode[] = []
      lines.forEach((line, i) => {
        if (i > 0) children.push({ tag: 'br', children: [] })
        children.push(line)
      })
      return { tag: 'p', children }
    })
}

export function parseRichHtml(html: string): RichNode[] {
  if (!/<[a-z/!]/i.test(html)) return plainParagraphs(decodeEntities(html))
  const root: { tag: RichTag | 'root'; children: RichNode[] } = { tag: 'root', children: [] }
  const stack: { tag: string; node: { children: RichNode[] } | null }[] = [{ tag: 'root', node: root }]
  const current = () => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.node) return stack[i]!.node!
    return root
  }
  const dropping = () => stack.some((s) => DROP_CONTENT.has(s.tag))
  const token = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
  let last = 0
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const text = html.slice(last, m.index)
    if (text && !dropping()) current().children.push(decodeEntities(text))
    last = token.lastIndex
    const name = m[1]?.toLowerCase()
    if (!name) continue // a comment
    const closing = m[0][1] === '/'
    if (closing) {
      const at = stack.map((s) => s.tag).lastIndexOf(name)
      if (at > 0) stack.length = at
      continue
    }
    if (VOID.has(name) || m[2]?.trim().endsWith('/')) {
      if (name === 'br' && !dropping()) current().children.push({ tag: 'br', children: [] })
      continue
    }
    if (isTag(name) && !dropping()) {
      const node: { tag: RichTag; href?: string; children: RichNode[] } = { tag: name, children: [] }
      if (name === 'a') {
        const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[2] ?? '')
        const safe = href ? safeHtmlHref(href[1] ?? href[2] ?? href[3] ?? '') : undefined
        if (safe) node.href = safe
      }
      current().children.push(node)
      stack.push({ tag: name, node })
    } else {
      stack.push({ tag: name, node: null })
    }
  }
  const rest = html.slice(last)
  if (rest && !dropping()) current().children.push(decodeEntities(rest))
  return root.children
}
