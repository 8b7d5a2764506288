import type { JsonValue, PortableTextBlock, PortableTextBlocks } from '../../app/contract/content'
import { safeHref } from '../../app/domain/safe-href'

type MarkDef = { [key: string]: JsonValue }
type Span = { [key: string]: JsonValue }

/**
 * Portable Text as the API answers it: every link annotation passes the safe-link rule, and one
 * that fails is removed with its marks (the text stays, as plain text), so no client of the API
 * gets a `javascript:` href; image blocks keep only a site or https URL. The storefront checks
 * links again when it renders (SafeLink).
 */
export function sanitizePortableText(raw: ReadonlyArray<{ _type: string }>): PortableTextBlocks {
  // The dataset's blocks are JSON (the source answers JSON); the type says so from here on.
  const blocks = raw as PortableTextBlocks
  return blocks.flatMap((block): PortableTextBlock[] => {
    if (block._type === 'image') {
      const url = typeof block.url === 'string' && /^(\/media\/|https:\/\/)/.test(block.url) ? block.url : null
      return url ? [{ ...block, url }] : []
    }
    if (block._type !== 'block' || !Array.isArray(block.markDefs)) return [block]
    const dropped = new Set<JsonValue>()
    const markDefs = (block.markDefs as MarkDef[]).flatMap((def) => {
      if (def._type !== 'link') return [def]
      const href = safeHref(typeof def.href === 'string' ? def.href : undefined)
      if (href) return [{ ...def, href }]
      if (def._key !== undefined) dropped.add(def._key)
      return []
    })
    const children = Array.isArray(block.children)
      ? (block.children as Span[]).map((span) =>
          Array.isArray(span.marks) && span.marks.some((m) => dropped.has(m))
            ? { ...span, marks: span.marks.filter((m) => !dropped.has(m)) }
            : span,
        )
      : block.children
    return [{ ...block, markDefs, children }]
  })
}
